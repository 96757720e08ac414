// The pixel size a PNG or WebP declares in its header, read from the bytes (no image library).

export interface Size {
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);

/** Width and height from the IHDR chunk, which a PNG must start with; undefined when the bytes are not a PNG. */
export function pngSize(b: Uint8Array): Size | undefined {
  if (b.length < 24 || PNG_SIGNATURE.some((v, i) => b[i] !== v) || ascii(b, 12, 4) !== 'IHDR') return undefined;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

/** Width and height of a WebP (lossy VP8, lossless VP8L or extended VP8X); undefined when the bytes are not one. */
export function webpSize(b: Uint8Array): Size | undefined {
  if (b.length < 25 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return undefined;
  switch (ascii(b, 12, 4)) {
    case 'VP8 ': // key frame: start code 9d 01 2a, then 14-bit width and height
      if (b.length < 30 || b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return undefined;
      return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
    case 'VP8L': {
      if (b[20] !== 0x2f) return undefined;
      const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X':
      if (b.length < 30) return undefined;
      return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
    default:
      return undefined;
  }
}
