import type { CaptchaChallenge } from '@common/generated/api';
import { svgPicture } from './sampleContent';

/**
 * A captcha reply for stories: the image shows 4 7 1 9, and its proof of work is a real one the app's worker solves
 * (cost 1 and a one-byte key prefix: a few hundred tries), as on a test server. Answer `captchaProof` with `null`.
 */
export const storyCaptcha = (captchaId = 'story'): CaptchaChallenge => ({
  captchaId,
  image: svgPicture('4 7 1 9', '#55585e', 96, 36),
  pow: {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      nonce: '6f1c0a4b9e2d7f3a5c8b1e0d4a7f2c9e',
      salt: '3b8e5d1a7c4f9e2b6d0a8c5f1e3b7d9a',
      cost: 1,
      keyLength: 32,
      keyPrefix: '00',
      keySignature: '0'.repeat(64),
      data: { captchaId },
    },
    signature: '0'.repeat(64),
  },
});
