import { makeAutoObservable, runInAction } from 'mobx';
import { decimalToCents } from '@common/money';
import { fetchBalance } from '../api/walletApi';
import type { SessionStore } from './SessionStore';

/** The signed-in member's total balance in centavos; hidden while a refresh runs (SPEC §4). */
export class WalletStore {
  balanceCents: number | undefined;
  loading = false;
  failed = false;

  constructor(
    private readonly session: SessionStore,
    private readonly load: () => Promise<number> = fetchBalance,
  ) {
    const fromInfo = session.member?.sumBalance;
    this.balanceCents = fromInfo === undefined ? undefined : decimalToCents(fromInfo);
    makeAutoObservable<WalletStore, 'session' | 'load'>(this, { session: false, load: false });
  }

  /** Reloads the balance; does nothing for visitors. */
  async refresh(): Promise<void> {
    if (!this.session.loggedIn) return;
    this.loading = true;
    this.failed = false;
    try {
      const balance = await this.load();
      runInAction(() => {
        this.balanceCents = balance;
      });
    } catch {
      runInAction(() => {
        this.failed = true;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  clear(): void {
    this.balanceCents = undefined;
  }
}
