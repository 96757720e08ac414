// The captcha's proof-of-work solver, off the main thread (issue 28, finding 8): altcha-lib's worker loop with the
// browser's own WebCrypto PBKDF2. solvePow.ts starts it; it answers solveChallengeWorkers' messages.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
