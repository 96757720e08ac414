import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BootScreen } from './BootScreen';
import { registerServiceWorker } from './registerServiceWorker';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BootScreen />
  </StrictMode>,
);
registerServiceWorker();
