import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';
import type { Passwords } from '../../services/passwords';
import { DEMO_ACCOUNTS } from './demoAccounts';

/**
 * Brands whose first demo account still has its public password: a database seeded with the dev tools (or
 * SEED_DEMO=1) and now started without them. One scrypt check per distinct hash (the seed shares one across brands).
 */
export async function brandsWithPublicDemoPassword(db: Db, passwords: Passwords): Promise<string[]> {
  const demo = DEMO_ACCOUNTS[0]!;
  const rows = await db
    .select({ brandId: users.brandId, hash: users.passwordHash })
    .from(users)
    .where(eq(users.username, demo.username));
  const verdicts = new Map<string, Promise<boolean>>();
  const found: string[] = [];
  for (const row of rows) {
    if (!verdicts.has(row.hash)) verdicts.set(row.hash, passwords.verify(demo.password, row.hash));
    if (await verdicts.get(row.hash)) found.push(row.brandId);
  }
  return found;
}
