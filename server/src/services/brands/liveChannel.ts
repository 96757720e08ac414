// How every instance learns that a brand's live version changed (docs/brand-studio.md, "Many instances"): a publish
// or rollback NOTIFYs the channel with the brand id in its own transaction, so the message leaves only if the change
// commits; each instance LISTENs (on its one LISTEN connection, ../pgChannels.ts) and reloads that brand, or every
// brand when that connection comes back.
import type { Db } from '../../db/client';
import type { Tx } from '../ledger';
import { notify, type PgChannels } from '../pgChannels';

export const LIVE_CHANNEL = 'brand_live';

/** In the transaction that changes brand_live: delivered to every listener when (and only if) it commits. */
export async function notifyLive(tx: Tx | Db, brandId: string): Promise<void> {
  await notify(tx, LIVE_CHANNEL, brandId);
}

export interface LiveListener {
  /** A brand's live version changed (by this or another instance). */
  onBrand: (brandId: string) => void;
  /** The connection came back: anything may have changed meanwhile. */
  onReconnect: () => void;
}

/** Starts listening; the returned function stops. */
export function listenLive(channels: PgChannels, listener: LiveListener): Promise<() => Promise<void>> {
  return channels.listen(LIVE_CHANNEL, {
    onMessage: (payload) => payload && listener.onBrand(payload),
    onReconnect: listener.onReconnect,
  });
}
