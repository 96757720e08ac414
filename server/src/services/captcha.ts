import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { CaptchaChallenge, CaptchaProofBody } from '@common/generated/api';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { captchas } from '../db/schema';
import { FAIL } from '../errors';
import { captchaSvg } from '../content/captchaImage';
import type { CaptchaPow } from './captchaPow';
import { addSeconds, type Clock } from './clock';
import type { Caller } from './caller';
import { randomDigits, randomToken, sha256 } from './hash';
import type { Outbox } from './outbox';

export const CAPTCHA_TTL_SECONDS = 300;

/** The row that records a captcha's proven work: its own id, so a proof is accepted once (a second insert fails). */
const proofId = (captchaId: string) => `pow:${captchaId}`;
/** A proof row's answer hash: no sha256 hex equals it, so a proof row is never accepted as a captcha. */
const NO_ANSWER = '-';

/**
 * Digit captchas (4–6 digits): stored hashed, single use, expiring, bound to the requester by id (cookie). Each comes
 * with a proof of work (captchaPow.ts) that must be proven (`prove`) before the captcha is accepted (`check`).
 */
export class Captchas {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    readonly pow: CaptchaPow,
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
    return { captchaId, image, pow: await this.pow.challenge(captchaId) };
  }

  /** Records a solved proof of work for its (unused, unexpired) captcha; a wrong, foreign or replayed one is refused. */
  async prove(brandId: string, { challenge, solution }: CaptchaProofBody): Promise<null> {
    const captchaId = await this.pow.verify(challenge, solution);
    if (!captchaId) throw FAIL.captchaWrong();
    const [row] = await this.db
      .select()
      .from(captchas)
      .where(and(eq(captchas.id, captchaId), eq(captchas.brandId, brandId), isNull(captchas.usedAt)));
    if (!row || row.expiresAt <= this.clock()) throw FAIL.captchaWrong();
    const proof = { id: proofId(captchaId), brandId, answerHash: NO_ANSWER, expiresAt: row.expiresAt };
    const added = await this.db.insert(captchas).values(proof).onConflictDoNothing().returning();
    if (added.length === 0) throw FAIL.captchaWrong();
    return null;
  }

  /**
   * Consumes the captcha and its proof of work (whatever the answer: one try each); throws "Verification code error"
   * with the marker when either is missing, used or expired, or the answer is wrong.
   */
  async check(brandId: string, captchaId: string | undefined, answer: string | undefined): Promise<void> {
    if (!captchaId || !answer) throw FAIL.captchaWrong();
    const now = this.clock();
    const [row, proof] = await Promise.all([
      this.consume(brandId, captchaId),
      this.consume(brandId, proofId(captchaId)),
    ]);
    if (!row || !proof || row.expiresAt <= now || row.answerHash !== sha256(`${captchaId}:${answer.trim()}`)) {
      throw FAIL.captchaWrong();
    }
  }

  private async consume(brandId: string, id: string) {
    const used = await this.db
      .update(captchas)
      .set({ usedAt: this.clock() })
      .where(and(eq(captchas.id, id), eq(captchas.brandId, brandId), isNull(captchas.usedAt)))
      .returning();
    return used[0];
  }
}

/** A new captcha for the caller's brand (at most 60 a minute per IP). */
export async function newCaptcha(ctx: AppContext, caller: Caller): Promise<CaptchaChallenge> {
  return ctx.captchas.issue(caller.brand.brand.id);
}

/** A captcha's solved proof of work (at most 60 a minute per IP). */
export async function proveCaptcha(ctx: AppContext, caller: Caller, body: CaptchaProofBody): Promise<null> {
  return ctx.captchas.prove(caller.brand.brand.id, body);
}
