import { afterEach, describe, expect, test } from 'vitest';
import { justSwipedBack, watchBackSwipe } from './backSwipe';

function touch(type: 'touchstart' | 'touchend', x: number) {
  const event = new Event(type) as TouchEvent;
  const list = [{ clientX: x }];
  Object.defineProperty(event, type === 'touchstart' ? 'touches' : 'changedTouches', { value: list });
  window.dispatchEvent(event);
}

let stop = () => {};
afterEach(() => stop());

describe('back swipe detection', () => {
  test('a swipe shorter than 100 px does not count', () => {
    stop = watchBackSwipe();
    touch('touchstart', 10);
    touch('touchend', 90);
    expect(justSwipedBack(performance.now())).toBe(false);
  });

  test('a swipe longer than 100 px counts for a short while', () => {
    stop = watchBackSwipe();
    touch('touchstart', 5);
    touch('touchend', 140);
    const now = performance.now();
    expect(justSwipedBack(now)).toBe(true);
    expect(justSwipedBack(now + 2_000)).toBe(false);
  });
});
