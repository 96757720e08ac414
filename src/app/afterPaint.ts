// The start of a server-rendered page (docs/architecture.md, "Start-up"). The HTML already draws the first screen, so
// the app's code is asked for once the page and its images are in and painted, rather than competing with them for
// the network and the main thread. The reference server puts this script in place of the app's entry, which it names
// in `data-entry`, with the files to preload then in `data-preload` (server/src/services/appShell.ts). Until the app
// is ready, taps and form submissions in the page are held for it (src/app/earlyInput.ts replays the last one): a tap
// then is not lost, and Enter in a form does not submit it the browser's way. Self-contained on purpose: it must not
// import the app's start chunk.

/** A held tap (on the button, label or control tapped, not the icon in it) or submission, and where it was. */
export interface HeldTap {
  target: Element;
  submit: boolean;
  /** Child indexes from the root: the app may draw that part again before the tap is replayed. */
  path: number[];
}

declare global {
  interface Window {
    /** Taps held since the page was parsed; `stop` ends the holding and gives the last (src/app/earlyInput.ts). */
    wlEarly?: { stop: () => HeldTap | undefined };
  }
}

/** What a tap acts on: the element the replay clicks. */
const ACTIONABLE = 'button, [role="button"], [role="tab"], input, label, summary';
/** Fields a tap only focuses: left alone (typing in them is read from the field when the app uses it). */
const TEXT_FIELD = 'textarea, select, input:not([type="checkbox"], [type="radio"], [type="submit"], [type="button"])';

/** Holds every tap (links excepted: they navigate) and submission inside `root` until `stop`. */
export function holdEarlyTaps(root: HTMLElement): NonNullable<Window['wlEarly']> {
  let held: HeldTap | undefined;
  const hold = (event: Event) => {
    const target = event.target as Element;
    const submit = event.type === 'submit';
    if (!submit && ((target.closest('a[href]') && !target.closest('button')) || target.matches(TEXT_FIELD))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const tapped = submit ? target : (target.closest(ACTIONABLE) ?? target);
    const path: number[] = [];
    for (let node = tapped; node !== root && node.parentElement; node = node.parentElement)
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    held = { target: tapped, submit, path };
  };
  root.addEventListener('click', hold, true);
  root.addEventListener('submit', hold, true);
  return {
    stop: () => {
      root.removeEventListener('click', hold, true);
      root.removeEventListener('submit', hold, true);
      return held;
    },
  };
}

const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const root = document.getElementById('root');
if (root && script) window.wlEarly = holdEarlyTaps(root);

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
if (!script) started = true;
else if (document.readyState === 'complete') once();
else {
  addEventListener('load', once, { once: true });
  setTimeout(once, MAX_WAIT_MS);
}
