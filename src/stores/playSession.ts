import { makeAutoObservable } from 'mobx';

/**
 * The game this tab launched (issue 19): the reality check counts play time from `startedAt` and "Leave the game"
 * closes `gameWindow`. Set only in a tap (useLaunchGame), so a server render never sees a session.
 */
export class PlaySession {
  startedAt: number | undefined = undefined;
  gameWindow: Window | undefined = undefined;

  constructor() {
    makeAutoObservable(this, { gameWindow: false });
  }

  get playing(): boolean {
    return this.startedAt !== undefined;
  }

  /** A game opened; a session already running keeps its start (the player switched games). */
  start(gameWindow: Window | undefined, now: number = Date.now()): void {
    this.gameWindow = gameWindow;
    if (this.startedAt === undefined) this.startedAt = now;
  }

  /** The player left the game: its window closes and the count stops. */
  end(): void {
    if (this.gameWindow && !this.gameWindow.closed) this.gameWindow.close();
    this.gameWindow = undefined;
    this.startedAt = undefined;
  }
}

/** The tab's play session (one per browser tab). */
export const playSession = new PlaySession();
