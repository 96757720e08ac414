// The player a vendor names: a member of one of the brands the vendor serves, and their wallet accounts.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HOUSE_USER_ID, Ledger, type Tx } from '../ledger';
import type { Clock } from '../clock';
import type { UserRow } from '../sessions';
import { VENDOR_FAIL } from './failures';
import type { VendorRow } from './vendors';

export async function playerOf(db: Db, vendor: VendorRow, playerId: string): Promise<UserRow> {
  const id = Number(playerId);
  const [user] = Number.isSafeInteger(id) ? await db.select().from(users).where(eq(users.id, id)) : [];
  if (!user || !vendor.brands.includes(user.brandId)) throw VENDOR_FAIL.player();
  return user;
}

/** The public bet number of a vendor's debit: unique per brand, as the vendor's transaction ids are per vendor. */
export const vendorBetNo = (vendorId: string, debitTxnId: string) => `${vendorId.toUpperCase()}-${debitTxnId}`;

/** The ledger on the call's transaction, with the member's wallet and the brand's house account. */
export async function accountsOf(tx: Tx, clock: Clock, user: UserRow) {
  const ledger = new Ledger(tx as unknown as Db, clock);
  const wallet = await ledger.accountId(user.brandId, user.id);
  const house = await ledger.accountId(user.brandId, HOUSE_USER_ID);
  return { ledger, wallet, house };
}
