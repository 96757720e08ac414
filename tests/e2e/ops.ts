import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

// The operator console's API for journeys that need an operator's decision (issue 29: the dev tools keep no operator
// desk): sign in as a demo operator (`<name>1234!`, seeded with the demo accounts) and call /ops/api with its token.

type Envelope<T> = { success: boolean; code?: string; value?: T & { retryAfterSeconds?: number } };

/** A demo operator's console session: GET and POST under /ops/api with its bearer token. */
export interface OpsSession {
  get<T>(path: string): Promise<Envelope<T>>;
  post<T>(path: string, data?: object): Promise<Envelope<T>>;
}

export async function opsSignIn(request: APIRequestContext, username: 'finance' | 'support'): Promise<OpsSession> {
  const res = await request.post('/ops/api/session', { data: { username, password: `${username}1234!` } });
  const body = (await res.json()) as Envelope<{ token: string }>;
  // Many journeys sign the same operator in: wait out the per-account limit as a person would.
  if (!body.success && body.code === 'rate.limited') {
    await new Promise((r) => setTimeout(r, ((body.value?.retryAfterSeconds ?? 5) + 1) * 1000));
    return opsSignIn(request, username);
  }
  expect(body.success, `operator ${username} signs in: ${body.code}`).toBe(true);
  const headers = { Authorization: `Bearer ${body.value!.token}` };
  return {
    get: async (path) => (await (await request.get(`/ops/api${path}`, { headers })).json()) as never,
    post: async (path, data = {}) => (await (await request.post(`/ops/api${path}`, { headers, data })).json()) as never,
  };
}
