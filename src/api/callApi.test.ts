import type { AxiosAdapter } from 'axios';
import { afterEach, expect, test, vi } from 'vitest';
import { configProblems } from '../config/reportConfigProblems';
import { http } from './client';
import { callApi, endpointUrl } from './callApi';

const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
  vi.restoreAllMocks();
});

/** Answers every request with the given envelope and records the request. */
function answer(data: unknown) {
  const seen: { url?: string; method?: string; params?: unknown }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push({ url: config.url, method: config.method, params: config.params });
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
