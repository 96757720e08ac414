/** Header that carries the per-request passphrase (docs/api.md, "Encrypted payloads"). */
export const ENCRYPTION_HEADER = 'x-encryption-key';
