import { encryptJson, ENCRYPTION_HEADER, newPassphrase } from '../common/payloadCrypto';

/** A signed-in player as the app keeps it in storage (MC_SESSION_INFO, SPEC §3). */
export interface StoredSession {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
}

/** Signs a demo account in through the API (the encrypted login of docs/api.md), as the app would. */
export async function signIn(url: string, brand: string, username: string, password: string): Promise<StoredSession> {
  const passphrase = newPassphrase();
  const reply = await fetch(`${url}/wps/session/login?brand=${brand}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [ENCRYPTION_HEADER]: passphrase },
    body: JSON.stringify({ data: encryptJson({ username, password, type: 'username' }, passphrase) }),
  });
  const body = (await reply.json()) as {
    success: boolean;
    value: { token: string; userName: string; customerType: number; merchantCode: string };
  };
  if (!body.success) throw new Error(`${username} could not sign in to ${brand}: ${JSON.stringify(body)}`);
  const v = body.value;
  return { token: v.token, merchantCode: v.merchantCode, userName: v.userName, type: v.customerType };
}
