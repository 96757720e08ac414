// Daily salary, dividend and hourly salary contracts: an upline agent offers (requests) one, the agent accepts or
// declines it; pending offers are the SPEC §6 contract prompts.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  AgentContract,
  AgentContractDecideBody,
  AgentContractKind,
  AgentContractOfferBody,
  AgentContractRequestReply,
  AgentContractTerms,
  AgentContractsReply,
} from '@common/generated/api';
import type { AppContext } from '../../context';
import { agentContracts, users } from '../../db/schema';
import { NON_AGENT_TYPES } from '../accounts';
import { hasContracts, type AgentRef } from './access';
import { checkOffer } from './contractTerms';
import { AGENT_FAIL } from './failures';

type ContractRow = typeof agentContracts.$inferSelect;

/** Types 41 and 42 (and free types) have no contracts. */
export function assertContracts(agent: AgentRef): void {
  if (!hasContracts(agent)) throw AGENT_FAIL.noPermission();
}

async function views(ctx: AppContext, rows: ContractRow[]): Promise<AgentContract[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.agentId, ...(r.offeredBy ? [r.offeredBy] : [])]))];
  const names = new Map(
    ids.length
      ? (await ctx.db.select({ id: users.id, name: users.username }).from(users).where(inArray(users.id, ids))).map(
          (u) => [u.id, u.name],
        )
      : [],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as AgentContractKind,
    status: r.status as AgentContract['status'],
    agentId: r.agentId,
    agentName: names.get(r.agentId) ?? '',
    ...(r.offeredBy ? { offeredBy: names.get(r.offeredBy) ?? '' } : {}),
    terms: r.terms as AgentContractTerms,
    createdAt: r.createdAt.getTime(),
    ...(r.decidedAt ? { decidedAt: r.decidedAt.getTime() } : {}),
  }));
}

/** The agent's accepted contract of a kind, if any. */
export async function ownContract(ctx: AppContext, agentId: number, kind: AgentContractKind) {
  const [row] = await ctx.db
    .select()
    .from(agentContracts)
    .where(
      and(eq(agentContracts.agentId, agentId), eq(agentContracts.kind, kind), eq(agentContracts.status, 'accepted')),
    )
    .orderBy(desc(agentContracts.decidedAt), desc(agentContracts.id))
    .limit(1);
  return row;
}

/** One contract as the reply shows it. */
export async function contractView(ctx: AppContext, row: ContractRow): Promise<AgentContract> {
  return (await views(ctx, [row]))[0]!;
}

/** SPEC §3 contract response: pending offers per kind (zeros for types without contracts). */
export async function contractPrompts(ctx: AppContext, agent: AgentRef): Promise<AgentContractRequestReply> {
  const counts = { daily: 0, dividend: 0, hourly: 0 };
  if (hasContracts(agent)) {
    const rows = await ctx.db
      .select({ kind: agentContracts.kind, n: sql<number>`count(*)` })
      .from(agentContracts)
      .where(and(eq(agentContracts.agentId, agent.id), eq(agentContracts.status, 'pending')))
      .groupBy(agentContracts.kind);
    for (const r of rows) if (r.kind in counts) counts[r.kind as AgentContractKind] = Number(r.n);
  }
  return { dailysalreqtype: counts.daily, divtypecompperiodreq: counts.dividend, contracthoursalreq: counts.hourly };
}

/** Direct downline accounts of agent type. */
async function subAgents(ctx: AppContext, agent: AgentRef) {
  const rows = await ctx.db
    .select({ id: users.id, userName: users.username, type: users.type })
    .from(users)
    .where(and(eq(users.uplineId, agent.id), eq(users.brandId, agent.brandId)))
    .orderBy(users.username);
  return rows.filter((r) => !NON_AGENT_TYPES.includes(r.type)).map(({ id, userName }) => ({ id, userName }));
}

export async function listContracts(
  ctx: AppContext,
  agent: AgentRef,
  kind: AgentContractKind,
): Promise<AgentContractsReply> {
  assertContracts(agent);
  const own = await ownContract(ctx, agent.id, kind);
  const pending = await ctx.db
    .select()
    .from(agentContracts)
    .where(
      and(eq(agentContracts.agentId, agent.id), eq(agentContracts.kind, kind), eq(agentContracts.status, 'pending')),
    )
    .orderBy(desc(agentContracts.id));
  // The latest offer to each sub-agent.
  const offered = (
    await ctx.db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.offeredBy, agent.id), eq(agentContracts.kind, kind)))
      .orderBy(desc(agentContracts.id))
  ).filter((r, i, all) => all.findIndex((o) => o.agentId === r.agentId) === i);
  return {
    kind,
    ...(own ? { own: await contractView(ctx, own) } : {}),
    pending: await views(ctx, pending),
    offered: await views(ctx, offered),
    subAgents: await subAgents(ctx, agent),
  };
}

/** Offers a contract to a direct sub-agent within the agent's own terms; an undecided earlier offer is withdrawn. */
export async function offerContract(
  ctx: AppContext,
  agent: AgentRef,
  body: AgentContractOfferBody,
): Promise<AgentContract> {
  assertContracts(agent);
  const own = await ownContract(ctx, agent.id, body.kind);
  if (!own) throw AGENT_FAIL.noPermission();
  if (!(await subAgents(ctx, agent)).some((s) => s.id === body.agentId)) throw AGENT_FAIL.notFound();
  const terms = checkOffer(body.kind, body.terms, own.terms as AgentContractTerms);
  const now = ctx.clock();
  const row = await ctx.db.transaction(async (tx) => {
    await tx
      .update(agentContracts)
      .set({ status: 'withdrawn', decidedAt: now })
      .where(
        and(
          eq(agentContracts.agentId, body.agentId),
          eq(agentContracts.kind, body.kind),
          eq(agentContracts.status, 'pending'),
        ),
      );
    const [inserted] = await tx
      .insert(agentContracts)
      .values({
        brandId: agent.brandId,
        kind: body.kind,
        agentId: body.agentId,
        offeredBy: agent.id,
        terms,
        status: 'pending',
        createdAt: now,
      })
      .returning();
    return inserted!;
  });
  return contractView(ctx, row);
}

/** The agent accepts (ending its previous accepted contract of that kind) or declines an offer made to it. */
export async function decideContract(
  ctx: AppContext,
  agent: AgentRef,
  id: number,
  body: AgentContractDecideBody,
): Promise<AgentContract> {
  assertContracts(agent);
  const now = ctx.clock();
  const row = await ctx.db.transaction(async (tx) => {
    const [offer] = await tx
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.id, id), eq(agentContracts.agentId, agent.id)))
      .for('update');
    if (!offer) throw AGENT_FAIL.notFound();
    if (offer.status !== 'pending') throw AGENT_FAIL.contractDecided(offer.status);
    if (body.accept)
      await tx
        .update(agentContracts)
        .set({ status: 'ended', decidedAt: now })
        .where(
          and(
            eq(agentContracts.agentId, agent.id),
            eq(agentContracts.kind, offer.kind),
            eq(agentContracts.status, 'accepted'),
          ),
        );
    const [decided] = await tx
      .update(agentContracts)
      .set({ status: body.accept ? 'accepted' : 'declined', decidedAt: now })
      .where(eq(agentContracts.id, id))
      .returning();
    return decided!;
  });
  return contractView(ctx, row);
}
