import { makeAutoObservable, runInAction } from 'mobx';
import { decimalToCents } from '@common/money';
import { callApi } from '../api/callApi';
import type { SessionStore } from './SessionStore';

/** Automatic refreshes (window focus, tab visible) run at most this often. */
export const AUTO_REFRESH_GAP_MS = 2_000;

/**
 * The signed-in member's total balance (sumBalance) in centavos: the one wallet store. A loud refresh (the header
 * button) hides the number while it runs (SPEC §4); a quiet one keeps it. Every change carries a sequence number, so
 * a slow old reply never overwrites a newer balance (e.g. one set from a withdrawal's reply).
 */
export class WalletStore {
  balanceCents: number | undefined;
  loading = false;
  failed = false;
  private seq = 0;
  private lastAuto = 0;

  constructor(
    private readonly session: SessionStore,
    private readonly load: () => Promise<number> = loadBalance,

    private readonly now: () => number = Date.now,
  ) {
    const fromInfo = session.member?.sumBalance;
    this.balanceCents = fromInfo === undefined ? undefined : decimalToCents(fromInfo);
    makeAutoObservable<WalletStore, 'session' | 'load' | 'now' | 'seq' | 'lastAuto'>(this, {
      session: false,
      load: false,
      now: false,
      seq: false,
      lastAuto: false,
    });
  }

  /** Reloads the balance; `quiet` keeps the number on screen meanwhile. Does nothing for visitors. */
  async refresh({ quiet = false }: { quiet?: boolean } = {}): Promise<void> {
    if (!this.session.loggedIn) return;
    const mine = ++this.seq;
    if (!quiet) this.loading = true;
    this.failed = false;
    try {
      const balance = await this.load();
      runInAction(() => {
        if (mine === this.seq) this.balanceCents = balance;
      });
    } catch {
      runInAction(() => {
        if (mine === this.seq) this.failed = true;
      });
    } finally {
      runInAction(() => {
        if (mine === this.seq) this.loading = false;
      });
    }
  }

  /** Sets the balance from a reply that carries it ("1234.50"); any refresh still running is now stale. */
  setFromDecimal(text: string): void {
    const cents = decimalToCents(text);
    if (cents === undefined) return;
    this.seq++;
    this.balanceCents = cents;
    this.loading = false;
    this.failed = false;
  }

  /** A quiet refresh at most once per AUTO_REFRESH_GAP_MS (window focus, tab visible again). */
  autoRefresh(): void {
    const now = this.now();
    if (now - this.lastAuto < AUTO_REFRESH_GAP_MS) return;
    this.lastAuto = now;
    void this.refresh({ quiet: true });
  }

  clear(): void {
    this.seq++;
    this.balanceCents = undefined;
    this.loading = false;
  }
}

/** The member's total balance in centavos (walletBalance sends a Money string). */
async function loadBalance(): Promise<number> {
  const { value } = await callApi('walletBalance');
  return decimalToCents(value.sumBalance) ?? 0;
}
