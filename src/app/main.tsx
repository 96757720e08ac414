import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BootScreen } from './BootScreen';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BootScreen />
  </StrictMode>,
);
