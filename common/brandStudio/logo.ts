// The logo check, run when a draft is saved (the server stores `dataUrl`, the sanitised logo) and again at publish
// (a logo that would change when sanitised, or a raster out of bounds, refuses the publish).
import { problem, type BrandProblem } from './problem';
import { pngSize, webpSize } from './rasterSize';
import { sanitiseSvg } from './svgSanitizer';

export const LOGO_MAX_BYTES = 256 * 1024;
export const LOGO_MIN_SIDE = 48;
export const LOGO_MAX_SIDE = 1024;

export interface LogoResult {
  /** The logo to store: the SVG sanitised (re-encoded), a raster unchanged; null when nothing usable is left. */
  dataUrl: string | null;
  problems: BrandProblem[];
  /** What sanitising took out of an SVG (script, onload, href, …). */
  removed: string[];
}

const DATA_URL = /^data:image\/(svg\+xml|png|webp);base64,([A-Za-z0-9+/]*={0,2})$/;

function decode(base64: string): Uint8Array | undefined {
  try {
    return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

function encode(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const fail = (key: string, params: Record<string, unknown> = {}): LogoResult => ({
  dataUrl: null,
  problems: [problem('logo', '/logo', key, params)],
  removed: [],
});

/** Checks (and for SVG, sanitises) a logo data URL; null (no logo) passes. */
export function checkLogo(dataUrl: string | null): LogoResult {
  if (dataUrl === null) return { dataUrl: null, problems: [], removed: [] };
  const match = DATA_URL.exec(dataUrl);
  const bytes = match ? decode(match[2]!) : undefined;
  if (!match || !bytes) return fail('logoFormat');
  if (bytes.length > LOGO_MAX_BYTES) return fail('logoTooLarge', { size: bytes.length, max: LOGO_MAX_BYTES });
  const type = match[1]!;
  if (type === 'svg+xml') {
    const { svg, removed } = sanitiseSvg(new TextDecoder().decode(bytes));
    if (!svg) return fail('logoNotSvg');
    const clean = `data:image/svg+xml;base64,${encode(new TextEncoder().encode(svg))}`;
    const problems = removed.length ? [problem('logo', '/logo', 'logoUnsafe', { removed: removed.join(', ') })] : [];
    return { dataUrl: clean, problems, removed };
  }
  const size = type === 'png' ? pngSize(bytes) : webpSize(bytes);
  if (!size) return fail('logoNotImage', { type });
  const { width, height } = size;
  if (Math.min(width, height) < LOGO_MIN_SIDE || Math.max(width, height) > LOGO_MAX_SIDE)
    return { ...fail('logoDimensions', { width, height, min: LOGO_MIN_SIDE, max: LOGO_MAX_SIDE }), dataUrl };
  return { dataUrl, problems: [], removed: [] };
}
