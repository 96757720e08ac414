import { describe, expect, it } from 'vitest';
import { PlaySession } from '../../stores/playSession';
import { RealityCheckStore, type Clock } from './RealityCheckStore';

/** A clock the test moves by hand. */
function fakeClock() {
  let now = 1_000_000;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let next = 0;
  const clock: Clock = {
    now: () => now,
    setTimeout: (run, ms) => {
      timers.push({ at: now + ms, run, id: ++next });
      return next;
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((t) => t.at <= now);
    timers = timers.filter((t) => t.at > now);
    due.forEach((t) => t.run());
  };
  return { clock, advance, pending: () => timers.length };
}

const MIN = 60_000;

describe('RealityCheckStore', () => {
  it('opens after the interval of play, not before, and counts the next one after Continue', () => {
    const { clock, advance } = fakeClock();
    const play = new PlaySession();
    const store = new RealityCheckStore(play, 15, clock);
    advance(60 * MIN);
    expect(store.open).toBe(false); // no game, no check
    play.start(undefined, clock.now());
    advance(15 * MIN - 1);
    expect(store.open).toBe(false);
    advance(1);
    expect(store.open).toBe(true);
    expect(store.playedMs).toBe(15 * MIN);
    store.continuePlaying();
    expect(store.open).toBe(false);
    advance(15 * MIN);
    expect(store.open).toBe(true);
    expect(store.playedMs).toBe(30 * MIN);
    store.dispose();
  });

  it('stops when the player leaves the game and follows a changed interval', () => {
    const { clock, advance, pending } = fakeClock();
    const play = new PlaySession();
    const store = new RealityCheckStore(play, 60, clock);
    play.start(undefined, clock.now());
    store.setInterval(30);
    advance(30 * MIN);
    expect(store.open).toBe(true);
    store.leave();
    expect(play.playing).toBe(false);
    expect(pending()).toBe(0);
    advance(120 * MIN);
    expect(store.open).toBe(false);
    store.dispose();
  });
});
