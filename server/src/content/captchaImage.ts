import { randomInt } from 'node:crypto';
import svgCaptchaModule from 'svg-captcha';

/**
 * svg-captcha draws the answer: glyph outlines of its bundled font (no <text>), one colour each, overlapping, on a
 * background, with noise curves. 160×60 fills the client's 96×36 image box at any answer length.
 */
export const CAPTCHA_OPTIONS = { width: 160, height: 60, fontSize: 62, noise: 3, color: true, background: '#ebe5d8' };

/** svg-captcha's own drawing of a given text (its default export; the package's typings leave the call out). */
export const svgCaptcha = svgCaptchaModule as unknown as (text: string, options: typeof CAPTCHA_OPTIONS) => string;

type Point = [number, number];
interface Segment {
  cmd: string;
  /** Control points then the end point (absolute), none for Z. */
  pts: Point[];
}

/** A uniform number in [min, max) from the crypto source (svg-captcha itself uses Math.random for layout). */
const rand = (min: number, max: number) => min + ((max - min) * randomInt(1 << 30)) / (1 << 30);

const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** De Casteljau: the curve from `start` through `pts` cut at t into two curves of the same degree. */
function cut(start: Point, pts: Point[], t: number): [Point[], Point[]] {
  let row = [start, ...pts];
  const left = [start];
  const right = [row.at(-1)!];
  while (row.length > 1) {
    row = row.slice(1).map((p, i) => lerp(row[i]!, p, t));
    left.push(row[0]!);
    right.unshift(row.at(-1)!);
  }
  return [left.slice(1), right.slice(1)];
}

/** svg-captcha's path data: absolute M, L, Q, C and Z only (opentype.js toPathData). */
function parse(d: string): Segment[] {
  return [...d.matchAll(/([A-Za-z])([^A-Za-z]*)/g)].map(([, cmd, args]) => {
    if (!/^[MLQCZ]$/.test(cmd!)) throw new Error(`unexpected path command ${cmd}`);
    const n = (args!.match(/-?\d*\.?\d+(?:e[-+]?\d+)?/gi) ?? []).map(Number);
    const pts: Point[] = [];
    for (let i = 0; i + 1 < n.length; i += 2) pts.push([n[i]!, n[i + 1]!]);
    return { cmd: cmd!, pts };
  });
}

/**
 * Cuts about a third of the segments in two at a random point: the drawing is unchanged, but the command sequence of a
 * digit is different every time, so a reader cannot look glyphs up by their path structure.
 */
function splitSome(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  let current: Point = [0, 0];
  let contourStart: Point = [0, 0];
  for (const s of segments) {
    if (s.cmd === 'M') contourStart = s.pts[0]!;
    if (s.cmd !== 'M' && s.cmd !== 'Z' && randomInt(3) === 0) {
      const [a, b] = cut(current, s.pts, rand(0.3, 0.7));
      out.push({ cmd: s.cmd, pts: a }, { cmd: s.cmd, pts: b });
    } else out.push(s);
    current = s.cmd === 'Z' ? contourStart : (s.pts.at(-1) ?? current);
  }
  return out;
}

/** A random rotation, scale, shear and shift about a glyph's centre. */
function glyphTransform(segments: Segment[]): (p: Point) => Point {
  const all = segments.flatMap((s) => s.pts);
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const angle = rand(-0.35, 0.35);
  const scale = rand(0.85, 1.1);
  const shear = rand(-0.25, 0.25);
  const [dx, dy] = [rand(-3, 3), rand(-5, 5)];
  const [cos, sin] = [Math.cos(angle) * scale, Math.sin(angle) * scale];
  return ([x, y]) => {
    const u = x - cx + shear * (y - cy);
    const v = y - cy;
    return [cx + dx + u * cos - v * sin, cy + dy + u * sin + v * cos];
  };
}

/** One wave warp for the whole image (glyphs and noise alike), so glyphs bend rather than only turn. */
function waveWarp(): (p: Point) => Point {
  const [ax, ay] = [rand(1.5, 3), rand(2, 4)];
  const [fx, fy] = [(2 * Math.PI) / rand(30, 60), (2 * Math.PI) / rand(40, 80)];
  const [px, py] = [rand(0, 2 * Math.PI), rand(0, 2 * Math.PI)];
  return ([x, y]) => [x + ax * Math.sin(y * fx + px), y + ay * Math.sin(x * fy + py)];
}

const num = (n: number) => (Math.round(n * 10) / 10).toString();

function pathData(segments: Segment[], map: (p: Point) => Point): string {
  return segments.map((s) => s.cmd + s.pts.map((p) => map(p).map(num).join(' ')).join(' ')).join('');
}

/** The answer as an svg-captcha image, then warped: each glyph turned, sheared and restructured, the whole bent. */
export function captchaSvg(answer: string): string {
  const wave = waveWarp();
  return svgCaptcha(answer, CAPTCHA_OPTIONS).replace(/<path\b[^>]*>/g, (tag: string) => {
    const d = /\sd="([^"]*)"/.exec(tag)?.[1] ?? '';
    const noise = tag.includes('fill="none"');
    const segments = noise ? parse(d) : splitSome(parse(d));
    const shape = noise ? (p: Point) => p : glyphTransform(segments);
    return tag.replace(/\sd="[^"]*"/, ` d="${pathData(segments, (p) => wave(shape(p)))}"`);
  });
}
