import type { PowChallenge, PowSolution } from '@common/generated/api';
import { solveChallenge, solveChallengeWorkers } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** Two workers: the work is done in about half the time on any phone with two cores or more, and the page stays live. */
const workers = () => Math.max(1, Math.min(2, globalThis.navigator?.hardwareConcurrency ?? 1));

/**
 * Solves a captcha's proof of work (GET /wps/captcha `pow`) in web workers; on the page itself only where there are
 * none (old browsers, jsdom). Throws when it was aborted or could not be solved.
 */
export async function solvePow(challenge: PowChallenge, controller?: AbortController): Promise<PowSolution> {
  const solution =
    typeof Worker === 'undefined'
      ? await solveChallenge({ challenge, deriveKey, controller })
      : await solveChallengeWorkers({
          challenge,
          concurrency: workers(),
          controller,
          createWorker: () => new Worker(new URL('./powWorker.ts', import.meta.url), { type: 'module' }),
        });
  if (!solution) throw new Error('The captcha proof of work was not solved');
  return { counter: solution.counter, derivedKey: solution.derivedKey };
}
