import type { AxiosAdapter } from 'axios';
import { afterEach, expect, test, vi } from 'vitest';
import { connectClient, http, onSessionEnded, request } from './client';

const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
  connectClient(
    () => undefined,
    () => undefined,
  );
  onSessionEnded(() => undefined);
});

/** Every request is answered with this status and envelope. */
function answer(status: number, data: unknown) {
  const adapter: AxiosAdapter = async (config) => {
    if (status >= 400) {
      const error = Object.assign(new Error(`HTTP ${status}`), {
        isAxiosError: true,
        config,
        response: { data, status, statusText: '', headers: {}, config },
      });
      throw error;
    }
    return { data, status, statusText: 'OK', headers: {}, config };
  };
  http.defaults.adapter = adapter;
}

const loggedOut = { success: false, code: 'auth.logged.out', message: 'The account has been logged out' };

test('a call whose session the server says has ended reports that session, with the refusal still thrown', async () => {
  const ended = vi.fn();
  onSessionEnded(ended);
  connectClient(
    () => 'tok-1',
    () => 'EN',
  );
  answer(401, loggedOut);
  await expect(request({ url: '/member/info' })).rejects.toMatchObject({ code: 'auth.logged.out', status: 401 });
  expect(ended).toHaveBeenCalledWith('tok-1');
});

test('other refusals, and calls that sent no session (a failed sign-in), end nothing', async () => {
  const ended = vi.fn();
  onSessionEnded(ended);
  connectClient(
    () => 'tok-1',
    () => 'EN',
  );
  answer(401, { success: false, code: 'login.failed', message: 'no' });
  await expect(request({ url: '/session/login' })).rejects.toMatchObject({ code: 'login.failed' });
  answer(403, { success: false, code: 'auth.no.permission', message: 'no' });
  await expect(request({ url: '/member/invite' })).rejects.toMatchObject({ code: 'auth.no.permission' });
  connectClient(
    () => undefined,
    () => 'EN',
  );
  answer(401, loggedOut);
  await expect(request({ url: '/member/info' })).rejects.toMatchObject({ code: 'auth.logged.out' });
  expect(ended).not.toHaveBeenCalled();
});
