// Game vendors as data (game_vendors): who may call the wallet API, for which brands and catalogue vendor codes,
// and the secret their calls are signed with.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameVendors } from '../../db/schema';
import type { Tx } from '../ledger';

export type VendorRow = typeof gameVendors.$inferSelect;

/** GAME_VENDOR_SECRET_<ID>: the id upper-cased, `-` → `_`. */
export const vendorSecretEnv = (id: string) => `GAME_VENDOR_SECRET_${id.toUpperCase().replace(/-/g, '_')}`;

/** The vendor's signing secret: its row's, else the environment's; undefined refuses every call. */
export function vendorSecret(v: VendorRow, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const secret = v.secret ?? env[vendorSecretEnv(v.id)];
  return secret ? secret : undefined;
}

/** An enabled vendor by id. */
export async function findVendor(db: Db | Tx, id: string): Promise<VendorRow | undefined> {
  const [row] = await db.select().from(gameVendors).where(eq(gameVendors.id, id));
  return row?.enabled ? row : undefined;
}

/** The enabled vendor that plays this catalogue vendor code for the brand (the first by id), if any. */
export async function vendorForGame(db: Db, brandId: string, code: string): Promise<VendorRow | undefined> {
  const rows = await db.select().from(gameVendors).where(eq(gameVendors.enabled, true)).orderBy(gameVendors.id);
  return rows.find((v) => v.brands.includes(brandId) && v.codes.includes(code));
}
