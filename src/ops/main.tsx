import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// The operator console (issue 29): its own entry (ops.html), its own chunks; nothing here is part of the player app.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
