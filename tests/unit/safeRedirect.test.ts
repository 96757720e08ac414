import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from '../../src/registry/paths';

describe('safeRedirect', () => {
  it('keeps app paths with their query', () => {
    expect(safeRedirect('/m/withdraw')).toBe('/m/withdraw');
    expect(safeRedirect('/m/gameList?type=RNG')).toBe('/m/gameList?type=RNG');
  });

  it('sends anything else home', () => {
    for (const bad of [null, '', 'https://evil.example', '//evil.example/m/', '/m\\evil', '/other', '/m/login?x=1'])
      expect(safeRedirect(bad)).toBe('/m/home');
  });

  it('is the inverse of the login path a guard builds', () => {
    const from = '/m/gameList?gameType=RNG&x=1';
    expect(loginPath(from)).toBe('/m/login?redirect=%2Fm%2FgameList%3FgameType%3DRNG%26x%3D1');
    expect(safeRedirect(new URLSearchParams(loginPath(from).split('?')[1]).get('redirect'))).toBe(from);
  });
});
