// The demo agent's team, planned in memory (deterministic per brand): who is below whom with which rebate rates,
// then each member's deposits, vendor-feed bets (a bet above the balance is refused, as the live feed does) and
// sign-ins. agentSeedWrite.ts writes the plan set-based.
import type { AgentContractTerms } from '@common/generated/api';
import { prng } from '../../content/svg';
import { feedNodeIds } from '../../services/records/gameIndex';
import { generateFeedBets, type FeedBet } from '../../services/records/vendorFeed';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const CATEGORIES = ['lottery', 'slots', 'fish', 'live', 'sports', 'esports', 'poker'];

export interface PlannedAccount {
  username: string;
  type: number;
  /** Username of the upline in the plan, or null for the demo agent itself. */
  upline: string | null;
  createdAt: Date;
  rates: Record<string, number>;
}

export interface TeamPlan {
  agents: PlannedAccount[];
  members: PlannedAccount[];
}

/** Sub-agents (agent1 has one of its own) and how many members sit directly below each, the demo agent first. */
export const TEAM_SHAPE = [
  { username: 'subagent1', upline: null, members: 45 },
  { username: 'subagent2', upline: null, members: 45 },
  { username: 'subagent3', upline: null, members: 45 },
  { username: 'subagent1a', upline: 'subagent1', members: 15 },
] as const;
export const DIRECT_MEMBERS = 60;
/** Bets drawn per member over the history (some are refused for want of balance). */
const BETS_PER_MEMBER = 10;
const HISTORY_DAYS = 60;

const seedOf = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

/** Rates a step below the upline's, per category (never negative). */
const below = (rates: Record<string, number>, step: number) =>
  Object.fromEntries(CATEGORIES.map((c) => [c, Math.max(0, (rates[c] ?? 0) - step)]));

export function planDemoTeam(o: { brandId: string; now: Date; rates: Record<string, number> }): TeamPlan {
  const rand = prng(seedOf(`team:${o.brandId}`));
  const ago = (days: number) => new Date(o.now.getTime() - days * DAY_MS);
  const agentRates = new Map<string | null, Record<string, number>>([[null, o.rates]]);
  const agents = TEAM_SHAPE.map((a) => {
    const rates = below(agentRates.get(a.upline)!, a.upline ? 10 : 20);
    agentRates.set(a.username, rates);
    return { username: a.username, type: 1, upline: a.upline, createdAt: ago(120), rates };
  });
  const counts: [string | null, number][] = [
    [null, DIRECT_MEMBERS],
    ...TEAM_SHAPE.map((a) => [a.username, a.members] as [string, number]),
  ];
  const members: PlannedAccount[] = [];
  for (const [upline, n] of counts)
    for (let i = 0; i < n; i++) {
      const index = members.length + 1;
      // Most joined over the last 90 days; every 40th today (within the last two hours).
      const createdAt =
        index % 40 === 0 ? new Date(o.now.getTime() - Math.floor(rand() * 120) * MINUTE_MS) : ago(1 + rand() * 89);
      members.push({
        username: `team${String(index).padStart(3, '0')}`,
        type: 0,
        upline,
        createdAt,
        rates: below(agentRates.get(upline)!, 20 + Math.floor(rand() * 3) * 10),
      });
    }
  return { agents, members };
}

export interface Deposit {
  userId: number;
  orderId: string;
  amountCents: number;
  at: Date;
}

/** A movement of one member's wallet, with the balance after each of its entries. */
export type Movement =
  | { type: 'deposit'; at: Date; deposit: Deposit; balanceAfter: number }
  | { type: 'bet'; at: Date; bet: FeedBet; afterStake: number; afterWin: number };

export interface MoneyPlan {
  movements: Movement[];
  balances: Map<number, number>;
  sessions: { userId: number; createdAt: Date }[];
}

const hex = (rand: () => number, n: number) =>
  Array.from({ length: n }, () => Math.floor(rand() * 16).toString(16))
    .join('')
    .toUpperCase();

