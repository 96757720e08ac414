import { afterEach, expect, test, vi } from 'vitest';
import { deviceHeader, withDevice } from './deviceHeader';

afterEach(() => vi.unstubAllGlobals());

test('an installed web app signs in with Device: OTHERS; a browser tab sends no device header', () => {
  expect(deviceHeader(true)).toEqual({ Device: 'OTHERS' });
  expect(deviceHeader(false)).toEqual({});
  expect(withDevice({ body: {}, headers: { 'X-Encryption-Key': 'k' } }, true).headers).toEqual({
    'X-Encryption-Key': 'k',
    Device: 'OTHERS',
  });
});

test('the standalone display mode is what counts as installed', () => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
  expect(deviceHeader()).toEqual({ Device: 'OTHERS' });
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  expect(deviceHeader()).toEqual({});
});
