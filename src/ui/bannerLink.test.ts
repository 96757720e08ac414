import { describe, expect, test } from 'vitest';
import { bannerTarget } from './bannerLink';

describe('a banner link', () => {
  test.each([
    ['/m/promotions', '/m/promotions'],
    ['/m/promotions?id=7#terms', '/m/promotions?id=7#terms'],
    [' /m/wallet/deposit ', '/m/wallet/deposit'],
  ])('%s is a route of the player app', (link, to) => {
    expect(bannerTarget(link)).toEqual({ kind: 'internal', to });
  });

  test('an https URL opens as it is', () => {
    expect(bannerTarget('https://example.com/promo?a=1')).toEqual({
      kind: 'external',
      href: 'https://example.com/promo?a=1',
    });
  });

  test.each([
    undefined,
    '',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://example.com/',
    'ftp://example.com/file',
    '//evil.example/m/promotions',
    '/\\evil.example/m/',
    '/ops/withdrawals',
    '/m/../ops/withdrawals',
    'm/promotions',
    'mailto:help@example.com',
  ])('%s is no link', (link) => {
    expect(bannerTarget(link)).toBeUndefined();
  });
});
