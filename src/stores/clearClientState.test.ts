import { expect, test } from 'vitest';
import { clearClientState } from './clearClientState';

// SPEC §4 logout: session, trial user, member info, saved credentials, bank list cache and all session storage go;
// the player's language and download-bar choice stay.
test('sign-out clears the session and the saved credentials, and keeps the language', () => {
  const local = new Map<string, string>();
  const storage = {
    getItem: (k: string) => local.get(k) ?? null,
    setItem: (k: string, v: string) => void local.set(k, v),
    removeItem: (k: string) => void local.delete(k),
  } as unknown as Storage;
  for (const key of ['MC_SESSION_INFO', 'MC_TRIAL_USER', 'MC_MEMBER_INFO', 'MC_BANK_LIST', 'sass', 'remPass'])
    storage.setItem(key, '"x"');
  storage.setItem('language', '"TY"');
  let sessionCleared = false;
  clearClientState(storage, { clear: () => (sessionCleared = true) } as unknown as Storage);
  expect([...local.keys()].sort()).toEqual(['autoLogin', 'language']);
  expect(local.get('autoLogin')).toBe('0');
  expect(sessionCleared).toBe(true);
});
