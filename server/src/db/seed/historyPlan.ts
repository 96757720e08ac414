// The demo member's past, planned in memory (deterministic by seed): deposits, withdrawals and vendor-feed bets over
// the last days, applied in time order to a simulated balance exactly as the live services would (a bet or a
// withdrawal above the balance is refused), with the running balance after every member entry.
import type { ChannelConfig } from '../../content/paymentMethods';
import { prng } from '../../content/svg';
import type { FeedBet } from '../../services/records/vendorFeed';
import { feeCents } from '../../services/wallet/amounts';

export interface HistoryInput {
  startBalanceCents: number;
  from: Date;
  to: Date;
  bets: FeedBet[];
  channels: ChannelConfig[];
  seed: number;
}

export interface PlannedDeposit {
  orderId: string;
  channel: ChannelConfig;
  amountCents: number;
  feeCents: number;
  state: 'paid' | 'failed' | 'expired';
  at: Date;
}

export interface PlannedWithdrawal {
  key: string;
  amountCents: number;
  state: 'paid' | 'rejected' | 'pending';
  at: Date;
  decidedAt: Date | null;
  reason: string | null;
}

/** One ledger movement of the member, in time order, with the member's balance after each of its entries. */
export type Movement =
  | { type: 'deposit'; at: Date; deposit: PlannedDeposit; balanceAfter: number }
  | { type: 'withdraw'; at: Date; withdrawal: PlannedWithdrawal; balanceAfter: number }
  | { type: 'withdraw-paid'; at: Date; withdrawal: PlannedWithdrawal }
  | { type: 'withdraw-returned'; at: Date; withdrawal: PlannedWithdrawal; balanceAfter: number }
  | { type: 'bet'; at: Date; bet: FeedBet; afterStake: number; afterWin: number };

export interface HistoryPlan {
  deposits: PlannedDeposit[];
  withdrawals: PlannedWithdrawal[];
  movements: Movement[];
  endBalanceCents: number;
}

const DAY_MS = 86_400_000;

const hex = (rand: () => number, n: number) =>
  Array.from({ length: n }, () => Math.floor(rand() * 16).toString(16))
    .join('')
    .toUpperCase();

type Event =
  | { at: number; kind: 'deposit'; deposit: PlannedDeposit }
  | { at: number; kind: 'withdraw'; withdrawal: PlannedWithdrawal }
  | { at: number; kind: 'decide'; withdrawal: PlannedWithdrawal }
  | { at: number; kind: 'bet'; bet: FeedBet };

function plannedDeposits(input: HistoryInput, rand: () => number): PlannedDeposit[] {
  const out: PlannedDeposit[] = [];
  const span = input.to.getTime() - input.from.getTime();
  const open = input.channels.filter((c) => !c.off && !c.window);
  for (let t = input.from.getTime() + 3_600_000; t < input.from.getTime() + span; t += (2 + rand() * 3) * DAY_MS) {
    const channel = open[Math.floor(rand() * open.length)]!;
    const presets = channel.presetsCents.filter((p) => p >= channel.minCents && p <= channel.maxCents);
    const amountCents = presets[Math.floor(rand() * Math.min(presets.length, 4))] ?? channel.minCents;
    const roll = rand();
    const state = roll < 0.08 ? 'failed' : roll < 0.14 ? 'expired' : 'paid';
    const fee = feeCents(channel, amountCents);
    out.push({ orderId: `D${hex(rand, 16)}`, channel, amountCents, feeCents: fee, state, at: new Date(t) });
  }
  return out;
}

function plannedWithdrawals(input: HistoryInput, rand: () => number): PlannedWithdrawal[] {
  const span = input.to.getTime() - input.from.getTime();
  const states: PlannedWithdrawal['state'][] = ['paid', 'paid', 'rejected', 'paid', 'pending'];
  return states.map((state, i) => {
    const at = new Date(input.from.getTime() + span * ((i + 1) / (states.length + 0.5)) + rand() * 6 * 3_600_000);
    const decided = Math.min(at.getTime() + (1 + rand() * 20) * 3_600_000, input.to.getTime());
    const decidedAt = state === 'pending' ? null : new Date(Math.max(decided, at.getTime()));
    const amountCents = (5 + Math.floor(rand() * 26)) * 100_00;
    return { key: `seed-withdraw-${i + 1}`, amountCents, state, at, decidedAt, reason: null };
  });
}

/** Plans the history; refused bets and withdrawals (above the balance at their time) are left out. */
export function planHistory(input: HistoryInput): HistoryPlan {
  const rand = prng(input.seed);
  const deposits = plannedDeposits(input, rand);
  const candidates = plannedWithdrawals(input, rand);
  const events: Event[] = [
    ...deposits
      .filter((d) => d.state === 'paid')
      .map((d) => ({ at: d.at.getTime(), kind: 'deposit' as const, deposit: d })),
    ...candidates.map((w) => ({ at: w.at.getTime(), kind: 'withdraw' as const, withdrawal: w })),
    ...input.bets.map((b) => ({ at: b.settledAt.getTime(), kind: 'bet' as const, bet: b })),
  ].sort((a, b) => a.at - b.at);

  let balance = input.startBalanceCents;
  const movements: Movement[] = [];
  const withdrawals: PlannedWithdrawal[] = [];
  const pendingDecisions: Event[] = [];
  const takeDecisionsUntil = (t: number) => {
    pendingDecisions.sort((a, b) => a.at - b.at);
    while (pendingDecisions.length && pendingDecisions[0]!.at <= t) {
      const e = pendingDecisions.shift()!;
      if (e.kind !== 'decide') continue;
      const w = e.withdrawal;
      if (w.state === 'paid') movements.push({ type: 'withdraw-paid', at: new Date(e.at), withdrawal: w });
      else {
        balance += w.amountCents;
        movements.push({ type: 'withdraw-returned', at: new Date(e.at), withdrawal: w, balanceAfter: balance });
      }
    }
  };
  for (const e of events) {
    takeDecisionsUntil(e.at);
    if (e.kind === 'deposit') {
      balance += e.deposit.amountCents;
      movements.push({ type: 'deposit', at: new Date(e.at), deposit: e.deposit, balanceAfter: balance });
    } else if (e.kind === 'withdraw') {
      if (e.withdrawal.amountCents > balance) continue;
      balance -= e.withdrawal.amountCents;
      withdrawals.push(e.withdrawal);
      movements.push({ type: 'withdraw', at: new Date(e.at), withdrawal: e.withdrawal, balanceAfter: balance });
      if (e.withdrawal.state === 'rejected') e.withdrawal.reason = 'Account name does not match the payee name';
      if (e.withdrawal.decidedAt)
        pendingDecisions.push({ at: e.withdrawal.decidedAt.getTime(), kind: 'decide', withdrawal: e.withdrawal });
    } else if (e.kind === 'bet') {
      if (e.bet.stakeCents > balance) continue;
      const afterStake = balance - e.bet.stakeCents;
      balance = afterStake + e.bet.winCents;
      movements.push({ type: 'bet', at: new Date(e.at), bet: e.bet, afterStake, afterWin: balance });
    }
  }
  takeDecisionsUntil(Number.POSITIVE_INFINITY);
  return { deposits, withdrawals, movements, endBalanceCents: balance };
}
