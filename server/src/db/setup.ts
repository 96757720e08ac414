import type { BrandFile } from '../brands/loadBrands';
import type { DbHandle } from './client';
import { isSeeded, seedBrand } from './seed/seedBrand';
import { Ledger } from '../services/ledger';
import { Passwords, PRODUCTION_SCRYPT, type ScryptParams } from '../services/passwords';
import { systemClock, type Clock } from '../services/clock';

/** Migrates, then seeds every brand not seeded yet (a new brand folder is seeded on the next start). */
export async function prepareDb(
  handle: DbHandle,
  brands: Map<string, BrandFile>,
  options: { scrypt?: ScryptParams; clock?: Clock; only?: string[] } = {},
): Promise<string[]> {
  await handle.migrate();
  const clock = options.clock ?? systemClock;
  const passwords = new Passwords(options.scrypt ?? PRODUCTION_SCRYPT);
  // Demo passwords are public; one hash per password is shared across brands to keep start-up fast.
  const hashes = new Map<string, Promise<string>>();
  const hashPassword = (p: string) => {
    if (!hashes.has(p)) hashes.set(p, passwords.hash(p));
    return hashes.get(p)!;
  };
  const deps = { db: handle.db, clock, ledger: new Ledger(handle.db, clock), hashPassword };
  const seeded: string[] = [];
  for (const [id, file] of brands) {
    if (options.only && !options.only.includes(id)) continue;
    if (await isSeeded(handle.db, id)) continue;
    await seedBrand(deps, file);
    seeded.push(id);
  }
  return seeded;
}
