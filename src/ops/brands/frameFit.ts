/** A phone's viewport: what the player app is laid out for inside a preview frame. */
export const PHONE = { width: 360, height: 780 };

/** Below this a phone's text is not readable: frames wrap onto another row before they shrink further. */
const MIN_SCALE = 0.45;

/**
 * How the preview frames fit a panel `width` pixels wide: as many to a row as stay readable (up to all of them), each
 * drawn at the scale that fills its column, never above 100%. A panel narrower than one phone scales that one down
 * further rather than overflow.
 */
export function fitFrames(width: number, count: number, gap: number): { columns: number; scale: number } {
  const fits = Math.floor((width + gap) / (PHONE.width * MIN_SCALE + gap));
  const columns = Math.max(1, Math.min(count, fits));
  const column = (width - gap * (columns - 1)) / columns;
  return { columns, scale: Math.max(0.1, Math.min(1, column / PHONE.width)) };
}
