// Deposit orders: created once per Idempotency-Key, at most DEPOSIT_PENDING_LIMIT unpaid per member, expiring after
// DEPOSIT_TTL_MINUTES. The money moves only when the provider's signed callback says paid (callback.ts).
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DepositCreateBody, DepositOrder, DepositOrdersReply } from '@common/generated/api';
import type { AppContext } from '../../context';
import { depositOrders } from '../../db/schema';
import { DEPOSIT_PENDING_LIMIT, DEPOSIT_TTL_MINUTES } from '../../content/paymentMethods';
import { checkRange, feeCents, parseAmount, requireKey } from './amounts';
import { enabledNow, findChannel } from './channels';
import { expireOverdue } from './expiry';
import { WALLET_FAIL } from './failures';
import { orderView, type OrderRow } from './orderView';
import { inWalletTx, lockMember } from './txLedger';
import { checkDeposit, rpAt } from '../responsiblePlay/enforce';

export interface Member {
  id: number;
  brandId: string;
}

const newOrderId = () => `D${randomBytes(8).toString('hex').toUpperCase()}`;

export async function createDeposit(
  ctx: AppContext,
  member: Member,
  body: DepositCreateBody,
  keyHeader: string | string[] | undefined,
): Promise<DepositOrder> {
  const key = requireKey(keyHeader);
  const channel = findChannel(member.brandId, body.channelId);
  if (!channel) throw WALLET_FAIL.channelUnknown();
  const amountCents = parseAmount(body.amount);
  const fingerprint = `${channel.id}:${amountCents}`;
  const row = await inWalletTx(ctx, async ({ tx }) => {
    await lockMember(tx, member.id);
    const [previous] = await tx
      .select()
      .from(depositOrders)
      .where(
        and(
          eq(depositOrders.brandId, member.brandId),
          eq(depositOrders.userId, member.id),
          eq(depositOrders.idempotencyKey, key),
        ),
      );
    if (previous) {
      if (previous.fingerprint !== fingerprint) throw WALLET_FAIL.keyReused();
      return previous;
    }
    if (!enabledNow(ctx, member.brandId, channel)) throw WALLET_FAIL.channelClosed();
    checkRange(amountCents, channel.minCents, channel.maxCents, WALLET_FAIL.depositRange);
    await checkDeposit(tx, member.id, amountCents, rpAt(ctx, member.brandId));
    await expireOverdue(ctx, tx, member.id);
    const [pending] = await tx
      .select({ n: count() })
      .from(depositOrders)
      .where(and(eq(depositOrders.userId, member.id), eq(depositOrders.state, 'pending')));
    if ((pending?.n ?? 0) >= DEPOSIT_PENDING_LIMIT) throw WALLET_FAIL.pendingLimit(DEPOSIT_PENDING_LIMIT);
    const now = ctx.clock();
    const fee = feeCents(channel, amountCents);
    const [made] = await tx
      .insert(depositOrders)
      .values({
        id: newOrderId(),
        brandId: member.brandId,
        userId: member.id,
        method: channel.method,
        channelId: channel.id,
        channelName: channel.name,
        amountCents,
        feeCents: fee,
        payAmountCents: amountCents + fee,
        state: 'pending',
        idempotencyKey: key,
        fingerprint,
        createdAt: now,
        expiresAt: new Date(now.getTime() + DEPOSIT_TTL_MINUTES * 60_000),
      })
      .returning();
    return made!;
  });
  return orderView(ctx, await expiredOnRead(ctx, row));
}

/** A pending order past its expiry is stored and shown as expired. */
async function expiredOnRead(ctx: AppContext, row: OrderRow): Promise<OrderRow> {
  if (row.state !== 'pending' || row.expiresAt.getTime() > ctx.clock().getTime()) return row;
  const [updated] = await ctx.db
    .update(depositOrders)
    .set({ state: 'expired', decidedAt: ctx.clock() })
    .where(and(eq(depositOrders.id, row.id), eq(depositOrders.state, 'pending')))
    .returning();
  if (updated) return updated;
  const [now] = await ctx.db.select().from(depositOrders).where(eq(depositOrders.id, row.id));
  return now ?? row;
}

export async function readDeposit(ctx: AppContext, member: Member, id: string): Promise<DepositOrder> {
  const [row] = await ctx.db
    .select()
    .from(depositOrders)
    .where(
      and(eq(depositOrders.id, id), eq(depositOrders.userId, member.id), eq(depositOrders.brandId, member.brandId)),
    );
  if (!row) throw WALLET_FAIL.orderUnknown();
  return orderView(ctx, await expiredOnRead(ctx, row));
}

export async function listDeposits(
  ctx: AppContext,
  member: Member,
  pageNo = 1,
  pageSize = 10,
): Promise<DepositOrdersReply> {
  await expireOverdue(ctx, ctx.db, member.id);
  const where = and(eq(depositOrders.userId, member.id), eq(depositOrders.brandId, member.brandId));
  const [total] = await ctx.db.select({ n: count() }).from(depositOrders).where(where);
  const rows = await ctx.db
    .select()
    .from(depositOrders)
    .where(where)
    .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return {
    list: rows.map((r) => orderView(ctx, r)),
    pageNum: pageNo,
    totalPages: Math.ceil((total?.n ?? 0) / pageSize),
  };
}
