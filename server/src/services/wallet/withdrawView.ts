// A withdrawal row as the member (and the operator) sees it.
import { centsToDecimal } from '@common/money';
import type { Withdrawal } from '@common/generated/api';
import type { withdrawals } from '../../db/schema';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export function withdrawalView(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: centsToDecimal(row.amountCents),
    state: row.state as Withdrawal['state'],
    bankName: row.bankName,
    accountMasked: row.accountMasked,
    createdAt: row.createdAt.getTime(),
    ...(row.decidedAt ? { decidedAt: row.decidedAt.getTime() } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
  };
}
