// The captcha's proof of work (issue 28, finding 8): a trained reader reads the image, so each captcha also costs its
// solver a fixed amount of PBKDF2 work (altcha-lib, deterministic mode), which makes a flood of them expensive.
import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { PowChallenge, PowSolution } from '@common/generated/api';

/** The work per captcha: `cost` PBKDF2-SHA-256 iterations per try, and the secret counter drawn in [min, max]. */
export interface PowParams {
  cost: number;
  counterMin: number;
  counterMax: number;
}

/**
 * Production: 2,000 iterations × 160–320 tries = 0.32–0.64 M iterations, 0.48 M on average (docs/security.md, round 3,
 * finding 8, has the measurements): about 0.3 s on a mid-range phone with two workers, 0.18 s of a server core.
 */
export const PRODUCTION_POW: PowParams = { cost: 2000, counterMin: 160, counterMax: 320 };
/** The test suites' (server tests; e2e servers with TEST_POW=1 and the dev tools): a try or two. Never in production. */
export const TEST_POW: PowParams = { cost: 1, counterMin: 1, counterMax: 2 };

const ALGORITHM = 'PBKDF2/SHA-256';

/** Issues and checks challenges signed with keys derived from one server secret (never sent to a client). */
export class CaptchaPow {
  private readonly challengeKey: string;
  private readonly solutionKey: string;

  constructor(
    readonly params: PowParams,
    secret: Buffer,
  ) {
    const key = (use: string) => createHmac('sha256', secret).update(use).digest('hex');
    this.challengeKey = key('altcha challenge');
    this.solutionKey = key('altcha derived key');
  }

  /**
   * A challenge bound to one captcha id. No `expiresAt`: altcha-lib would compare it with the wall clock, and the
   * captcha row's expiry (on the server's clock) already bounds it.
   */
  async challenge(captchaId: string): Promise<PowChallenge> {
    const { cost, counterMin, counterMax } = this.params;
    const made = await createChallenge({
      algorithm: ALGORITHM,
      cost,
      counter: randomInt(counterMin, counterMax + 1),
      deriveKey,
      data: { captchaId },
      hmacSignatureSecret: this.challengeKey,
      hmacKeySignatureSecret: this.solutionKey,
    });
    return made as PowChallenge;
  }

  /** The captcha id a solution proves, or undefined when the signature or the solution is wrong. */
  async verify(challenge: PowChallenge, solution: PowSolution): Promise<string | undefined> {
    if (challenge.parameters.algorithm !== ALGORITHM) return undefined;
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: this.challengeKey,
      hmacKeySignatureSecret: this.solutionKey,
    }).catch(() => undefined);
    return result?.verified ? challenge.parameters.data.captchaId : undefined;
  }
}
