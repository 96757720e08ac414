import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { smsCodes } from '../db/schema';
import { FAIL } from '../errors';
import { addSeconds, type Clock } from './clock';
import { randomDigits, sha256 } from './hash';
import type { Lang } from '../plugins/brand';
import { messages } from '../db/schema';
import type { MessageQueue } from './messages/queue';

export const SMS_EXPIRED_MINUTES = 5;
export const SMS_MAX_ATTEMPTS = 5;
export type SmsPurpose = 'login' | 'register' | 'password';

/** "+63 9171234567": how a number is keyed and shown in the outbox. */
export const mobileKey = (dialing: string, num: string) => `${dialing} ${num}`;

/** SMS codes (6 digits): stored hashed, expiring, single use; no new code while one is still valid. */
export class SmsCodes {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly messages: MessageQueue,
  ) {}

  private async latest(brandId: string, mobile: string, purpose: SmsPurpose) {
    const rows = await this.db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.brandId, brandId), eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose)))
      .orderBy(desc(smsCodes.id))
      .limit(1);
    return rows[0];
  }

  /**
   * Whether the code's message was tried and given up (or reported undelivered): the player never got it. A message
   * no sender could take (no gateway configured) was never tried, and does not count: asking again would be free
   * without end.
   */
  private async undelivered(smsCodeId: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.smsCodeId, smsCodeId), eq(messages.state, 'failed'), gt(messages.attempts, 0)))
      .limit(1);
    return rows.length > 0;
  }

  /**
   * Sends a code unless a valid one exists (then the same 429 every time, and nothing is charged). `charge` runs only
   * once a code will really be issued, so refused requests never use up the number's budget; nor does asking again
   * after a code whose message failed (it never arrived). The code and its message are written in one transaction;
   * the message is sent right after (services/messages/queue.ts). Sends nothing when `deliver` is false (the reply
   * stays the same).
   */
  async send(
    brandId: string,
    mobile: string,
    purpose: SmsPurpose,
    {
      deliver = true,
      charge,
      lang = 'EN',
      brandName = brandId,
    }: { deliver?: boolean; charge?: () => Promise<void>; lang?: Lang; brandName?: string } = {},
  ): Promise<{ expiredMinutes: number }> {
    const now = this.clock();
    const last = await this.latest(brandId, mobile, purpose);
    const lost = !!last && (await this.undelivered(last.id));
    if (last && !lost && !last.usedAt && last.expiresAt > now && last.attempts < SMS_MAX_ATTEMPTS) {
      throw FAIL.codeTooSoon(Math.ceil((last.expiresAt.getTime() - now.getTime()) / 1000));
    }
    if (!lost) await charge?.();
    const code = randomDigits(6);
    const queued = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(smsCodes)
        .values({
          brandId,
          mobile,
          purpose,
          codeHash: sha256(`${mobile}:${purpose}:${code}`),
          createdAt: now,
          expiresAt: addSeconds(now, SMS_EXPIRED_MINUTES * 60),
        })
        .returning({ id: smsCodes.id });
      if (!deliver) return undefined;
      const vars = { brand: brandName, code, minutes: String(SMS_EXPIRED_MINUTES) };
      return this.messages.enqueue(tx, {
        brandId,
        template: 'smsCode',
        lang,
        to: mobile,
        vars,
        code,
        smsCodeId: row!.id,
      });
    });
    if (queued) await this.messages.kick([queued]);
    return { expiredMinutes: SMS_EXPIRED_MINUTES };
  }

  /**
   * Checks the latest code and marks it used; wrong, expired, used, burned or missing codes all read "Verification
   * code error". `beforeUse` runs once the code is known to be right and may refuse the request (e.g. "same as the
   * old password"); the code then stays valid for a corrected retry.
   */
  async verify(
    brandId: string,
    mobile: string,
    purpose: SmsPurpose,
    code: string | undefined,
    beforeUse?: () => Promise<void>,
  ): Promise<void> {
    const now = this.clock();
    const last = await this.latest(brandId, mobile, purpose);
    if (!code || !last || last.usedAt || last.attempts >= SMS_MAX_ATTEMPTS) throw FAIL.codeWrong();
    if (last.expiresAt <= now) throw FAIL.codeExpired();
    // Claim one attempt before judging the code, in one UPDATE … RETURNING: parallel guesses cannot all read the same
    // count, so at most SMS_MAX_ATTEMPTS guesses are ever compared, however many arrive at once.
    const claimed = await this.db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(and(eq(smsCodes.id, last.id), isNull(smsCodes.usedAt), lt(smsCodes.attempts, SMS_MAX_ATTEMPTS)))
      .returning({ codeHash: smsCodes.codeHash });
    if (claimed[0]?.codeHash !== sha256(`${mobile}:${purpose}:${code}`)) throw FAIL.codeWrong();
    await beforeUse?.();
    const used = await this.db
      .update(smsCodes)
      .set({ usedAt: now })
      .where(and(eq(smsCodes.id, last.id), isNull(smsCodes.usedAt)))
      .returning({ id: smsCodes.id });
    if (used.length === 0) throw FAIL.codeWrong();
  }
}
