import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BootScreen } from './BootScreen';
import { registerServiceWorker } from './registerServiceWorker';
import { routeDefOf } from './routes/useRouteDef';

// Fetch the first screen's code while configuration loads rather than after it; the route's lazy import
// later resolves from the same module. A failure here is ignored: the route's own loader reports it.
routeDefOf(window.location.pathname)
  ?.screen?.()
  .catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BootScreen />
  </StrictMode>,
);
registerServiceWorker();
