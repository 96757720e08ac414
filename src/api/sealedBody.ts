import { encryptJson, ENCRYPTION_HEADER, newPassphrase } from '@common/payloadCrypto';

/**
 * The body and header of an encrypted request (sessionLogin, memberRegister, memberRegisterMobile): the payload
 * sealed under a fresh passphrase, which travels in X-Encryption-Key. Spread it into callApi's input; name the
 * payload type (LoginPayload, RegisterPayload) so the sealed fields are checked too.
 */
export function sealedBody<T extends object>(payload: T) {
  const key = newPassphrase();
  return { body: { data: encryptJson(payload, key) }, headers: { [ENCRYPTION_HEADER]: key } };
}
