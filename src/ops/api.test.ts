import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../api/envelope';
import { onSessionEnded, opsCall, opsHttp, opsToken } from './api';

// The console's transport: an adapter stands in for the server, recording what was sent.
let sent: InternalAxiosRequestConfig[] = [];
const answer =
  (status: number, body: object): AxiosAdapter =>
  async (config) => {
    sent.push(config);
    const response = { data: body, status, statusText: '', headers: {}, config };
    if (config.validateStatus && !config.validateStatus(status))
      throw new AxiosError('refused', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    return response;
  };

describe('the console API client', () => {
  const ended = vi.fn();
  beforeEach(() => {
    sent = [];
    ended.mockReset();
    onSessionEnded(ended);
  });
  afterEach(() => opsToken.set(undefined));

  test('sends the bearer token, fills the path and query, and unwraps the envelope', async () => {
    opsToken.set('tok-1');
    opsHttp.defaults.adapter = answer(200, { success: true, value: { list: [], total: 0, totalPages: 0 } });
    const reply = await opsCall('opsWithdrawals', { query: { brandId: 'lucky-peso', state: undefined, pageNo: 2 } });
    expect(reply).toEqual({ list: [], total: 0, totalPages: 0 });
    expect(sent[0]!.url).toBe('/ops/api/withdrawals?brandId=lucky-peso&pageNo=2');
    expect(sent[0]!.headers.Authorization).toBe('Bearer tok-1');
  });

  test('a refusal becomes an ApiError with its code; a 401 on a signed-in call ends the session', async () => {
    opsToken.set('tok-2');
    opsHttp.defaults.adapter = answer(401, { success: false, code: 'ops.session', message: 'Signed out' });
    const failure = await opsCall('opsMe').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('ops.session');
    expect(ended).toHaveBeenCalledOnce();
    expect(opsToken.get()).toBeUndefined();
  });

  test("sign-in's own 401 (no token sent) is an answer, not an ended session", async () => {
    opsHttp.defaults.adapter = answer(401, { success: false, code: 'ops.totp.required', message: 'Code' });
    const failure = await opsCall('opsSignIn', { body: { username: 'a', password: 'b' } }).catch((e: unknown) => e);
    expect((failure as ApiError).code).toBe('ops.totp.required');
    expect(sent[0]!.headers.Authorization).toBeUndefined();
    expect(ended).not.toHaveBeenCalled();
  });
});