/** Deposits, bets and sign-ins of the members (ids known), in time order; a bet above the balance is refused. */
export function planMoney(o: { brandId: string; now: Date; members: { id: number; createdAt: Date }[] }): MoneyPlan {
  const rand = prng(seedOf(`money:${o.brandId}`));
  const now = o.now.getTime();
  const deposits: Deposit[] = [];
  const firstDeposit = new Map<number, number>();
  for (const m of o.members) {
    const first = m.createdAt.getTime() + (5 + Math.floor(rand() * 55)) * MINUTE_MS;
    const times = [first, ...Array.from({ length: Math.floor(rand() * 3) }, () => first + rand() * (now - first))];
    firstDeposit.set(m.id, first);
    for (const t of times.filter((x) => x < now - MINUTE_MS))
      deposits.push({
        userId: m.id,
        orderId: `D${hex(rand, 16)}`,
        amountCents: (5 + Math.floor(rand() * 26)) * 100_00,
        at: new Date(t),
      });
  }
  const bets = generateFeedBets({
    brandId: o.brandId,
    userIds: o.members.map((m) => m.id),
    nodeIds: feedNodeIds(),
    from: new Date(now - HISTORY_DAYS * DAY_MS),
    to: new Date(now - 2 * MINUTE_MS),
    count: BETS_PER_MEMBER * o.members.length,
    seed: seedOf(`bets:${o.brandId}`),
  }).filter((b) => b.placedAt.getTime() > (firstDeposit.get(b.userId) ?? Infinity));

  const events = [
    ...deposits.map((d) => ({ at: d.at, userId: d.userId, deposit: d, bet: undefined })),
    ...bets.map((b) => ({ at: b.settledAt, userId: b.userId, deposit: undefined, bet: b })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  const balances = new Map<number, number>(o.members.map((m) => [m.id, 0]));
  const movements: Movement[] = [];
  for (const e of events) {
    const before = balances.get(e.userId)!;
    if (e.deposit) {
      balances.set(e.userId, before + e.deposit.amountCents);
      movements.push({ type: 'deposit', at: e.at, deposit: e.deposit, balanceAfter: before + e.deposit.amountCents });
    } else if (e.bet && e.bet.stakeCents <= before) {
      const afterStake = before - e.bet.stakeCents;
      balances.set(e.userId, afterStake + e.bet.winCents);
      movements.push({ type: 'bet', at: e.at, bet: e.bet, afterStake, afterWin: afterStake + e.bet.winCents });
    }
  }

  // Sign-ins over the last two weeks; every 25th member is online now (signed in minutes ago).
  const sessions: MoneyPlan['sessions'] = [];
  o.members.forEach((m, i) => {
    const since = Math.max(m.createdAt.getTime(), now - 14 * DAY_MS);
    for (let k = Math.floor(rand() * 4); k > 0; k--)
      sessions.push({ userId: m.id, createdAt: new Date(since + rand() * (now - since)) });
    if (i % 25 === 0)
      sessions.push({ userId: m.id, createdAt: new Date(now - Math.floor(1 + rand() * 9) * MINUTE_MS) });
  });
  return { movements, balances, sessions };
}

const tier = (minValidStake: string, minActive: number, value: string) => ({ minValidStake, minActive, value });

/** Contract terms of the demo: the brand's with the demo agent, and the agent's offers to its sub-agents. */
export const DEMO_TERMS: Record<string, AgentContractTerms> = {
  daily: { tiers: [tier('1000.00', 10, '50.00'), tier('3000.00', 20, '150.00'), tier('6000.00', 30, '400.00')] },
  dailyRevised: { tiers: [tier('1000.00', 10, '60.00'), tier('3000.00', 20, '180.00'), tier('6000.00', 30, '450.00')] },
  dividend: {
    period: 'half_month',
    tiers: [tier('10000.00', 10, '10.00'), tier('40000.00', 30, '20.00'), tier('80000.00', 50, '30.00')],
  },
  hourly: { tiers: [tier('100.00', 1, '2.00'), tier('500.00', 3, '8.00')] },
  subDaily: { tiers: [tier('1000.00', 10, '30.00'), tier('3000.00', 20, '100.00')] },
  subDividend: { period: 'half_month', tiers: [tier('10000.00', 10, '8.00'), tier('40000.00', 30, '15.00')] },
};
