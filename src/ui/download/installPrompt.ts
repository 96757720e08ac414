// The browser's own "install app" window (SPEC §4: closing the download bar "triggers the app-window prompt").
// Chromium offers it as a `beforeinstallprompt` event that a page may keep and show later, once, on a player's tap.

/** Chromium's BeforeInstallPromptEvent (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

let kept: InstallPromptEvent | undefined;

/** Keeps the browser's install offer for later instead of its default mini-bar; forgets it once installed. */
export function listenForInstallPrompt(target: Window = window): () => void {
  const keep = (event: Event) => {
    event.preventDefault();
    kept = event as InstallPromptEvent;
  };
  const installed = () => (kept = undefined);
  target.addEventListener('beforeinstallprompt', keep);
  target.addEventListener('appinstalled', installed);
  return () => {
    target.removeEventListener('beforeinstallprompt', keep);
    target.removeEventListener('appinstalled', installed);
  };
}

/** Shows the kept install window, once; false when the browser offered none (iOS, Firefox, already installed). */
export function offerInstall(): boolean {
  const event = kept;
  if (!event) return false;
  kept = undefined;
  void event.prompt().catch(() => undefined);
  return true;
}
