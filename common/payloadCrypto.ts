// Only the crypto-js modules we use (the full bundle is 24 KB gzipped).
import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';

export { ENCRYPTION_HEADER } from './encryptionHeader';

/** A fresh random passphrase: 16 random bytes as hex. Not a secret: it travels beside the data. */
export function newPassphrase(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Encrypts a JSON value as crypto-js AES (OpenSSL "Salted__" format, base64) under the passphrase. */
export function encryptJson(value: unknown, passphrase: string): string {
  return AES.encrypt(JSON.stringify(value), passphrase).toString();
}

/** Decrypts what encryptJson produced; throws on a wrong passphrase or damaged text. */
export function decryptJson<T = unknown>(cipherText: string, passphrase: string): T {
  const text = AES.decrypt(cipherText, passphrase).toString(Utf8);
  if (!text) throw new Error('Could not decrypt payload');
  return JSON.parse(text) as T;
}
