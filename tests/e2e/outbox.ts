import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { PowChallenge } from '@common/generated/api';

interface OutboxEntry {
  kind: 'sms' | 'email' | 'captcha';
  to: string;
  code?: string;
  text?: string;
}

const entries = async (request: APIRequestContext, to: string) =>
  (await (await request.get(`/__dev/outbox?to=${encodeURIComponent(to)}`)).json()) as OutboxEntry[];

/** Runs an action that sends a code (SMS or e-mail) to an address, and returns that new code once it arrives. */
export async function newCode(request: APIRequestContext, to: string, action: () => Promise<unknown>): Promise<string> {
  const before = (await entries(request, to)).length;
  await action();
  let code: string | undefined;
  await expect
    .poll(async () => {
      const list = await entries(request, to);
      code = list.length > before ? list.at(-1)?.code : undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** The newest dev-outbox code for an address (a captcha id), waiting until it arrives. */
async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = (await entries(request, to)).at(-1)?.code;
      return code;
    })
    .toBeTruthy();
  return code!;
}

/**
 * A new captcha of the brand (GET /wps/captcha), its proof of work solved and sent as the app's worker does (the e2e
 * servers run TEST_POW=1: a try or two), and its answer from the outbox, for registering through the API.
 */
export async function captchaFor(request: APIRequestContext, brand: string) {
  const reply = (await (await request.get(`/wps/captcha?brand=${brand}`)).json()) as {
    value: { captchaId: string; pow: PowChallenge };
  };
  const { captchaId, pow } = reply.value;
  const solution = await solveChallenge({ challenge: pow, deriveKey });
  const proof = await request.post(`/wps/captcha/proof?brand=${brand}`, { data: { challenge: pow, solution } });
  expect(proof.status(), `proving captcha ${captchaId}`).toBe(200);
  return { captchaId, answer: await latestCode(request, captchaId) };
}

/** Runs an action that makes the page load a captcha, and returns that captcha's answer from the outbox. */
export async function captchaAnswer(page: Page, action: () => Promise<unknown>): Promise<string> {
  const [response] = await Promise.all([
    // The captcha itself (GET), not its proof of work (POST /wps/captcha/proof).
    page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/wps/captcha' && r.request().method() === 'GET' && r.ok(),
    ),
    action(),
  ]);
  const { value } = (await response.json()) as { value: { captchaId: string } };
  return latestCode(page.request, value.captchaId);
}

/** A user name not yet taken in this run (random enough for journeys running side by side). */
export const freshName = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-6)}${Math.random().toString(36).slice(2, 6).padEnd(4, '0')}`;

/** A mobile number not yet registered in this run. */
export const freshMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
