// The launch seam: launching a vendor's game hands the vendor a one-time token (only its SHA-256 is stored), bound
// to the member, brand, game and launching session; the vendor exchanges it once (signed) for the player. A used
// token is also what lets the vendor debit the member, while that session lives.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { centsToDecimal } from '@common/money';
import type { VendorSessionReply } from '@common/generated/api';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { games, sessions, users, vendorLaunches } from '../../db/schema';
import type { GameRow } from '../games';
import type { Tx } from '../ledger';
import type { SessionUser } from '../sessions';
import { VENDOR_FAIL } from './failures';
import { verifiedVendor, type SignedCall } from './signature';
import type { VendorRow } from './vendors';

/** A launch token must be exchanged within 5 minutes (the vendor's page does it at once). */
export const VENDOR_LAUNCH_TTL_MS = 5 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The vendor's launch URL with a fresh one-time token for this member, game and session. */
export async function vendorLaunchUrl(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  vendor: VendorRow,
  session: SessionUser,
  game: GameRow,
  lang: string,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const now = ctx.clock();
  await ctx.db.insert(vendorLaunches).values({
    tokenHash: hashOf(token),
    vendorId: vendor.id,
    userId: session.user.id,
    brandId: session.user.brandId,
    nodeId: game.nodeId,
    sessionHash: session.tokenHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + VENDOR_LAUNCH_TTL_MS),
  });
  const url = new URL(vendor.launchUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('game', String(game.nodeId));
  url.searchParams.set('lang', lang);
  url.searchParams.set('brand', session.user.brandId);
  return url.toString();
}

/** The vendor's signed exchange: the token is spent; its session must still live. */
export async function exchangeLaunch(
  ctx: Pick<AppContext, 'db' | 'clock' | 'wallet' | 'brands'>,
  call: SignedCall,
  token: string,
): Promise<VendorSessionReply> {
  const vendor = await verifiedVendor(ctx, call);
  const now = ctx.clock();
  const [row] = await ctx.db
    .update(vendorLaunches)
    .set({ usedAt: now })
    .where(
      and(
        eq(vendorLaunches.tokenHash, hashOf(token)),
        eq(vendorLaunches.vendorId, vendor.id),
        isNull(vendorLaunches.usedAt),
        gt(vendorLaunches.expiresAt, now),
      ),
    )
    .returning();
  if (!row || !(await sessionLives(ctx.db, row.sessionHash, row.userId, now))) throw VENDOR_FAIL.token();
  const [game] = await ctx.db
    .select({ roomId: games.roomId })
    .from(games)
    .where(and(eq(games.brandId, row.brandId), eq(games.nodeId, row.nodeId)));
  return {
    playerId: String(row.userId),
    brand: row.brandId,
    currency: currencyOf(ctx, row.brandId),
    balance: centsToDecimal(await ctx.wallet.balanceCents(row.brandId, row.userId)),
    nodeId: row.nodeId,
    gameCode: game?.roomId ?? String(row.nodeId),
  };
}

export const currencyOf = (ctx: Pick<AppContext, 'brands'>, brandId: string) =>
  ctx.brands.get(brandId)?.brand.currency.code ?? 'PHP';

/**
 * Whether the session bound in a launch token still lives (not signed out, not expired, the account not disabled).
 * This is the token's subject, not the caller: the caller is the vendor, known by its signature.
 */
async function sessionLives(db: Db, sessionHash: string, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.userId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sessionHash),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.disabled, false),
      ),
    );
  return row !== undefined;
}

/** Whether the vendor has a spent launch token of the member whose session still lives (it may debit then). */
export async function hasLiveLaunch(db: Db | Tx, vendorId: string, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ at: vendorLaunches.usedAt })
    .from(vendorLaunches)
    .innerJoin(sessions, eq(sessions.tokenHash, vendorLaunches.sessionHash))
    .where(
      and(
        eq(vendorLaunches.vendorId, vendorId),
        eq(vendorLaunches.userId, userId),
        isNotNull(vendorLaunches.usedAt),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}
