import { createHash, randomBytes, randomInt } from 'node:crypto';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const randomDigits = (length: number) => Array.from({ length }, () => String(randomInt(10))).join('');
