// Rebate rates per game category. A top agent's rates are the brand's (settings.rebate.rates); everyone below has
// the rates its upline gave it (agent_rebates, none = 0.00), never above the upline's own.
import { and, eq, inArray } from 'drizzle-orm';
import type { AgentCategory, AgentRebateRates, AgentRebatesSetBody } from '@common/generated/api';
import { centsToDecimal, decimalToCents } from '@common/money';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { agentRebates, users } from '../../db/schema';
import { readSettings } from '../brandSettings';
import type { Tx } from '../ledger';
import type { AgentRef } from './access';
import { AGENT_FAIL } from './failures';
import { depthBelow, uplineOf } from './hierarchy';

export const CATEGORIES: readonly AgentCategory[] = ['lottery', 'slots', 'fish', 'live', 'sports', 'esports', 'poker'];

export type Rates = Record<AgentCategory, number>;

const zero = (): Rates => Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Rates;

/** "0.80" → 80 hundredths of a percent. */
export const rateToBps = (rate: string) => decimalToCents(rate) ?? 0;
export const bpsToRate = (bps: number) => centsToDecimal(bps);

/** The brand's rebate rates (settings.rebate.rates): the ceiling of its top agents. */
export async function brandRates(ctx: AppContext, brandId: string): Promise<Rates> {
  const file = ctx.brands.get(brandId);
  if (!file) return zero();
  const { settings } = await readSettings(ctx.db, file);
  const stored = (settings.rebate as { rates?: Partial<Rates> } | undefined)?.rates;
  const fallback = (file.settings as { rebate?: { rates?: Partial<Rates> } }).rebate?.rates;
  const out = zero();
  for (const c of CATEGORIES) out[c] = stored?.[c] ?? fallback?.[c] ?? 0;
  return out;
}

/** Stored rates of several accounts (missing categories 0). */
export async function storedRates(db: Db | Tx, userIds: number[]): Promise<Map<number, Rates>> {
  const out = new Map<number, Rates>(userIds.map((id) => [id, zero()]));
  if (!userIds.length) return out;
  const rows = await db.select().from(agentRebates).where(inArray(agentRebates.userId, userIds));
  for (const r of rows) {
    const rates = out.get(r.userId);
    if (rates && (CATEGORIES as string[]).includes(r.category)) rates[r.category as AgentCategory] = r.rateBps;
  }
  return out;
}

/** An account's own rates: the brand's for a top account (no upline), else what its upline gave it. */
export async function effectiveRates(ctx: AppContext, brandId: string, userId: number): Promise<Rates> {
  if ((await uplineOf(ctx.db, userId)) === null) return brandRates(ctx, brandId);
  return (await storedRates(ctx.db, [userId])).get(userId)!;
}

/** The highest rate any direct downline of the account has per category (its rates may not go below these). */
async function downlineFloor(ctx: AppContext, userId: number): Promise<Rates> {
  const children = await ctx.db.select({ id: users.id }).from(users).where(eq(users.uplineId, userId));
  const floor = zero();
  for (const rates of (
    await storedRates(
      ctx.db,
      children.map((c) => c.id),
    )
  ).values())
    for (const c of CATEGORIES) floor[c] = Math.max(floor[c], rates[c]);
  return floor;
}

/** Checks rates an agent gives against its own: each at most the agent's rate. Returns them in hundredths. */
export function checkRates(own: Rates, rates: { category: AgentCategory; rate: string }[], floor = zero()) {
  const out: Partial<Rates> = {};
  for (const { category, rate } of rates) {
    const bps = rateToBps(rate);
    if (bps > own[category]) throw AGENT_FAIL.rateTooHigh(category, bpsToRate(own[category]));
    if (bps < floor[category]) throw AGENT_FAIL.rateTooLow(category, bpsToRate(floor[category]));
    out[category] = bps;
  }
  return out;
}

/** Stores rates of one account (upsert per category). */
export async function storeRates(db: Db | Tx, userId: number, rates: Partial<Rates>, at: Date): Promise<void> {
  const rows = Object.entries(rates).map(([category, rateBps]) => ({ userId, category, rateBps, updatedAt: at }));
  for (const row of rows)
    await db
      .insert(agentRebates)
      .values(row)
      .onConflictDoUpdate({
        target: [agentRebates.userId, agentRebates.category],
        set: { rateBps: row.rateBps, updatedAt: at },
      });
}

async function ratesReply(ctx: AppContext, agent: AgentRef, userId: number): Promise<AgentRebateRates> {
  const [user] = await ctx.db
    .select({ username: users.username, uplineId: users.uplineId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.brandId, agent.brandId)));
  if (!user) throw AGENT_FAIL.notFound();
  const rates = await effectiveRates(ctx, agent.brandId, userId);
  const max =
    user.uplineId === null
      ? await brandRates(ctx, agent.brandId)
      : await effectiveRates(ctx, agent.brandId, user.uplineId);
  return {
    userId,
    userName: user.username,
    editable: user.uplineId === agent.id,
    rates: CATEGORIES.map((category) => ({
      category,
      rate: bpsToRate(rates[category]),
      max: bpsToRate(max[category]),
    })),
  };
}

/** The agent's own rates, or those of a member of its team. */
export async function getRates(ctx: AppContext, agent: AgentRef, userId?: number): Promise<AgentRebateRates> {
  if (userId !== undefined && userId !== agent.id && !(await depthBelow(ctx.db, agent.id, userId)))
    throw AGENT_FAIL.notFound();
  return ratesReply(ctx, agent, userId ?? agent.id);
}

/** Sets a direct downline's rates: at most the agent's own, at least what that account gave its own downline. */
export async function setRates(ctx: AppContext, agent: AgentRef, body: AgentRebatesSetBody): Promise<AgentRebateRates> {
  if ((await depthBelow(ctx.db, agent.id, body.userId)) !== 1) throw AGENT_FAIL.notFound();
  const own = await effectiveRates(ctx, agent.brandId, agent.id);
  const checked = checkRates(own, body.rates, await downlineFloor(ctx, body.userId));
  await storeRates(ctx.db, body.userId, checked, ctx.clock());
  return ratesReply(ctx, agent, body.userId);
}
