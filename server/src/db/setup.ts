import type { BrandFile } from '../brands/loadBrands';
import type { DbHandle } from './client';
import { runContentSeeds } from './seed/contentSeeds';
import { runAgentDemoSeed } from './seed/agentSeed';
import { runDemoHistorySeed } from './seed/recordsSeed';
import { seedDemoOperators } from './seed/opsSeed';
import { hasDemoAccounts, isSeeded, seedBrand, seedDemoAccounts } from './seed/seedBrand';
import { Ledger } from '../services/ledger';
import { Passwords, PRODUCTION_SCRYPT, type ScryptParams } from '../services/passwords';
import { systemClock, type Clock } from '../services/clock';

export interface PrepareOptions {
  scrypt?: ScryptParams;
  clock?: Clock;
  only?: string[];
  /** Seed the demo accounts (public passwords) where missing: DEV_TOOLS=1 / SEED_DEMO=1 and tests only. */
  demoAccounts?: boolean;
  /** With demoAccounts: ~60 days of records for the demo members (recordsSeed.ts): dev tools and e2e only. */
  demoHistory?: boolean;
}

/**
 * Migrates, then seeds every brand not seeded yet (a new brand folder is seeded on the next start), and the demo
 * accounts when asked (also into a brand seeded earlier without them). Returns what was seeded.
 */
export async function prepareDb(
  handle: DbHandle,
  brands: Map<string, BrandFile>,
  options: PrepareOptions = {},
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
  // Operators are not a brand's: the demo ones hold their roles for every brand.
  if (options.demoAccounts) seeded.push(...(await seedDemoOperators(handle.db, clock, hashPassword)));
  for (const [id, file] of brands) {
    if (options.only && !options.only.includes(id)) continue;
    if (!(await isSeeded(handle.db, id))) {
      await seedBrand(deps, file);
      seeded.push(id);
    }
    if (options.demoAccounts && !(await hasDemoAccounts(handle.db, id))) {
      await seedDemoAccounts(deps, file);
      seeded.push(`${id} demo accounts`);
    }
    seeded.push(...(await runContentSeeds(deps, file)));
    if (options.demoAccounts && options.demoHistory) seeded.push(...(await runDemoHistorySeed(deps, file)));
    if (options.demoAccounts && options.demoHistory) seeded.push(...(await runAgentDemoSeed(deps, file)));
  }
  return seeded;
}
