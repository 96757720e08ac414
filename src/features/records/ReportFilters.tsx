import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORD_RANGE_LIMITS } from './reportLimits';
import { DateRangePicker } from '../../ui/DateRangePicker';
import type { DateRange } from '../../ui/dateRange';
import { FilterRow, Panel } from './recordsLayout';

/** A report's filters: the period (within what the records server accepts) and the screen's own selects. */
export const ReportFilters = observer(function ReportFilters({
  range,
  onRange,
  today,
  children,
}: {
  range: DateRange;
  onRange: (range: DateRange) => void;
  today: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{t('records.filters')}</h2>
      <DateRangePicker value={range} onChange={onRange} limits={RECORD_RANGE_LIMITS} today={today} />
      {children && <FilterRow>{children}</FilterRow>}
    </Panel>
  );
});
