import { validateStoredSession } from '../config/generated/clientValidators';
import type { MemberSession, StoredSession } from '../config/generated/types';
import { STORAGE_KEYS } from './localFlags';
import { readPersisted, writePersisted } from './persisted';
import type { SessionInfo } from './SessionStore';

/** The stored session (MC_SESSION_INFO) if it matches its schema; a malformed one is removed. */
export function loadStoredSession(storage: Storage = localStorage): StoredSession | undefined {
  return readPersisted<StoredSession>(storage, STORAGE_KEYS.session, validateStoredSession);
}

/** Stores the session, plus the member-session entry (token and type) in session storage. */
export function storeSession(session: SessionInfo | undefined, storage: Storage = localStorage): void {
  const stored: StoredSession | undefined = session;
  const member: MemberSession | undefined = session && { token: session.token, type: session.type };
  writePersisted(storage, STORAGE_KEYS.session, stored);
  writePersisted(sessionStorage, STORAGE_KEYS.memberSession, member);
}
