/** A horizontal swipe longer than this (px) is a back gesture (SPEC §9). */
export const BACK_SWIPE_PX = 100;
/** How long after a swipe a navigation still counts as caused by it. */
const SWIPE_WINDOW_MS = 600;

let startX: number | undefined;
let swipedAt = -Infinity;

/**
 * Watches touches so the page fade can be skipped when the browser's own back-swipe animation already moved the
 * page (the fade on top of it looks like a double transition). Returns the stop function.
 */
export function watchBackSwipe(target: Window = window): () => void {
  const onStart = (e: TouchEvent) => {
    startX = e.touches[0]?.clientX;
  };
  const onEnd = (e: TouchEvent) => {
    const endX = e.changedTouches[0]?.clientX;
    if (startX !== undefined && endX !== undefined && Math.abs(endX - startX) > BACK_SWIPE_PX) {
      swipedAt = performance.now();
    }
    startX = undefined;
  };
  target.addEventListener('touchstart', onStart, { passive: true });
  target.addEventListener('touchend', onEnd, { passive: true });
  return () => {
    target.removeEventListener('touchstart', onStart);
    target.removeEventListener('touchend', onEnd);
  };
}

/** Whether the navigation happening now follows a back swipe. */
export function justSwipedBack(now = performance.now()): boolean {
  return now - swipedAt < SWIPE_WINDOW_MS;
}
