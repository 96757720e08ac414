import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readBootData } from '../config/bootData';
import { App } from './App';
import { BootScreen, type BootScreenProps } from './BootScreen';
import { bootstrap } from './bootstrap';
import { listenForInstallPrompt } from '../ui/download/installPrompt';
import { registerServiceWorker } from './registerServiceWorker';
import { dropEarlyTaps, releaseEarlyTaps } from './earlyInput';
import { onFirstScreenShown, preloadScreen, screenLoaderOf } from './routes/screenLoaders';

// The browser's install offer can come at any time after load: kept for the download bar's close (SPEC §4).
listenForInstallPrompt();

const container = document.getElementById('root')!;
const boot = readBootData();
// The reference server rendered the first screen into the page (src/entry-server.tsx): hydrate it. A plain static
// host, or a page the server could not render, has the loading pulse instead: render on the client.
const serverRendered = container.hasAttribute('data-ssr') && boot.data !== undefined;

// Fetch the first screen's code while configuration loads rather than after it; a server-rendered page needs it
// before hydration starts, so the screen hydrates in one pass. A failure here is ignored: the route's own loader reports it.
const firstScreen = preloadScreen(screenLoaderOf(window.location.pathname)).catch(() => undefined);

if (serverRendered) void hydrate();
else clientRender();

/**
 * The page holds the first screen (docs/architecture.md, "Start-up"): the app starts exactly as the server rendered it
 * (a first visit, in the page's language, with the server's replies), hydrates, then applies the player's stored state.
 * Taps held since the page was parsed (src/app/afterPaint.ts) are replayed once it has.
 */
async function hydrate() {
  let booted: Awaited<ReturnType<typeof bootstrap>>;
  try {
    [booted] = await Promise.all([bootstrap(boot, { hydrate: true }), firstScreen]);
  } catch (error) {
    console.error('[boot] start-up failed', error);
    dropEarlyTaps();
    return clientRender();
  }
  // Once the first screen's markup is hydrated (a screen-less page, such as maintenance, a second after its root is).
  let done = false;
  const hydrated = () => {
    if (done) return;
    done = true;
    // Outside React's effect phase: the stored state renders as its own transition.
    setTimeout(() => {
      startTransition(() => {
        booted.applyStoredState();
        // For tests and tools: the page is hydrated and the stored state applied.
        document.documentElement.setAttribute('data-hydrated', '');
      });
      // A held tap acts on the app as the player sees it now (signed in, in their language).
      setTimeout(() => releaseEarlyTaps(container), 0);
    }, 0);
  };
  onFirstScreenShown(hydrated);
  const committed = () => void setTimeout(hydrated, 1_000);
  // Hydration in a transition: React hydrates in slices that leave the main thread free for input.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App store={booted.store} theme={booted.theme} i18n={booted.i18n} onCommitted={committed} />
      </StrictMode>,
      {
        onRecoverableError: (error, info) =>
          console.error('[hydration] the page was re-rendered on the client', error, info.componentStack),
      },
    );
  });
}

/**
 * Start-up (configuration, brand files, catalogue) begins before React renders anything. The page's loading pulse
 * stays up meanwhile; the app then renders in one transition (time-sliced). Only a slow start (over a second) or a
 * failure shows the boot screen (loading text, retry): no "Loading…" render on the way to every first screen.
 */
function clientRender() {
  const root = createRoot(container);
  const first = bootstrap(boot);
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
}

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
