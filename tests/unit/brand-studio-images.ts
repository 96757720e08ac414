// Image headers built byte by byte for the logo tests: a PNG signature and IHDR, the three WebP kinds.

export interface Image {
  type: 'png' | 'webp';
  bytes: Uint8Array;
}

const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u32le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];
const text = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** A PNG header of the given size, padded with `padding` zero bytes (a file size check needs no real pixels). */
export function pngBytes(width: number, height: number, padding = 0): Image {
  const head = [
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...u32be(13),
    ...text('IHDR'),
    ...u32be(width),
    ...u32be(height),
  ];
  const bytes = new Uint8Array(head.length + padding);
  bytes.set(head);
  return { type: 'png', bytes };
}

const riff = (chunk: number[]) => ({
  type: 'webp' as const,
  bytes: new Uint8Array([...text('RIFF'), ...u32le(chunk.length + 4), ...text('WEBP'), ...chunk, 0, 0, 0, 0]),
});

export const webpLossy = (w: number, h: number) =>
  riff([...text('VP8 '), ...u32le(10), 0, 0, 0, 0x9d, 0x01, 0x2a, w & 255, w >> 8, h & 255, h >> 8]);

export function webpLossless(w: number, h: number) {
  const bits = ((w - 1) & 0x3fff) | (((h - 1) & 0x3fff) << 14);
  return riff([...text('VP8L'), ...u32le(5), 0x2f, ...u32le(bits >>> 0)]);
}

export const webpExtended = (w: number, h: number) =>
  riff([...text('VP8X'), ...u32le(10), 0, 0, 0, 0, ...u32le(w - 1).slice(0, 3), ...u32le(h - 1).slice(0, 3)]);

export function toUrl({ type, bytes }: Image): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:image/${type};base64,${btoa(binary)}`;
}

export const svgUrl = (svg: string) => toUrl({ type: 'svg+xml' as 'png', bytes: new TextEncoder().encode(svg) });
