// The round-3 probe's attack on the captcha (issue 28, finding 8), and what the proof of work makes it cost.
// A nearest-neighbour reader learns glyph shapes from 300 labelled captchas (the server's own drawing,
// content/captchaImage.ts), then reads 100 new ones. Then the proof of work at production difficulty is solved with
// Node's native PBKDF2 (an attacker's cheapest tool without a GPU), and the cost per accepted attempt is reported.
// Run: npx tsx bench/captcha-reader.ts [train] [test] [proofs]
import { randomBytes, randomInt } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { captchaSvg } from '../server/src/content/captchaImage';
import { CaptchaPow, PRODUCTION_POW } from '../server/src/services/captchaPow';

const [TRAIN, TEST, PROOFS] = process.argv.slice(2).map(Number);
const GRID = 16;

type Point = [number, number];

/** The points of a path's outline: its end and control points, and points along each line and curve. */
function outline(d: string): Point[] {
  const points: Point[] = [];
  let at: Point = [0, 0];
  for (const [, cmd, args] of d.matchAll(/([A-Za-z])([^A-Za-z]*)/g)) {
    const n = (args!.match(/-?\d*\.?\d+(?:e[-+]?\d+)?/gi) ?? []).map(Number);
    const pts: Point[] = [];
    for (let i = 0; i + 1 < n.length; i += 2) pts.push([n[i]!, n[i + 1]!]);
    if (cmd === 'M') at = pts[0]!;
    else if (pts.length) {
      const all = [at, ...pts];
      for (let t = 0; t <= 1; t += 0.1) {
        // De Casteljau at t: a point on the line or curve.
        let row = all;
        while (row.length > 1)
          row = row
            .slice(1)
            .map((p, i) => [row[i]![0] + (p[0] - row[i]![0]) * t, row[i]![1] + (p[1] - row[i]![1]) * t]);
        points.push(row[0]!);
      }
      at = pts.at(-1)!;
    }
  }
  return points;
}

/** Each glyph (a filled path; the noise curves are unfilled), left to right, as a GRID×GRID picture of its outline. */
function glyphs(svg: string): number[][] {
  const found: { x: number; cells: number[] }[] = [];
  for (const [tag] of svg.matchAll(/<path\b[^>]*>/g)) {
    if (tag.includes('fill="none"')) continue;
    const points = outline(/\sd="([^"]*)"/.exec(tag)?.[1] ?? '');
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const size = Math.max(x1 - x0, y1 - y0) || 1;
    const cells = new Array<number>(GRID * GRID).fill(0);
    for (const [x, y] of points) {
      const cx = Math.min(GRID - 1, Math.floor(((x - (x0 + x1) / 2) / size + 0.5) * GRID));
      const cy = Math.min(GRID - 1, Math.floor(((y - (y0 + y1) / 2) / size + 0.5) * GRID));
      cells[cy * GRID + cx] = 1;
    }
    found.push({ x: (x0 + x1) / 2, cells });
  }
  return found.sort((a, b) => a.x - b.x).map((g) => g.cells);
}

interface Glyph {
  cells: number[];
  /** For each cell, how far (in cells) the nearest set cell is. */
  far: number[];
}

/** A glyph picture with its distance map (chamfer distance), so comparing two is one pass over the grid. */
function withDistances(cells: number[]): Glyph {
  const far = cells.map((c) => (c ? 0 : Infinity));
  for (let pass = 0; pass < 2; pass++)
    for (let k = 0; k < far.length; k++) {
      const i = pass === 0 ? k : far.length - 1 - k;
      const [x, y] = [i % GRID, Math.floor(i / GRID)];
      const step = pass === 0 ? -1 : 1;
      if (x + step >= 0 && x + step < GRID) far[i] = Math.min(far[i]!, far[i + step]! + 1);
      if (y + step >= 0 && y + step < GRID) far[i] = Math.min(far[i]!, far[i + step * GRID]! + 1);
    }
  return { cells, far };
}

/** How far apart two glyphs are: each set cell's distance to the other glyph's nearest set cell, both ways. */
function distance(a: Glyph, b: Glyph): number {
  let sum = 0;
  for (let i = 0; i < a.cells.length; i++) sum += (a.cells[i] ? b.far[i]! : 0) + (b.cells[i] ? a.far[i]! : 0);
  return sum;
}

const answer = () => Array.from({ length: randomInt(4, 7) }, () => String(randomInt(10))).join('');

function readerRate(train: number, test: number) {
  const known: { glyph: Glyph; digit: string }[] = [];
  for (let i = 0; i < train; i++) {
    const a = answer();
    const g = glyphs(captchaSvg(a));
    if (g.length === a.length) g.forEach((cells, j) => known.push({ glyph: withDistances(cells), digit: a[j]! }));
  }
  let right = 0;
  const started = performance.now();
  for (let i = 0; i < test; i++) {
    const a = answer();
    const read = glyphs(captchaSvg(a))
      .map((cells) => {
        const glyph = withDistances(cells);
        let best = { d: Infinity, digit: '?' };
        for (const k of known) {
          const d = distance(glyph, k.glyph);
          if (d < best.d) best = { d, digit: k.digit };
        }
        return best.digit;
      })
      .join('');
    if (read === a) right += 1;
  }
  return { right, test, msPerRead: (performance.now() - started) / test };
}

async function powCost(proofs: number) {
  const pow = new CaptchaPow(PRODUCTION_POW, randomBytes(32));
  const times: number[] = [];
  for (let i = 0; i < proofs; i++) {
    const challenge = await pow.challenge(`bench-${i}`);
    const started = performance.now();
    await solveChallenge({ challenge, deriveKey });
    times.push(performance.now() - started);
  }
  return times.reduce((a, b) => a + b, 0) / times.length;
}

const reader = readerRate(TRAIN || 300, TEST || 100);
const solveMs = await powCost(PROOFS || 20);
const accuracy = reader.right / reader.test;
console.log(
  `reader: ${reader.right} of ${reader.test} read right after ${TRAIN || 300} samples (${reader.msPerRead.toFixed(1)} ms a read)`,
);
console.log(
  `proof of work (${JSON.stringify(PRODUCTION_POW)}), native PBKDF2 on one core: ${solveMs.toFixed(0)} ms a captcha`,
);
console.log(
  `cost per accepted attempt: before ${(reader.msPerRead / accuracy).toFixed(1)} ms, after ${((reader.msPerRead + solveMs) / accuracy).toFixed(0)} ms of one core`,
);
