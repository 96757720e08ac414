import type { APIRequestContext, Page } from '@playwright/test';
import { encryptJson, ENCRYPTION_HEADER, newPassphrase } from '@common/payloadCrypto';

export const DEMO = { username: 'demo', password: 'demo1234!' };

/**
 * The tag of journeys that change lucky-peso's draft through the brand studio (tests/e2e/brandDraft.ts): a brand has
 * one draft, so they run one at a time (the brand-draft project of playwright.config.ts), beside the other journeys,
 * which see the live version.
 */
export const BRAND_DRAFT = { tag: '@brand-draft' };

/** A signed-in player as the app stores it (MC_SESSION_INFO). */
export interface Session {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
}

/** Signs in through the API (the encrypted login of docs/api.md) and returns MC_SESSION_INFO. */
export async function apiLogin(
  request: APIRequestContext,
  brand: string,
  username: string,
  password: string,
): Promise<Session> {
  const passphrase = newPassphrase();
  const res = await request.post(`/wps/session/login?brand=${brand}`, {
    headers: { [ENCRYPTION_HEADER]: passphrase },
    data: { data: encryptJson({ username, password, type: 'username' }, passphrase) },
  });
  const body = (await res.json()) as {
    success: boolean;
    code?: string;
    value: { token: string; userName: string; customerType: number; merchantCode: string; retryAfterSeconds?: number };
  };
  // The journeys sign the demo accounts in more often than a player may (10 a minute): wait as a player would.
  if (!body.success && body.code === 'rate.limited') {
    await new Promise((r) => setTimeout(r, ((body.value?.retryAfterSeconds ?? 5) + 1) * 1000));
    return apiLogin(request, brand, username, password);
  }
  if (!body.success) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return {
    token: body.value.token,
    merchantCode: body.value.merchantCode,
    userName: body.value.userName,
    type: body.value.customerType,
  };
}

/** Opens the app signed in as a member of the brand (today's login popup already seen, unless asked for). */
export async function openSignedIn(page: Page, brand: string, path = '/m/home', who = DEMO, { popup = false } = {}) {
  const session = await apiLogin(page.request, brand, who.username, who.password);
  await openWithSession(page, brand, session, path, { popup });
  return session;
}

/** Opens the app with a session already signed in (a fresh player's, tests/e2e/players.ts). */
export async function openWithSession(
  page: Page,
  brand: string,
  session: Session,
  path = '/m/home',
  { popup = false } = {},
) {
  await page.addInitScript(
    ({ s, seen }) => {
      localStorage.setItem('MC_SESSION_INFO', JSON.stringify(s));
      if (seen) sessionStorage.setItem('homePopupSeen', '1');
    },
    { s: session, seen: !popup },
  );
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}brand=${brand}`);
  return session;
}
