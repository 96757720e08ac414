import type { AxiosAdapter } from 'axios';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { configProblems } from '../config/reportConfigProblems';
import { http } from './client';
import { callApi, callApiFile, endpointUrl } from './callApi';
import { idempotencyHeader } from './idempotencyKey';

// The reply validators are one large generated module: load it once, outside any test's time limit.
beforeAll(() => import('../config/generated/apiReplyValidators.js'), 60_000);

const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
  vi.restoreAllMocks();
});

/** Answers every request with the given envelope and records the request. */
function answer(data: unknown) {
  const seen: { url?: string; method?: string; params?: unknown; data?: unknown; key?: unknown }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const key = config.headers.get('Idempotency-Key');
    seen.push({ url: config.url, method: config.method, params: config.params, data: config.data, key });
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return seen;
}

test('calls the endpoint of the contract and returns the typed value', async () => {
  const seen = answer({ success: true, value: { sumBalance: '12.50' } });
  const { value } = await callApi('walletBalance');
  expect(value.sumBalance).toBe('12.50');
  expect(seen[0]).toMatchObject({ url: '/wallets/balance', method: 'get' });
});

test('a reply that breaks its schema is reported like bad configuration (development and tests)', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  answer({ success: true, value: { sumBalance: 12.5, surprise: true } });
  await callApi('walletBalance');
  const problems = configProblems.filter((p) => p.source === 'api:walletBalance').map((p) => p.path);
  expect(problems).toEqual(expect.arrayContaining(['/sumBalance', '/surprise']));
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('api:walletBalance'));
});

test('path parameters are filled in and escaped', () => {
  expect(endpointUrl('walletBalance')).toBe('/wallets/balance');
  expect(endpointUrl('teamBadge', { file: 'Team A/B.svg' })).toBe('/content/team/Team%20A%2FB.svg');
});

test('a money request carries the Idempotency-Key it was given, and its path parameters', async () => {
  const seen = answer({ success: true, value: { eventId: 'e 1', amount: '1.00', grabsLeft: 2, balance: '3.00' } });
  await callApi('redRainGrab', { params: { eventId: 'e 1' }, body: {}, headers: idempotencyHeader('k-1') });
  expect(seen[0]).toMatchObject({ url: '/redRain/e%201/grab', method: 'post', key: 'k-1' });
});

test('a multipart body is sent as it is (file uploads)', async () => {
  const seen = answer({ success: false, code: 'x', message: 'x' });
  const form = new FormData();
  form.append('remark', 'hello');
  await expect(callApi('activityApply', { params: { id: 3 }, formData: form })).rejects.toMatchObject({ code: 'x' });
  expect(seen[0]!.url).toBe('/promotions/3/apply');
  expect(seen[0]!.data).toBe(form);
});

test('a file endpoint answers its body as a Blob, without the envelope', async () => {
  const blob = new Blob(['png']);
  const seen = answer(blob);
  expect(await callApiFile('activityUpload', { params: { id: 71 } })).toBe(blob);
  expect(seen[0]!.url).toBe('/promotions/uploads/71');
});
