import { useState } from 'react';
import { initialRange, useBrandToday } from '../../ui/DateRangePicker';
import type { DateRange, RangeLimits } from '../../ui/dateRange';
import { AGENT_RANGE_LIMITS } from './agentRange';

/** A report's period, starting today in the brand's zone, with the limits the picker keeps it within. */
export function useAgentRange(limits: RangeLimits = AGENT_RANGE_LIMITS) {
  const today = useBrandToday();
  const [range, setRange] = useState<DateRange>(() => initialRange(today, limits));
  return { today, range, setRange, limits };
}
