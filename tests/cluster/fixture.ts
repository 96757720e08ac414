// The suite's own connection to the cluster's database: it prepares members straight in the tables (as
// bench/wallet-load-server.ts does: a session, a cheap payment password, a bank card, a funded wallet), so the checks
// spend their time on the instances, not on production's scrypt; and it reads the ledger back for the checks.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { openDb, type DbHandle } from '../../server/src/db/client';
import { bankCards, ledgerEntries, ledgerTxns, users, withdrawals } from '../../server/src/db/schema';
import { Ledger } from '../../server/src/services/ledger';
import { Passwords } from '../../server/src/services/passwords';
import { Sessions } from '../../server/src/services/sessions';
import { Wallet } from '../../server/src/services/wallet';
import { systemAccountId } from '../../server/src/services/wallet/accounts';
import { BRAND, databaseUrl } from './cluster';

export const PAY_PASSWORD = '258147';
/** The test suites' scrypt cost for the payment password (the hash carries its cost; services/passwords.ts). */
const CHEAP = new Passwords({ N: 2 ** 10, r: 8, p: 1 });

export interface Member {
  userId: number;
  token: string;
  cardId: number;
}

export class Fixture {
  readonly ledger: Ledger;
  readonly wallet: Wallet;
  private payHash?: string;

  private constructor(readonly handle: DbHandle) {
    this.ledger = new Ledger(handle.db, () => new Date());
    this.wallet = new Wallet(this.ledger);
  }

  static async open(url = databaseUrl()): Promise<Fixture> {
    return new Fixture(await openDb({ databaseUrl: url }));
  }

  get db() {
    return this.handle.db;
  }

  /** A member of lucky-peso with a session, a payment password, a bank card and `cents` in the wallet. */
  async member(cents: number): Promise<Member> {
    const db = this.db;
    const now = new Date();
    this.payHash ??= await CHEAP.hash(PAY_PASSWORD);
    const name = `c${randomBytes(5).toString('hex')}`;
    const [u] = await db
      .insert(users)
      .values({
        brandId: BRAND,
        merchantCode: 'LUCKYPESO',
        username: name,
        passwordHash: this.payHash,
        paymentPasswordHash: this.payHash,
        createdAt: now,
      })
      .returning();
    const [card] = await db
      .insert(bankCards)
      .values({
        userId: u!.id,
        bankCode: 'BDO',
        accountNumber: `9${String(u!.id).padStart(9, '0')}`,
        holderName: 'Cluster Member',
        createdAt: now,
      })
      .returning({ id: bankCards.id });
    if (cents > 0)
      await this.wallet.credit({
        brandId: BRAND,
        userId: u!.id,
        cents,
        kind: 'deposit',
        key: `cluster-seed-${randomUUID()}`,
      });
    return { userId: u!.id, token: await new Sessions(db, () => new Date()).create(u!), cardId: card!.id };
  }

  balance(userId: number) {
    return this.wallet.balanceCents(BRAND, userId);
  }

  /** Ledger transactions whose entries do not sum to zero (the double-entry check). */
  async unbalancedTxns(): Promise<number> {
    const rows = await this.db
      .select({ total: sql<string>`sum(${ledgerEntries.amountCents})` })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.txnId);
    return rows.filter((r) => Number(r.total) !== 0).length;
  }

  /** The members' ledger transactions by kind (a doubled movement shows as one too many). */
  async txnsByKind(userIds: number[]): Promise<Record<string, number>> {
    const rows = await this.db
      .select({ kind: ledgerTxns.kind, n: sql<string>`count(distinct ${ledgerTxns.id})` })
      .from(ledgerTxns)
      .innerJoin(ledgerEntries, eq(ledgerEntries.txnId, ledgerTxns.id))
      .where(
        inArray(
          ledgerEntries.accountId,
          sql`(select id from ledger_accounts where brand_id = ${BRAND} and user_id in ${userIds})`,
        ),
      )
      .groupBy(ledgerTxns.kind);
    return Object.fromEntries(rows.map((r) => [r.kind, Number(r.n)]));
  }

  /** The members' withdrawal rows: how many and their total. */
  async withdrawalsOf(userIds: number[]): Promise<{ count: number; cents: number }> {
    const [row] = await this.db
      .select({ n: sql<string>`count(*)`, total: sql<string>`coalesce(sum(${withdrawals.amountCents}), 0)` })
      .from(withdrawals)
      .where(and(eq(withdrawals.brandId, BRAND), inArray(withdrawals.userId, userIds)));
    return { count: Number(row?.n ?? 0), cents: Number(row?.total ?? 0) };
  }

  pendingWithdrawalsCents = async () =>
    this.ledger.balanceCents(await systemAccountId(this.db, BRAND, 'pending-withdrawals', new Date()));

  close() {
    return this.handle.close();
  }
}
