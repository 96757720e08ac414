// Invite friends: the member's invitation code (made on first use) and the registration link that carries it.
import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { MemberInviteReply } from '@common/generated/api';
import type { BrandFile } from '../brands/loadBrands';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { isUniqueViolation } from '../db/sql';
import type { UserRow } from './sessions';

/** Upper-case letters and digits without look-alikes (0/O, 1/I/L), so a code read aloud or typed is not mistaken. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const MAX_TRIES = 5;

export function newInvitationCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** The registration link on the request's host when it is one of the brand's domains, else the first domain. */
export function inviteLink(brand: BrandFile, host: string | undefined, code: string): string {
  const name = (host ?? '').split(':')[0]!.toLowerCase();
  const domain = brand.domains.find((d) => d.toLowerCase() === name) ?? brand.domains[0];
  return `https://${domain}/m/register?affiliateCode=${encodeURIComponent(code)}`;
}

/**
 * The member's code, created on first request. The update only fills an empty code, so concurrent first requests
 * agree on one (the losers read the winner's); a clash with another member's code is retried with a new one.
 */
async function ensureCode(ctx: AppContext, user: UserRow): Promise<string> {
  if (user.invitationCode) return user.invitationCode;
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    try {
      await ctx.db
        .update(users)
        .set({ invitationCode: newInvitationCode() })
        .where(and(eq(users.id, user.id), isNull(users.invitationCode)));
    } catch (error) {
      if (isUniqueViolation(error)) continue;
      throw error;
    }
    const [row] = await ctx.db.select({ code: users.invitationCode }).from(users).where(eq(users.id, user.id));
    if (row?.code) return row.code;
  }
  throw new Error('could not create an invitation code');
}

/** The member's code and link (the contract refuses it while the brand's referral promotion REFERRAL is off). */
export async function memberInvite(
  ctx: AppContext,
  brand: BrandFile,
  user: UserRow,
  host: string | undefined,
): Promise<MemberInviteReply> {
  const code = await ensureCode(ctx, user);
  return { code, link: inviteLink(brand, host, code) };
}
