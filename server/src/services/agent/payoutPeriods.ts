// Which periods of an agent's earnings a settlement pays (docs/agent-centre.md, "Payouts"): a period is paid once it
// is over in the brand's time zone, plus a short lag for bets placed just before its end to settle, and only while it
// ended within the look-back (a settlement catches up on periods missed while no job ran, never older ones).
import type { AgentEarningKind } from '../../content/decisions/types';
import { zoneOffsetMs } from '../wallet/localTime';
import { localDay, localDayStart, nextDay, type Period } from './period';

export type EarningKind = AgentEarningKind;

/** How long after its end a period waits: bets are written when they settle, a feed round a moment after placing. */
export const SETTLE_LAG_MS = 5 * 60_000;
/** How far back a settlement looks for periods not paid yet. */
export const LOOKBACK_DAYS = 7;
const DAY_MS = 86_400_000;

/** The brand-local days a settlement at `tick` looks at: LOOKBACK_DAYS before it up to its own day. */
export function settlementWindow(tick: Date, timeZone: string): Period {
  const startDate = localDay(new Date(tick.getTime() - LOOKBACK_DAYS * DAY_MS), timeZone);
  const endDate = localDay(tick, timeZone);
  return {
    from: localDayStart(startDate, timeZone),
    to: localDayStart(nextDay(endDate), timeZone),
    startDate,
    endDate,
    timeZone,
  };
}

/** Whether a period ending at `end` is due at `tick`: over (with the lag) and within the look-back. */
export const isDue = (end: Date, tick: Date) =>
  end.getTime() + SETTLE_LAG_MS <= tick.getTime() && end.getTime() > tick.getTime() - LOOKBACK_DAYS * DAY_MS;

/** The period's label in the idempotency key: its brand-local first day, or an hour's start instant (UTC ISO). */
export const periodLabel = (kind: EarningKind, start: Date, timeZone: string) =>
  kind === 'hourly' ? start.toISOString() : localDay(start, timeZone);

/** The key that moves a period's money once: agent-<kind>:<agentId>:<period>. */
export const payoutKey = (kind: EarningKind, agentId: number, period: string) => `agent-${kind}:${agentId}:${period}`;

const hourMinute = (at: Date, timeZone: string) =>
  new Date(at.getTime() + zoneOffsetMs(at, timeZone)).toISOString().slice(11, 16);

/** The period as the agent reads it in the brand's zone: a day, a day and hours, or the first and last day. */
export function periodText(kind: EarningKind, start: Date, end: Date, timeZone: string): string {
  const day = localDay(start, timeZone);
  if (kind === 'hourly') return `${day} ${hourMinute(start, timeZone)}–${hourMinute(end, timeZone)}`;
  if (kind === 'dividend') return `${day} – ${localDay(new Date(end.getTime() - 1), timeZone)}`;
  return day;
}
