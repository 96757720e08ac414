import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BootScreen, type BootScreenProps } from './BootScreen';
import { bootstrap } from './bootstrap';
import { registerServiceWorker } from './registerServiceWorker';
import { routeDefOf } from './routes/useRouteDef';

// Fetch the first screen's code while configuration loads rather than after it; the route's lazy import
// later resolves from the same module. A failure here is ignored: the route's own loader reports it.
routeDefOf(window.location.pathname)
  ?.screen?.()
  .catch(() => undefined);

// Start-up (configuration, brand files, catalogue) begins before React renders anything. The page's loading pulse
// stays up meanwhile; the app then renders in one transition (time-sliced). Only a slow start (over a second) or a
// failure shows the boot screen (loading text, retry): no "Loading…" render on the way to every first screen.
const root = createRoot(document.getElementById('root')!);
const first = bootstrap();
let mounted = false;
const mount = (props: BootScreenProps) => {
  if (mounted) return;
  mounted = true;
  root.render(
    <StrictMode>
      <BootScreen {...props} />
    </StrictMode>,
  );
};
const slow = setTimeout(() => mount({ first }), 1_000);
first.then(
  (booted) => {
    clearTimeout(slow);
    startTransition(() => mount({ first, booted }));
  },
  () => {
    clearTimeout(slow);
    mount({ first });
  },
);

/**
 * Runs work the first screen does not show once the player first interacts, or once the page has loaded and the
 * main thread is idle for a while, whichever comes first, so it never competes with the first paint or input.
 */
function afterStartUp(work: () => void, idleAfterLoadMs = 5_000) {
  let done = false;
  const events = ['pointerdown', 'keydown', 'scroll'] as const;
  const run = () => {
    if (done) return;
    done = true;
    for (const e of events) removeEventListener(e, run, true);
    work();
  };
  for (const e of events) addEventListener(e, run, { capture: true, passive: true, once: true });
  const idle = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: idleAfterLoadMs });
      else run();
    }, idleAfterLoadMs);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

// The service worker only speeds up later visits.
afterStartUp(registerServiceWorker);
