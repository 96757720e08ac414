/** Whether the app runs as an installed web app (home-screen, standalone display). */
const installedApp = () =>
  (typeof window !== 'undefined' && window.matchMedia?.('(display-mode: standalone)').matches) ||
  (typeof navigator !== 'undefined' && (navigator as Navigator & { standalone?: boolean }).standalone === true);

/** SPEC §7, Login: an installed web app signs in with the header `Device: OTHERS`; a browser tab sends none. */
export function deviceHeader(installed: boolean = installedApp()): Record<string, string> {
  return installed ? { Device: 'OTHERS' } : {};
}

/** A sealed sign-in request (sealedBody) with the device header added. */
export function withDevice<T extends { headers: Record<string, string> }>(request: T, installed?: boolean): T {
  return { ...request, headers: { ...request.headers, ...deviceHeader(installed) } };
}
