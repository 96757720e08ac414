import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

type BackSwipe = typeof import('./backSwipe');
let swipe: BackSwipe;
let stop = () => {};

// The last swipe is module state: each test gets a fresh module, so none sees another's swipe.
beforeEach(async () => {
  vi.resetModules();
  swipe = await import('./backSwipe');
});
afterEach(() => {
  stop();
  stop = () => {};
});

function touch(type: 'touchstart' | 'touchend', x: number) {
  const event = new Event(type) as TouchEvent;
  const list = [{ clientX: x }];
  Object.defineProperty(event, type === 'touchstart' ? 'touches' : 'changedTouches', { value: list });
  window.dispatchEvent(event);
}

function swipeFrom(from: number, to: number) {
  touch('touchstart', from);
  touch('touchend', to);
}

describe('back swipe detection', () => {
  test('a swipe of 100 px or less does not count; a longer one in the same setup does', () => {
    stop = swipe.watchBackSwipe();
    swipeFrom(10, 90);
    expect(swipe.justSwipedBack(performance.now())).toBe(false);
    swipeFrom(10, 10 + swipe.BACK_SWIPE_PX);
    expect(swipe.justSwipedBack(performance.now())).toBe(false);
    // The same listener does see a long swipe, so the two answers above mean "too short", not "not listening".
    swipeFrom(10, 11 + swipe.BACK_SWIPE_PX);
    expect(swipe.justSwipedBack(performance.now())).toBe(true);
  });

  test('a swipe longer than 100 px counts for a short while, in either direction', () => {
    stop = swipe.watchBackSwipe();
    swipeFrom(5, 140);
    const now = performance.now();
    expect(swipe.justSwipedBack(now)).toBe(true);
    expect(swipe.justSwipedBack(now + 2_000)).toBe(false);
    swipeFrom(300, 150);
    expect(swipe.justSwipedBack(performance.now())).toBe(true);
  });

  test('after stop, swipes are no longer seen', () => {
    swipe.watchBackSwipe()();
    swipeFrom(5, 140);
    expect(swipe.justSwipedBack(performance.now())).toBe(false);
  });
});
