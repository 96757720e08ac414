// The VIP rules (issue 33): which level a member's totals over the review window give them. Pure, so the rule is read
// and tested in one place; services/vip/review.ts applies it.
import { startOfLocalDay } from '../wallet/localTime';

/** The review window in brand-local days: the last 30 complete days before the review's own day. */
export const WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

export interface Totals {
  depositCents: number;
  validStakeCents: number;
}

export interface LevelRule {
  level: number;
  /** Null: a review never promotes to the level (an operator may still set it). */
  reachDepositCents: number | null;
  reachValidStakeCents: number | null;
  /** 0: kept whatever the totals. Never above the reach thresholds (a CHECK constraint). */
  keepDepositCents: number;
  keepValidStakeCents: number;
}

/** [from, to): the WINDOW_DAYS complete brand-local days before the local day of `at`. */
export function reviewWindow(at: Date, timeZone: string): { from: Date; to: Date } {
  const to = startOfLocalDay(at, timeZone);
  // Half a day into the first day, so a daylight-saving shift inside the window cannot move it a day.
  const from = startOfLocalDay(new Date(to.getTime() - WINDOW_DAYS * DAY_MS + DAY_MS / 2), timeZone);
  return { from, to };
}

const reaches = (l: LevelRule, t: Totals) =>
  l.reachDepositCents !== null &&
  l.reachValidStakeCents !== null &&
  t.depositCents >= l.reachDepositCents &&
  t.validStakeCents >= l.reachValidStakeCents;

const keeps = (l: LevelRule, t: Totals) =>
  t.depositCents >= l.keepDepositCents && t.validStakeCents >= l.keepValidStakeCents;

const highest = (levels: LevelRule[]) => (levels.length ? Math.max(...levels.map((l) => l.level)) : null);

/**
 * The level the totals give: the highest level whose reach thresholds (deposits and valid stake, both) they meet, if
 * above the current one; else the current level while its keep thresholds are met; else the highest lower level
 * whose keep thresholds are met, or none. Since keep <= reach, applying the result and judging the same totals again
 * gives the same level (a second review changes nothing). A level the brand no longer has is left alone.
 */
export function targetLevel(levels: LevelRule[], current: number | null, t: Totals): number | null {
  const reached = highest(levels.filter((l) => reaches(l, t)));
  if (reached !== null && (current === null || reached > current)) return reached;
  if (current === null) return null;
  const own = levels.find((l) => l.level === current);
  if (!own || keeps(own, t)) return current;
  return highest(levels.filter((l) => l.level < current && keeps(l, t)));
}
