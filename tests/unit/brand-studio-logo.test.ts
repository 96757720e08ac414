// The logo check (common/brandStudio/logo.ts): SVG sanitised, PNG/WebP size-checked from their header bytes.
import { describe, expect, it } from 'vitest';
import { checkLogo, LOGO_MAX_BYTES } from '@common/brandStudio/logo';
import { pngBytes, svgUrl, toUrl, webpLossless, webpLossy, webpExtended } from './brand-studio-images';

const svgOf = (url: string | null) =>
  new TextDecoder().decode(Uint8Array.from(atob(url!.split(',')[1]!), (c) => c.charCodeAt(0)));

describe('logo', () => {
  it('passes no logo and a clean SVG, which stays as it was', () => {
    expect(checkLogo(null)).toEqual({ dataUrl: null, problems: [], removed: [] });
    const clean =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="url(#g)"></rect></svg>';
    const result = checkLogo(svgUrl(clean));
    expect(result.problems).toEqual([]);
    expect(svgOf(result.dataUrl)).toBe(clean);
  });

  it('takes scripts, event handlers, styles and external references out of an SVG, and says so', () => {
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)">' +
      '<script>alert(2)</script><style>@import url(http://evil.example/x.css);</style>' +
      '<a href="javascript:alert(3)"><rect width="9" height="9" style="fill:url(http://evil.example/p)"/></a>' +
      '<image href="https://evil.example/i.png"/><foreignObject><div>x</div></foreignObject></svg>';
    const result = checkLogo(svgUrl(hostile));
    const svg = svgOf(result.dataUrl);
    for (const bad of ['script', 'onload', 'alert', 'evil.example', 'style', 'foreignObject', 'javascript'])
      expect(svg).not.toContain(bad);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(result.removed).toEqual(expect.arrayContaining(['script', 'onload', 'style', 'href', 'foreignobject']));
    expect(result.problems).toEqual([
      expect.objectContaining({ check: 'logo', path: '/logo', messageKey: 'checks.logoUnsafe' }),
    ]);
    // What was stored passes the publish check: sanitising is idempotent.
    expect(checkLogo(result.dataUrl).problems).toEqual([]);
  });

  it('refuses an SVG that is not one, and what is not a logo data URL', () => {
    expect(checkLogo(svgUrl('<p>hello</p>')).problems[0]?.messageKey).toBe('checks.logoNotSvg');
    expect(checkLogo('https://evil.example/logo.png').problems[0]?.messageKey).toBe('checks.logoFormat');
    expect(checkLogo('data:image/gif;base64,R0lGOD').problems[0]?.messageKey).toBe('checks.logoFormat');
  });

  it('reads PNG and WebP sizes from their headers and keeps them within 48–1024 px', () => {
    for (const image of [pngBytes(200, 100), webpLossy(64, 64), webpLossless(1024, 48), webpExtended(300, 300)])
      expect(checkLogo(toUrl(image)).problems, image.type).toEqual([]);
    const small = checkLogo(toUrl(pngBytes(47, 100)));
    expect(small.problems).toEqual([
      expect.objectContaining({
        messageKey: 'checks.logoDimensions',
        params: { width: 47, height: 100, min: 48, max: 1024 },
      }),
    ]);
    expect(checkLogo(toUrl(webpLossless(1025, 60))).problems[0]?.messageKey).toBe('checks.logoDimensions');
    expect(checkLogo(toUrl(webpExtended(2000, 100))).problems[0]?.params).toMatchObject({ width: 2000 });
    expect(checkLogo(toUrl(webpLossy(30, 500))).problems[0]?.params).toMatchObject({ width: 30, height: 500 });
  });

  it('refuses a raster over 256 KB, and bytes that are not the declared type', () => {
    const big = pngBytes(100, 100, LOGO_MAX_BYTES + 1 - 24);
    expect(checkLogo(toUrl(big)).problems[0]).toMatchObject({
      messageKey: 'checks.logoTooLarge',
      params: { size: LOGO_MAX_BYTES + 1, max: LOGO_MAX_BYTES },
    });
    expect(checkLogo(toUrl(pngBytes(100, 100, LOGO_MAX_BYTES - 24))).problems).toEqual([]);
    const png = pngBytes(100, 100);
    expect(checkLogo(toUrl({ ...png, type: 'webp' })).problems[0]?.messageKey).toBe('checks.logoNotImage');
  });
});
