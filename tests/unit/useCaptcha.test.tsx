// Issue 28, finding 8: each captcha the app loads has its proof of work solved and sent at once, and a submit can
// wait for it. The replies come from the server's own challenge code (captchaPow.ts), which then checks the proofs.
import { randomBytes } from 'node:crypto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CaptchaProofBody, PowChallenge } from '@common/generated/api';
import { http } from '../../src/api/client';
import { useCaptcha } from '../../src/api/useCaptcha';
import { installWpsReplies, wpsError } from '../../src/storybook/wpsReplies';
import { CaptchaPow } from '../../server/src/services/captchaPow';

let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
});

describe('useCaptcha', () => {
  it('proves each captcha as it loads; proven() waits for the proof, and proving says it is under way', async () => {
    const pow = new CaptchaPow({ cost: 20, counterMin: 100, counterMax: 200 }, randomBytes(32));
    const challenges: PowChallenge[] = [await pow.challenge('c1'), await pow.challenge('c2')];
    const proofs: CaptchaProofBody[] = [];
    let issued = 0;
    restore = installWpsReplies(http, {
      captcha: () => {
        const challenge = challenges[issued++]!;
        return { captchaId: challenge.parameters.data.captchaId, image: 'data:image/svg+xml,<svg/>', pow: challenge };
      },
      captchaProof: (request) => {
        proofs.push(request.data as CaptchaProofBody);
        return null;
      },
    });
    const proving: boolean[] = [];
    const { result } = renderHook(() => {
      const state = useCaptcha(true);
      proving.push(state.proving);
      return state;
    });
    await waitFor(() => expect(result.current.captcha?.captchaId).toBe('c1'));
    await act(() => result.current.proven());
    expect(proofs).toHaveLength(1);
    expect(await pow.verify(proofs[0]!.challenge, proofs[0]!.solution)).toBe('c1');
    await waitFor(() => expect(result.current.proving).toBe(false));
    expect(proving).toContain(true);

    // A new image (a tap, or after a refused attempt) is a new captcha with its own proof.
    act(() => result.current.load());
    await waitFor(() => expect(result.current.captcha?.captchaId).toBe('c2'));
    await act(() => result.current.proven());
    expect(proofs).toHaveLength(2);
    expect(await pow.verify(proofs[1]!.challenge, proofs[1]!.solution)).toBe('c2');
  });

  it('a refused proof makes proven() fail, so the attempt is not sent with a captcha the server will refuse', async () => {
    const challenge = await new CaptchaPow({ cost: 1, counterMin: 1, counterMax: 2 }, randomBytes(32)).challenge('c3');
    restore = installWpsReplies(http, {
      captcha: { captchaId: 'c3', image: 'data:image/svg+xml,<svg/>', pow: challenge },
      // As the server refuses a proof that comes too late (the captcha expired).
      captchaProof: wpsError('Verification code error', 'captcha.invalid', 400, { captcha: true }),
    });
    const { result } = renderHook(() => useCaptcha(true));
    await waitFor(() => expect(result.current.captcha?.captchaId).toBe('c3'));
    await expect(act(() => result.current.proven())).rejects.toMatchObject({ code: 'captcha.invalid' });
  });
});
