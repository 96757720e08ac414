// @vitest-environment node
// The logo check where the server runs it: no window, so DOMPurify gets a jsdom window of its own.
import { describe, expect, it } from 'vitest';
import { checkLogo } from '@common/brandStudio/logo';
import { svgUrl } from './brand-studio-images';

describe('logo on the server', () => {
  it('sanitises an SVG without a browser window', () => {
    expect(typeof window).toBe('undefined');
    const result = checkLogo(svgUrl('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect/></svg>'));
    expect(result.removed).toEqual(['script']);
    expect(atob(result.dataUrl!.split(',')[1]!)).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect></rect></svg>');
  });
});
