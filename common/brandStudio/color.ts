// Colours as the theme schema allows them (#rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), rgba()) and the WCAG 2.x
// relative luminance and contrast ratio (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio).

/** sRGB channels 0–255 and alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNC = /^rgba?\(\s*([0-9.]+)\s*,\s*([0-9.]+)\s*,\s*([0-9.]+)\s*(?:,\s*([0-9.]+)\s*)?\)$/i;

/** The colour a token holds, or undefined for a value the browser would not read as one. */
export function parseColor(value: string): Rgba | undefined {
  const hex = HEX.exec(value.trim());
  if (hex) {
    let digits = hex[1]!;
    if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
    const n = (i: number) => parseInt(digits.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: digits.length === 8 ? n(6) / 255 : 1 };
  }
  const fn = FUNC.exec(value.trim());
  if (!fn) return undefined;
  const [r, g, b] = [fn[1], fn[2], fn[3]].map(Number) as [number, number, number];
  const a = fn[4] === undefined ? 1 : Number(fn[4]);
  if ([r, g, b].some((c) => !(c >= 0 && c <= 255)) || !(a >= 0 && a <= 1)) return undefined;
  return { r, g, b, a };
}

/** `top` painted over an opaque `bottom` (source-over). */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, u: number) => t * top.a + u * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of an opaque colour. */
export function luminance(c: Rgba): number {
  return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b);
}

/**
 * The contrast ratio of text in `fg` on `bg`: a translucent background is first painted over white (the page's
 * canvas), then a translucent foreground over that background.
 */
export function contrastRatio(fg: Rgba, bg: Rgba): number {
  const back = bg.a < 1 ? composite(bg, WHITE) : bg;
  const front = fg.a < 1 ? composite(fg, back) : fg;
  const [hi, lo] = [luminance(front), luminance(back)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export function toHex(c: Rgba): string {
  const h = (n: number) => Math.round(n).toString(16).padStart(2, '0');
  return `#${h(c.r)}${h(c.g)}${h(c.b)}`;
}

/** A background a foreground colour is painted on, and the ratio it needs there. */
export interface OnBackground {
  bg: Rgba;
  required: number;
}

const opaque = (c: Rgba, under: Rgba) => (c.a < 1 ? composite(c, under.a < 1 ? composite(under, WHITE) : under) : c);

/**
 * The nearest colour to `fg` that reaches `required` on `bg`: `fg` mixed with black or with white, whichever needs
 * the smaller step (the hue is kept as far as the contrast allows). Black or white always reach 4.5:1 on one side.
 * With `alsoOn`, the other backgrounds the same token is painted on: the suggestion passes on all of them where one
 * mix can (a fix that breaks the next pair is no fix), else on `bg` alone.
 */
export function nearestPassing(fg: Rgba, bg: Rgba, required: number, alsoOn: readonly OnBackground[] = []): string {
  const all = [{ bg, required }, ...alsoOn];
  return toHex(mixUntil(opaque(fg, bg), all) ?? mixUntil(opaque(fg, bg), [{ bg, required }]) ?? opaque(fg, bg));
}

function mixUntil(base: Rgba, on: readonly OnBackground[]): Rgba | undefined {
  let best: { step: number; colour: Rgba } | undefined;
  for (const target of [0, 255]) {
    for (let step = 1; step <= 255; step++) {
      const t = step / 255;
      const mixed = { r: 0, g: 0, b: 0, a: 1 };
      for (const k of ['r', 'g', 'b'] as const) mixed[k] = Math.round(base[k] + (target - base[k]) * t);
      if (on.every((o) => contrastRatio(mixed, o.bg) >= o.required)) {
        if (!best || step < best.step) best = { step, colour: mixed };
        break;
      }
    }
  }
  return best?.colour;
}
