// The WCAG contrast check of the brand studio (common/brandStudio/contrast.ts): every foreground/background pair the
// theme tokens produce, merged over the base tokens as createTheme merges them.
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor } from '@common/brandStudio/color';
import { checkContrast } from '@common/brandStudio/contrast';
import { CONTRAST_PAIRS } from '@common/brandStudio/contrastPairs';
import { baseTokens } from '../../src/theme/baseTokens';

const ofTheme = (colors: Record<string, string>) => checkContrast({ colors });

describe('WCAG 2.x contrast', () => {
  it('computes the ratios of the WCAG definition', () => {
    expect(contrastRatio(parseColor('#000')!, parseColor('#ffffff')!)).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColor('#777777')!, parseColor('#fff')!)).toBeCloseTo(4.48, 2);
    // Alpha is composited over the background: half-transparent black on white is a mid grey.
    const half = contrastRatio(parseColor('rgba(0, 0, 0, 0.5)')!, parseColor('#ffffff')!);
    expect(half).toBeCloseTo(contrastRatio(parseColor('#808080')!, parseColor('#fff')!), 1);
    expect(contrastRatio(parseColor('#00000080')!, parseColor('#fff')!)).toBeCloseTo(half, 1);
    expect(parseColor('#12345')).toBeUndefined();
    expect(parseColor('rgb(300, 0, 0)')).toBeUndefined();
  });

  it('passes the base tokens', () => {
    expect(ofTheme({})).toEqual([]);
  });

  it('names the pair, both values, the ratio and a passing suggestion when onPrimary fails on primary', () => {
    const problems = ofTheme({ primary: '#f5a623', onPrimary: '#ffffff' });
    const pair = problems.find((p) => p.params.foreground === 'onPrimary' && p.params.background === 'primary');
    expect(pair).toMatchObject({
      check: 'contrast',
      path: '/theme/colors/onPrimary',
      messageKey: 'checks.contrastText',
      params: { foregroundValue: '#ffffff', backgroundValue: '#f5a623', ratio: '2.02', required: 4.5 },
    });
    const suggestion = String(pair?.fixParams?.suggestion);
    expect(contrastRatio(parseColor(suggestion)!, parseColor('#f5a623')!)).toBeGreaterThanOrEqual(4.5);
  });

  it('suggests a colour that passes on every background the token is painted on, not on one pair only', () => {
    // The journey's case: a dark primary under lucky-peso's dark text. A suggestion from the primary pair alone was a
    // mid grey (#949391) that then failed on the jackpot counter, where the text on primary is painted too.
    const problems = ofTheme({ primary: '#3a2a00', onPrimary: '#1a0f00', jackpot: '#5a3a00' });
    const pair = problems.find((p) => p.params.foreground === 'onPrimary' && p.params.background === 'primary');
    const suggestion = parseColor(String(pair?.fixParams?.suggestion))!;
    expect(contrastRatio(suggestion, parseColor('#3a2a00')!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(suggestion, parseColor('#5a3a00')!)).toBeGreaterThanOrEqual(4.5);
  });

  it('merges the partial over the base: a background change alone fails the base foreground', () => {
    const problems = ofTheme({ headerBg: '#f0f0f0' });
    expect(problems.map((p) => `${p.params.foreground}/${p.params.background}`)).toContain('onHeader/headerBg');
  });

  it('asks 3:1 of controls and large text, and 4.5:1 of text', () => {
    // #8c8c8c is 3.09 on the base background (#f5f5f7): enough for the focus ring, not for text.
    expect(ofTheme({ focus: '#8c8c8c' })).toEqual([]);
    const muted = ofTheme({ textMuted: '#8c8c8c' });
    expect(muted.map((p) => p.params.required)).toContain(4.5);
    const focus = ofTheme({ focus: '#aaaaaa' });
    expect(focus[0]).toMatchObject({ messageKey: 'checks.contrastControl', params: { required: 3 } });
  });

  it('declares each pair once, between existing tokens', () => {
    const seen = new Set<string>();
    for (const pair of CONTRAST_PAIRS) {
      expect(Object.keys(baseTokens.colors)).toContain(pair.foreground);
      expect(Object.keys(baseTokens.colors)).toContain(pair.background);
      const key = `${pair.foreground}/${pair.background}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
  });
});
