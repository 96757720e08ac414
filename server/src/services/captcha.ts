import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { CaptchaChallenge } from '@common/generated/api';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { captchas } from '../db/schema';
import { FAIL } from '../errors';
import { captchaSvg } from '../content/captchaImage';
import { addSeconds, type Clock } from './clock';
import type { Caller } from './caller';
import { randomDigits, randomToken, sha256 } from './hash';
import type { Outbox } from './outbox';

export const CAPTCHA_TTL_SECONDS = 300;

/** Digit captchas (4–6 digits): stored hashed, single use, expiring, bound to the requester by id (cookie). */
export class Captchas {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
  ) {}

  async issue(brandId: string): Promise<CaptchaChallenge> {
    const answer = randomDigits(randomInt(4, 7));
    const captchaId = randomToken(16);
    const now = this.clock();
    await this.db.insert(captchas).values({
      id: captchaId,
      brandId,
      answerHash: sha256(`${captchaId}:${answer}`),
      expiresAt: addSeconds(now, CAPTCHA_TTL_SECONDS),
    });
    this.outbox.push({ kind: 'captcha', to: captchaId, code: answer, time: now.toISOString(), brand: brandId });
    const image = `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`;
    return { captchaId, image };
  }

  /** Consumes the captcha (whatever the answer: one try each); throws "Verification code error" with the marker. */
  async check(brandId: string, captchaId: string | undefined, answer: string | undefined): Promise<void> {
    if (!captchaId || !answer) throw FAIL.captchaWrong();
    const now = this.clock();
    const used = await this.db
      .update(captchas)
      .set({ usedAt: now })
      .where(and(eq(captchas.id, captchaId), eq(captchas.brandId, brandId), isNull(captchas.usedAt)))
      .returning();
    const row = used[0];
    if (!row || row.expiresAt <= now || row.answerHash !== sha256(`${captchaId}:${answer.trim()}`)) {
      throw FAIL.captchaWrong();
    }
  }
}

/** A new captcha for the caller's brand (at most 60 a minute per IP). */
export async function newCaptcha(ctx: AppContext, caller: Caller): Promise<CaptchaChallenge> {
  return ctx.captchas.issue(caller.brand.brand.id);
}
