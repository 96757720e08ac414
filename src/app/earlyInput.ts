// Taps and submissions on a server-rendered page before the app is ready (docs/architecture.md, "Start-up"). The
// page's first script (src/app/afterPaint.ts) holds them from the moment the page is parsed; once the app has hydrated
// and applied the player's stored state, the last one is replayed on its element as the page is now. Plain DOM, no
// React internals. Nothing typed needs replaying: a server-rendered form is inert until it has mounted (LiveFieldset),
// and a field that stays typeable (the game search) is read from the field when used.

/** The element at a path of child indexes from `root`. */
const at = (root: Element, path: readonly number[]) =>
  path.reduce<Element | undefined>((node, index) => node?.children[index], root);

/** Stops holding and replays the held tap or submission, if any. */
export function releaseEarlyTaps(root: HTMLElement): void {
  const held = dropEarlyTaps();
  if (!held) return;
  const target = held.target.isConnected ? held.target : at(root, held.path);
  if (held.submit && target instanceof HTMLFormElement) target.requestSubmit();
  else if (target instanceof HTMLElement) target.click();
}

/** Stops holding (the app renders the page afresh): returns what was held. */
export function dropEarlyTaps() {
  const early = window.wlEarly;
  delete window.wlEarly;
  return early?.stop();
}
