import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safeRedirect';

describe('safeRedirect', () => {
  it('keeps app paths with their query', () => {
    expect(safeRedirect('/m/withdraw')).toBe('/m/withdraw');
    expect(safeRedirect('/m/gameList?type=RNG')).toBe('/m/gameList?type=RNG');
  });

  it('sends anything else home', () => {
    for (const bad of [null, '', 'https://evil.example', '//evil.example/m/', '/m\\evil', '/other', '/m/login?x=1'])
      expect(safeRedirect(bad)).toBe('/m/home');
  });
});
