import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { FAIL } from '../errors';

/** scrypt cost parameters. Production: N=2^17, r=8, p=1. Tests may pass a lower N, only through buildServer's explicit option. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const PRODUCTION_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
/** The test suites' cost (server tests; e2e servers with TEST_SCRYPT=1 and the dev tools). Never in production. */
export const TEST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 32, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export class Passwords {
  constructor(private readonly params: ScryptParams = PRODUCTION_SCRYPT) {}

  /** "scrypt$N$r$p$salt$hash" (base64): the parameters travel with the hash so a cost change keeps old hashes valid. */
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, this.params);
    const { N, r, p } = this.params;
    return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [alg, N, r, p, salt, hash] = stored.split('$');
    if (alg !== 'scrypt' || !salt || !hash) {
      await this.dummyVerify(password);
      return false;
    }
    const expected = Buffer.from(hash, 'base64');
    const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(N), r: Number(r), p: Number(p) });
    return key.length === expected.length && timingSafeEqual(key, expected);
  }

  /** Spends the same time as a verify when there is no user, so timing does not tell whether a name exists. */
  async dummyVerify(password: string): Promise<void> {
    await derive(password, Buffer.alloc(16), this.params);
  }
}

/** 8..64 characters and not only white space; no composition rules. */
export function passwordFormatOk(password: string): boolean {
  const length = [...password].length;
  return length >= PASSWORD_MIN && length <= PASSWORD_MAX && password.trim() !== '';
}

/** The 1,000 most common passwords of 8+ characters (scripts/gen-common-passwords.ts), lower case. */
const COMMON = new Set(
  (
    JSON.parse(readFileSync(new URL('../content/commonPasswords.json', import.meta.url), 'utf8')) as {
      passwords: string[];
    }
  ).passwords,
);

/** On the common-password list, ignoring case and surrounding spaces ("Password " is still "password"). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.normalize('NFKC').trim().toLowerCase());
}

/** A password a member may choose (registration, change, reset): the format, then the common-password list. */
export function assertNewPassword(password: string): void {
  if (!passwordFormatOk(password)) throw FAIL.passwordFormat();
  if (isCommonPassword(password)) throw FAIL.passwordCommon();
}
