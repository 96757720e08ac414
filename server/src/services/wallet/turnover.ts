// The turnover rule (docs/wallet.md): every bonus (ledger kinds "bonus", "reward" and "red-rain") must be wagered
// once before it can leave; stakes of the demo game and of the vendor feed placed after it count as wagers; deposits
// need none. withdrawable = max(0, balance − remaining turnover). It holds for every way money leaves a member (EXIT_KINDS:
// a withdrawal and a transfer to superior), so a bonus cannot leave through an agent either.
import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerEntries, ledgerTxns } from '../../db/schema';
import type { Tx } from '../ledger';
import { sumEntriesCents } from './entrySums';

/** Money with no deposit behind it: a red envelope is free money, so it is a bonus too (issue 28, finding 7). */
export const BONUS_KINDS = ['bonus', 'reward', 'red-rain'];
export const WAGER_KINDS = ['demo-spin', 'feed-bet', 'vendor-bet'];
/** An agent's salary, dividend and rebate income (services/agent/payouts.ts): earned, so cash, never a bonus. */
export const EARNED_KINDS = ['agent-salary', 'agent-dividend', 'agent-rebate'];
/** Money paid in: a deposit, or a demo account's starting balance (standing in for deposits made before it). */
export const DEPOSIT_KINDS = ['deposit', 'seed'];
/** The ledger kinds that take money out of a member to somewhere a bonus could be cashed: each checks leavableCents. */
export const EXIT_KINDS = ['withdrawal', 'upline-transfer'];

/**
 * Bonus centavos still to be wagered. Only stakes placed after a bonus count toward it: walking the wallet's entries
 * in order, due = max(0, due + bonus − stake). Stakes made before a bonus (when less or nothing was due) are spent.
 * In one query: with x = +bonus or −stake and S its running sum, due = S(last) − min(0, min S) (Lindley's recursion).
 */
export async function turnoverRemainingCents(db: Db | Tx, walletAccountId: number): Promise<number> {
  const steps = db
    .select({
      step: sql<string>`${ledgerEntries.amountCents}`.as('step'),
      running: sql<string>`sum(${ledgerEntries.amountCents}) over (order by ${ledgerEntries.id})`.as('running'),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTxns, eq(ledgerTxns.id, ledgerEntries.txnId))
    .where(
      and(
        eq(ledgerEntries.accountId, walletAccountId),
        or(
          and(inArray(ledgerTxns.kind, BONUS_KINDS), gt(ledgerEntries.amountCents, 0)),
          and(inArray(ledgerTxns.kind, WAGER_KINDS), lt(ledgerEntries.amountCents, 0)),
        ),
      ),
    )
    .as('steps');
  const [row] = await db
    .select({
      last: sql<string>`coalesce(sum(${steps.step}), 0)`,
      lowest: sql<string>`least(0, coalesce(min(${steps.running}), 0))`,
    })
    .from(steps);
  return Math.max(0, Number(row?.last ?? 0) - Number(row?.lowest ?? 0));
}

export const withdrawableCents = (balance: number, remaining: number) => Math.max(0, balance - remaining);

/**
 * What may leave the wallet now. Call it inside the exit's ledger plan, on the move's transaction: the wallet's row
 * is locked there, so no bonus credit or wager commits between this read and the posting (read before the lock, a
 * bonus credited in between would count as cash).
 */
export async function leavableCents(tx: Db | Tx, walletAccountId: number, balanceCents: number): Promise<number> {
  return withdrawableCents(balanceCents, await turnoverRemainingCents(tx, walletAccountId));
}

/** Whether the member ever paid money in: a reward without turnover is cash only then (issue 28, finding 7). */
export async function hasDeposited(db: Db | Tx, walletAccountId: number): Promise<boolean> {
  return (await sumEntriesCents(db, walletAccountId, { sign: 'in', txnKinds: DEPOSIT_KINDS })) > 0;
}
