import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import type { PlaySession } from '../../stores/playSession';

/** Time for the reality check; injectable so tests move it (Playwright's page.clock replaces the page's own). */
export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const MINUTE_MS = 60_000;

/**
 * The reality check (issue 19): while the tab's play session runs, every `intervalMinutes` of play the dialog opens;
 * the next interval starts when the player continues. Leaving the game ends the session and the timer.
 */
export class RealityCheckStore {
  /** The dialog is showing. */
  open = false;
  /** Minutes between checks (the player's choice, else the brand's default). */
  intervalMinutes: number;
  /** When the dialog last opened (for "time played"). */
  shownAt: number | undefined = undefined;
  /** Where the current interval counts from: the game's start, then each Continue. */
  private anchor: number | undefined = undefined;
  private timer: unknown = undefined;
  private readonly stopWatching: IReactionDisposer;

  constructor(
    private readonly play: PlaySession,
    intervalMinutes: number,
    private readonly clock: Clock = systemClock,
  ) {
    this.intervalMinutes = intervalMinutes;
    makeAutoObservable<this, 'anchor' | 'timer' | 'stopWatching' | 'play' | 'clock'>(this, {
      anchor: false,
      timer: false,
      stopWatching: false,
      play: false,
      clock: false,
    });
    this.stopWatching = reaction(
      () => this.play.startedAt,
      (startedAt) => {
        this.anchor = startedAt;
        if (startedAt === undefined) this.stop();
        else this.schedule();
      },
      { fireImmediately: true },
    );
  }

  /** Milliseconds of play so far (0 when no game runs). */
  get playedMs(): number {
    const started = this.play.startedAt;
    return started === undefined ? 0 : Math.max(0, (this.shownAt ?? this.clock.now()) - started);
  }

  /** A new interval, counted from the same start (the member's choice arrives after the game opened). */
  setInterval(minutes: number): void {
    this.intervalMinutes = minutes;
    if (this.play.playing && !this.open) this.schedule();
  }

  /** "Continue": close and count the next interval. */
  continuePlaying(): void {
    this.open = false;
    this.anchor = this.clock.now();
    this.schedule();
  }

  /** "Leave the game" (also "See my history"): the game window closes and checks stop. */
  leave(): void {
    this.open = false;
    this.play.end();
  }

  /** Stops the timer for good (the host unmounted or the member signed out). */
  dispose(): void {
    this.stopWatching();
    this.clearTimer();
  }

  private schedule(): void {
    this.clearTimer();
    if (!this.play.playing || this.intervalMinutes <= 0) return;
    const due = (this.anchor ?? this.clock.now()) + this.intervalMinutes * MINUTE_MS;
    this.timer = this.clock.setTimeout(() => this.show(), Math.max(0, due - this.clock.now()));
  }

  private show(): void {
    this.timer = undefined;
    this.shownAt = this.clock.now();
    this.open = true;
  }

  private stop(): void {
    this.clearTimer();
    this.open = false;
    this.shownAt = undefined;
  }

  private clearTimer(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }
}
