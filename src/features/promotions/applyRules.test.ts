import { describe, expect, it } from 'vitest';
import { addImages, imageProblem, remarkTooLong, SPEC_APPLY_LIMITS as limits } from './applyRules';

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('activity apply checks (SPEC §5: png/jpg, 5 MB each, 3 images, remark 140)', () => {
  it('accepts png and jpg up to exactly 5 MB, refuses other types and larger files', () => {
    expect(imageProblem(file('a.png', 'image/png', 5 * MB), limits)).toBeUndefined();
    expect(imageProblem(file('a.jpg', 'image/jpeg', 1), limits)).toBeUndefined();
    expect(imageProblem(file('a.png', 'image/png', 5 * MB + 1), limits)).toBe('size');
    expect(imageProblem(file('a.gif', 'image/gif', 10), limits)).toBe('type');
    expect(imageProblem(file('a.webp', 'image/webp', 10), limits)).toBe('type');
    // A type is checked before the size: a 6 MB gif is refused for being a gif.
    expect(imageProblem(file('a.gif', 'image/gif', 6 * MB), limits)).toBe('type');
  });

  it('reads the extension only when the system declares no type', () => {
    expect(imageProblem(file('scan.JPEG', '', 10), limits)).toBeUndefined();
    expect(imageProblem(file('scan.gif', '', 10), limits)).toBe('type');
    expect(imageProblem(file('trick.png', 'image/gif', 10), limits)).toBe('type');
  });

  it('keeps at most 3 images and says why the others were refused', () => {
    const two = [file('1.png', 'image/png', 1), file('2.png', 'image/png', 1)];
    const more = addImages(two, [file('3.jpg', 'image/jpeg', 1), file('4.jpg', 'image/jpeg', 1)], limits);
    expect(more.images.map((f) => f.name)).toEqual(['1.png', '2.png', '3.jpg']);
    expect(more.problem).toBe('count');
    const mixed = addImages([], [file('x.gif', 'image/gif', 1), file('ok.png', 'image/png', 1)], limits);
    expect(mixed.images.map((f) => f.name)).toEqual(['ok.png']);
    expect(mixed.problem).toBe('type');
    expect(addImages([], [file('ok.png', 'image/png', 1)], limits).problem).toBeUndefined();
  });

  it('counts the remark in characters, an emoji as one', () => {
    expect(remarkTooLong('a'.repeat(140), limits)).toBe(false);
    expect(remarkTooLong('a'.repeat(141), limits)).toBe(true);
    expect(remarkTooLong('😀'.repeat(140), limits)).toBe(false);
  });
});
