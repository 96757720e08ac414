// @vitest-environment node
// The agent centre's date pickers and the server refuse the same report periods (issue 33: the client offered 93
// days where the server took 92). Each boundary is asked of both: the client's rangeProblem with the agent limits,
// and the server's parsePeriod.
import { expect, test } from 'vitest';
import { AGENT_HOURLY_MAX_DAYS } from '@common/agentPeriod';
import { AGENT_RANGE_LIMITS } from '../../src/features/agent/agentRange';
import { addDays, rangeProblem, type RangeLimits } from '../../src/ui/dateRange';
import type { AppContext } from '../../server/src/context';
import { localDay, parsePeriod } from '../../server/src/services/agent/period';

const now = new Date('2026-11-27T10:00:00Z');
const ctx = {
  brands: new Map([['lucky-peso', { brand: { timeZone: 'Asia/Manila' } }]]),
  clock: () => now,
} as unknown as AppContext;
const today = localDay(now, 'Asia/Manila');

const serverTakes = (from: string, to: string, maxDays?: number) => {
  try {
    parsePeriod(ctx, 'lucky-peso', from, to, maxDays);
    return true;
  } catch {
    return false;
  }
};
const clientTakes = (from: string, to: string, limits: RangeLimits) =>
  rangeProblem(from, to, today, limits) === undefined;

const hourly = { ...AGENT_RANGE_LIMITS, maxDays: AGENT_HOURLY_MAX_DAYS };
const cases: [string, string, string, RangeLimits, number | undefined, boolean][] = [
  ['92 days', addDays(today, -91), today, AGENT_RANGE_LIMITS, undefined, true],
  ['93 days', addDays(today, -92), today, AGENT_RANGE_LIMITS, undefined, false],
  ['a start 365 days back', addDays(today, -365), addDays(today, -300), AGENT_RANGE_LIMITS, undefined, true],
  ['a start 366 days back', addDays(today, -366), addDays(today, -300), AGENT_RANGE_LIMITS, undefined, false],
  ['3 hourly days', addDays(today, -2), today, hourly, AGENT_HOURLY_MAX_DAYS, true],
  ['4 hourly days', addDays(today, -3), today, hourly, AGENT_HOURLY_MAX_DAYS, false],
];

test.each(cases)('%s: the client and the server agree', (_, from, to, limits, maxDays, taken) => {
  expect(clientTakes(from, to, limits)).toBe(taken);
  expect(serverTakes(from, to, maxDays)).toBe(taken);
});
