// Pays one agent earning of one period, once (docs/agent-centre.md, "Payouts"). One transaction holds the payout row,
// the ledger txn (house → the agent's wallet, key agent-<kind>:<agentId>:<period>) and the inbox message: the row's
// unique (agent, kind, period) index is taken first, so a second settlement of the period, even a concurrent one,
// finds it (or waits for it on PostgreSQL) and pays nothing; the ledger key is the second guard.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { agentPayouts } from '../../db/schema';
import { memberMoney, notifyDecision } from '../decisionInbox';
import type { LedgerKind } from '../ledgerKinds';
import { inWalletTx } from '../wallet/txLedger';
import { payoutKey, periodLabel, periodText, type EarningKind } from './payoutPeriods';
import { timeZoneOf } from './period';

/** The ledger kind each earning is paid with: every one is cash (earned), none a bonus (wallet/turnover.ts). */
export const LEDGER_KIND_OF: Record<EarningKind, LedgerKind> = {
  daily: 'agent-salary',
  hourly: 'agent-salary',
  dividend: 'agent-dividend',
  rebate: 'agent-rebate',
};

/** An earning of a period as the existing report functions computed it. */
export interface Earning {
  brandId: string;
  agentId: number;
  kind: EarningKind;
  start: Date;
  end: Date;
  amountCents: number;
  validStakeCents: number;
  /** Contracts only. */
  contract?: { id: number; tier: number; activeMembers: number; teamPnlCents: number };
}

/** Records and pays the earning; false when the period had been settled already (nothing moves then). */
export async function payEarning(ctx: AppContext, e: Earning): Promise<boolean> {
  if (!Number.isSafeInteger(e.amountCents) || e.amountCents < 0) throw new Error(`bad payout amount ${e.amountCents}`);
  const timeZone = timeZoneOf(ctx, e.brandId);
  const period = periodLabel(e.kind, e.start, timeZone);
  return inWalletTx(ctx, async ({ tx, wallet }) => {
    const now = ctx.clock();
    const [row] = await tx
      .insert(agentPayouts)
      .values({
        brandId: e.brandId,
        agentId: e.agentId,
        kind: e.kind,
        period,
        periodStart: e.start,
        periodEnd: e.end,
        amountCents: e.amountCents,
        validStakeCents: e.validStakeCents,
        contractId: e.contract?.id ?? null,
        tier: e.contract?.tier ?? null,
        activeMembers: e.contract?.activeMembers ?? null,
        teamPnlCents: e.contract?.teamPnlCents ?? null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: agentPayouts.id });
    if (!row) return false;
    if (e.amountCents === 0) return true; // settled, nothing owed: no txn, no message
    const paid = await wallet.credit({
      brandId: e.brandId,
      userId: e.agentId,
      cents: e.amountCents,
      kind: LEDGER_KIND_OF[e.kind],
      key: payoutKey(e.kind, e.agentId, period),
      ref: String(row.id),
    });
    await tx.update(agentPayouts).set({ txnId: paid.txnId }).where(eq(agentPayouts.id, row.id));
    await notifyDecision(tx, now, e.agentId, 'agentEarningPaid', {
      kind: e.kind,
      period: periodText(e.kind, e.start, e.end, timeZone),
      amount: memberMoney(ctx, e.brandId, e.amountCents),
    });
    return true;
  });
}
