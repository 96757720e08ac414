import { clearClientState } from '../../stores/clearClientState';
import { playSession } from '../../stores/playSession';
import type { SessionStore } from '../../stores/SessionStore';

/**
 * After a time-out or self-exclusion the server has ended every session: the browser forgets it as sign-out does,
 * and any game this tab opened is closed.
 */
export function forgetSession(session: SessionStore): void {
  playSession.end();
  session.signOut();
  clearClientState();
}

const SIGNED_OUT_UNTIL = 'rpSignedOutUntil';

/** Remembers, for the page that loads next, until when the player is signed out (shown once, then forgotten). */
export function noteSignedOutUntil(until: number): void {
  sessionStorage.setItem(SIGNED_OUT_UNTIL, String(until));
}

/** The end of the time-out or self-exclusion just taken, once (undefined afterwards or when none). */
export function takeSignedOutUntil(): number | undefined {
  const value = Number(sessionStorage.getItem(SIGNED_OUT_UNTIL));
  sessionStorage.removeItem(SIGNED_OUT_UNTIL);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
