// Issue 28, finding 8: the app's solver (solvePow: altcha-lib with the browser's WebCrypto PBKDF2) finds what the
// server's check (captchaPow.ts: Node's PBKDF2) accepts. jsdom has no Worker, so this runs the on-page fallback; the
// worker runs the same altcha-lib loop with the same key derivation.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { solvePow } from '../../src/api/solvePow';
import { CaptchaPow, TEST_POW } from '../../server/src/services/captchaPow';

describe('solvePow', () => {
  it("solves the server's challenge, and the server accepts the solution for that captcha only", async () => {
    const pow = new CaptchaPow({ cost: 50, counterMin: 20, counterMax: 40 }, randomBytes(32));
    const challenge = await pow.challenge('captcha-1');
    const solution = await solvePow(challenge);
    expect(solution.counter).toBeGreaterThanOrEqual(20);
    expect(solution.counter).toBeLessThanOrEqual(40);
    expect(await pow.verify(challenge, solution)).toBe('captcha-1');
    const other = await pow.challenge('captcha-2');
    expect(await pow.verify(other, solution)).toBeUndefined();
  });

  it('stops when aborted (a new captcha replaced the one being solved)', async () => {
    const challenge = await new CaptchaPow(
      { ...TEST_POW, counterMin: 5000, counterMax: 6000 },
      randomBytes(32),
    ).challenge('captcha-3');
    const controller = new AbortController();
    const solving = solvePow(challenge, controller);
    controller.abort();
    await expect(solving).rejects.toThrow(/not solved/);
  });
});
