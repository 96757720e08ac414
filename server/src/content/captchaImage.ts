import { randomInt } from 'node:crypto';
import { svgDoc } from './svg';

// Seven-segment strokes per digit: segments a..g as line coordinates in a 20×36 cell.
const SEGMENTS: Record<string, [number, number, number, number]> = {
  a: [2, 2, 18, 2],
  b: [18, 2, 18, 18],
  c: [18, 18, 18, 34],
  d: [2, 34, 18, 34],
  e: [2, 18, 2, 34],
  f: [2, 2, 2, 18],
  g: [2, 18, 18, 18],
};
const DIGITS = ['abcdef', 'bc', 'abged', 'abgcd', 'fgbc', 'afgcd', 'afgedc', 'abc', 'abcdefg', 'abcdfg'];

const jitter = (n: number) => n + randomInt(-2, 3);

/** The answer drawn as stroked paths (no <text>, so the SVG source does not spell it), with noise lines. */
export function captchaSvg(answer: string): string {
  const width = 30 + answer.length * 28;
  const height = 56;
  let body = `<rect width="${width}" height="${height}" fill="#f4f1ea"/>`;
  for (let i = 0; i < 6; i++) {
    body += `<line x1="${randomInt(width)}" y1="${randomInt(height)}" x2="${randomInt(width)}" y2="${randomInt(height)}" stroke="hsl(${randomInt(360)},40%,60%)" stroke-width="1.5"/>`;
  }
  [...answer].forEach((ch, i) => {
    const segs = DIGITS[Number(ch)] ?? '';
    const x = 15 + i * 28;
    const y = 10 + randomInt(-3, 4);
    const rot = randomInt(-12, 13);
    const d = [...segs]
      .map((s) => {
        const [x1, y1, x2, y2] = SEGMENTS[s]!;
        return `M${jitter(x1)} ${jitter(y1)}L${jitter(x2)} ${jitter(y2)}`;
      })
      .join('');
    body += `<path transform="translate(${x} ${y}) rotate(${rot} 10 18)" d="${d}" stroke="hsl(${randomInt(360)},60%,30%)" stroke-width="3" stroke-linecap="round" fill="none"/>`;
  });
  return svgDoc(width, height, body, 'captcha');
}
