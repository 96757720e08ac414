// A deposit order row as the API shows it; the pay URL only while it is pending.
import { centsToDecimal } from '@common/money';
import type { DepositOrder } from '@common/generated/api';
import type { AppContext } from '../../context';
import type { depositOrders } from '../../db/schema';
import { simTicket } from './simulator';

export type OrderRow = typeof depositOrders.$inferSelect;

/** The provider page: PAY_URL (a real provider) or the simulator of the dev tools. */
export function payUrlOf(ctx: AppContext, row: OrderRow, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const q = `order=${encodeURIComponent(row.id)}&brand=${encodeURIComponent(row.brandId)}`;
  if (env.PAY_URL) return `${env.PAY_URL}${env.PAY_URL.includes('?') ? '&' : '?'}${q}`;
  // The simulator's link carries the owner's ticket: only the owner's own replies show it (simulator.ts).
  if (ctx.devTools)
    return `/wps/pay/sim/${encodeURIComponent(row.id)}?brand=${encodeURIComponent(row.brandId)}&pay=${simTicket(row)}`;
  return undefined;
}

export function orderView(ctx: AppContext, row: OrderRow): DepositOrder {
  const payUrl = row.state === 'pending' ? payUrlOf(ctx, row) : undefined;
  return {
    id: row.id,
    method: row.method as DepositOrder['method'],
    channelId: row.channelId,
    channelName: row.channelName,
    amount: centsToDecimal(row.amountCents),
    fee: centsToDecimal(row.feeCents),
    payAmount: centsToDecimal(row.payAmountCents),
    state: row.state as DepositOrder['state'],
    createdAt: row.createdAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    ...(row.decidedAt ? { decidedAt: row.decidedAt.getTime() } : {}),
    ...(payUrl ? { payUrl } : {}),
  };
}
