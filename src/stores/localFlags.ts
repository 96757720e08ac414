/** Keys of values kept in the browser (SPEC §3). */
export const STORAGE_KEYS = {
  session: 'MC_SESSION_INFO',
  memberSession: 'MC_MEMBER_SESSION',
  hideDownloadBar: 'hideDownloadBar',
  webClip: 'WEBCLIP',
  language: 'language',
  autoLogin: 'autoLogin',
} as const;

/** Reads a JSON value from localStorage; anything unreadable is treated as absent. */
export function readStored<T>(key: string, storage: Storage = localStorage): T | undefined {
  try {
    const raw = storage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown, storage: Storage = localStorage): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or full storage: the value simply is not remembered.
  }
}
