// The start of a server-rendered page (docs/performance.md, "Server-side rendering"). The HTML already draws the
// first screen, so the app's code is asked for once the page and its images are in and painted, rather than competing
// with them for the network and the main thread. The reference server puts this script in place of the app's entry,
// which it names in `data-entry`, with the files to preload then in `data-preload` (server/src/services/appShell.ts). Until the app takes over, taps and form
// submissions in the page are held for it (src/app/earlyInput.ts): a tap then is not lost, and Enter in a form does
// not submit it the browser's way. Self-contained on purpose: it must not import the app's start chunk.

interface Held {
  target: Element;
  submit: boolean;
}

declare global {
  interface Window {
    /** Taps held by this script until the app's own holder takes over (src/app/earlyInput.ts). */
    wlEarly?: { held?: Held; stop: () => void };
  }
}

const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const root = document.getElementById('root');

if (root) {
  const early: NonNullable<Window['wlEarly']> = { stop: () => undefined };
  const hold = (event: Event) => {
    const target = event.target as Element;
    const submit = event.type === 'submit';
    if (!submit && target.closest('a[href]') && !target.closest('button')) return;
    // Checkboxes, radios and labels act as the browser makes them (the app is told of the fields it hydrates).
    if (
      !submit &&
      (target.closest('label') || (target instanceof HTMLInputElement && /^(checkbox|radio)$/.test(target.type)))
    )
      return;
    event.preventDefault();
    event.stopImmediatePropagation();
    early.held = { target, submit };
  };
  root.addEventListener('click', hold, true);
  root.addEventListener('submit', hold, true);
  early.stop = () => {
    root.removeEventListener('click', hold, true);
    root.removeEventListener('submit', hold, true);
  };
  window.wlEarly = early;
}

/** Most a start waits for the page's images before asking for the app anyway. */
const MAX_WAIT_MS = 3_000;

/** The app's files, all at once (no waterfall), then the app. */
function start() {
  for (const href of script?.dataset.preload?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (script?.dataset.entry) void import(/* @vite-ignore */ script.dataset.entry);
}

// Once the page and its images are loaded and painted (a hidden page paints nothing: as soon as it is loaded).
let started = false;
const once = () => {
  if (started) return;
  started = true;
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
};
if (document.readyState === 'complete') once();
else {
  addEventListener('load', once, { once: true });
  setTimeout(once, MAX_WAIT_MS);
}

export {};
