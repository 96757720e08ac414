import { describe, expect, it } from 'vitest';
import { SessionStore } from './SessionStore';
import { WalletStore } from './WalletStore';

const signedIn = () => new SessionStore({ token: 't', merchantCode: 'M', userName: 'demo', type: 0 });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('WalletStore', () => {
  it('hides the number during a loud refresh and keeps it during a quiet one', async () => {
    const reply = deferred<number>();
    const wallet = new WalletStore(signedIn(), () => reply.promise);
    wallet.setFromDecimal('10.00');
    const loud = wallet.refresh();
    expect(wallet.loading).toBe(true);
    reply.resolve(2_000);
    await loud;
    expect(wallet.balanceCents).toBe(2_000);
    const quiet = wallet.refresh({ quiet: true });
    expect(wallet.loading).toBe(false);
    expect(wallet.balanceCents).toBe(2_000);
    await quiet;
  });

  it('never lets a slow old reply overwrite a newer balance', async () => {
    const slow = deferred<number>();
    const wallet = new WalletStore(signedIn(), () => slow.promise);
    const refresh = wallet.refresh();
    wallet.setFromDecimal('300.00');
    slow.resolve(50_000);
    await refresh;
    expect(wallet.balanceCents).toBe(30_000);
    expect(wallet.loading).toBe(false);
  });

  it('refreshes automatically at most once per 2 s', async () => {
    let calls = 0;
    let now = 10_000;
    const wallet = new WalletStore(
      signedIn(),
      async () => ++calls,
      () => now,
    );
    wallet.autoRefresh();
    wallet.autoRefresh();
    now += 2_500;
    wallet.autoRefresh();
    await Promise.resolve();
    expect(calls).toBe(2);
  });

  it('does nothing for visitors and clears on sign-out', async () => {
    const wallet = new WalletStore(new SessionStore(), async () => 1);
    await wallet.refresh();
    expect(wallet.balanceCents).toBeUndefined();
    wallet.setFromDecimal('5.00');
    wallet.clear();
    expect(wallet.balanceCents).toBeUndefined();
  });
});
