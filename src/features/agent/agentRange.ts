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

/** The server's period limits for every agent report (at most 92 days after the first day). */
export const AGENT_RANGE_LIMITS = { maxDays: 93, maxDaysBack: 365 } as const;

/** A picked range as every agent report's query takes it. */
export const agentPeriod = (range: Pick<DateRange, 'from' | 'to'>) => ({ startDate: range.from, endDate: range.to });
