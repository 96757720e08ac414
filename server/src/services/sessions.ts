import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { FAIL } from '../errors';
import { addSeconds, type Clock } from './clock';
import { randomToken, sha256 } from './hash';

export const SESSION_TTL_SECONDS = 7 * 24 * 3600;

export type UserRow = typeof users.$inferSelect;

export interface SessionUser {
  user: UserRow;
  tokenHash: string;
}

/** Opaque tokens: 32 random bytes (base64url) handed to the client, only their SHA-256 stored, with expiry. */
export class Sessions {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async create(user: UserRow): Promise<string> {
    const token = randomToken(32);
    const now = this.clock();
    await this.db.insert(sessions).values({
      tokenHash: sha256(token),
      userId: user.id,
      brandId: user.brandId,
      createdAt: now,
      expiresAt: addSeconds(now, SESSION_TTL_SECONDS),
    });
    return token;
  }

  /** The signed-in user for a token; a revoked or expired token is "logged out", an unknown one "not logged in". */
  async resolve(token: string, brandId: string): Promise<SessionUser> {
    const tokenHash = sha256(token);
    const rows = await this.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.brandId, brandId)))
      .limit(1);
    const row = rows[0];
    if (!row) throw FAIL.notLoggedIn();
    if (row.session.revokedAt || row.session.expiresAt <= this.clock() || row.user.disabled) throw FAIL.loggedOut();
    return { user: row.user, tokenHash };
  }

  /**
   * The member of a live session known by its token hash (a game-launch ticket carries it): revoked (logout,
   * password change or reset), expired, disabled or not this member's → "logged out".
   */
  async liveMember(tokenHash: string, userId: number, brandId: string): Promise<UserRow> {
    const rows = await this.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.userId, userId), eq(sessions.brandId, brandId)))
      .limit(1);
    const row = rows[0];
    if (!row || row.session.revokedAt || row.session.expiresAt <= this.clock() || row.user.disabled)
      throw FAIL.loggedOut();
    return row.user;
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: this.clock() }).where(eq(sessions.tokenHash, tokenHash));
  }

  /** Revokes every live session of the user except the one given (password change). */
  async revokeOthers(userId: number, keepTokenHash?: string): Promise<void> {
    const keep = keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined;
    await this.db
      .update(sessions)
      .set({ revokedAt: this.clock() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep));
  }
}
