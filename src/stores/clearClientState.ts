import { bankListCache } from './BankListCache';
import { STORAGE_KEYS, writeStored } from './localFlags';

/**
 * Browser state a sign-out removes (SPEC §4 logout), the saved credentials included: a player signing out of a shared
 * phone expects the next person not to find their password filled in (issue 33 reversed the earlier choice to keep it).
 */
const SIGN_OUT_KEYS = [
  STORAGE_KEYS.session,
  'MC_TRIAL_USER',
  'MC_MEMBER_INFO',
  'MC_BANK_LIST',
  STORAGE_KEYS.rememberSalt,
  STORAGE_KEYS.rememberedLogins,
];

/** Clears the session, trial user, member info, saved credentials, bank list cache and all session storage; autoLogin 0. */
export function clearClientState(storage: Storage = localStorage, session: Storage = sessionStorage): void {
  for (const key of SIGN_OUT_KEYS) storage.removeItem(key);
  session.clear();
  bankListCache.clear();
  writeStored(STORAGE_KEYS.autoLogin, 0, storage);
}
