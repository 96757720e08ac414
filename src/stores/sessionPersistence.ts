import type { SessionInfo } from './SessionStore';
import { readStored, STORAGE_KEYS, writeStored } from './localFlags';

const isSession = (v: unknown): v is SessionInfo =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as SessionInfo).token === 'string' &&
  typeof (v as SessionInfo).userName === 'string' &&
  typeof (v as SessionInfo).type === 'number';

/** The stored session (MC_SESSION_INFO), if it is well-formed. */
export function loadStoredSession(storage: Storage = localStorage): SessionInfo | undefined {
  const value = readStored<unknown>(STORAGE_KEYS.session, storage);
  return isSession(value) ? value : undefined;
}

/** Stores the session, plus the member-session entry (token and type) in session storage. */
export function storeSession(session: SessionInfo | undefined, storage: Storage = localStorage): void {
  if (session) {
    writeStored(STORAGE_KEYS.session, session, storage);
    writeStored(STORAGE_KEYS.memberSession, { token: session.token, type: session.type }, sessionStorage);
  } else {
    storage.removeItem(STORAGE_KEYS.session);
    sessionStorage.removeItem(STORAGE_KEYS.memberSession);
  }
}
