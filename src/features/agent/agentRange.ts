import { AGENT_MAX_DAYS_BACK, AGENT_MAX_PERIOD_DAYS } from '@common/agentPeriod';
import type { AgentCategory } from '@common/generated/api';
import type { DateRange } from '../../ui/dateRange';

/** The bet categories rebates are set for, in the order screens list them (SPEC §9 game categories). */
export const AGENT_CATEGORIES: readonly AgentCategory[] = [
  'lottery',
  'slots',
  'fish',
  'live',
  'sports',
  'esports',
  'poker',
];

/** The server's period limits for every agent report (common/agentPeriod.ts, shared with the server). */
export const AGENT_RANGE_LIMITS = { maxDays: AGENT_MAX_PERIOD_DAYS, maxDaysBack: AGENT_MAX_DAYS_BACK } as const;

/** A picked range as every agent report's query takes it. */
export const agentPeriod = (range: Pick<DateRange, 'from' | 'to'>) => ({ startDate: range.from, endDate: range.to });
