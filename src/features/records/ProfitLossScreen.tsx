import type { RecordProfitLossReply } from '@common/generated/api';
import { observer } from 'mobx-react-lite';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/callApi';
import { RECORD_RANGE_LIMITS } from './reportLimits';

import { useRemoteData } from '../../api/useRemoteData';
import { formatMoney } from '../../i18n/formatMoney';
import type { MenuItem } from '../../registry/menus/menuItem';
import { initialRange, useBrandToday } from '../../ui/DateRangePicker';
import { formatDay, type DateRange } from '../../ui/dateRange';
import { AsyncView } from '../../ui/LoadState';
import { TabPanel, Tabs } from '../../ui/Tabs';
import { categoryLabel } from './betText';
import type { PnlPoint } from './pnlChartTypes';
import { PnlChartSlot } from './PnlChartSlot';
import { PnlTable, type PnlLine } from './PnlTable';
import { Notice, Panel, RecordsPage, Signed } from './recordsLayout';
import { reportRefusal } from './reportRefusal';
import { ReportFilters } from './ReportFilters';
import { ReportTotals } from './ReportTotals';
import { useRecordMoney } from './useRecordMoney';
import { DEFAULT_PRESET } from './useReportStore';

type View = 'day' | 'category';

const VIEWS: readonly MenuItem[] = [
  { id: 'day', labelKey: 'records.pnl.byDay' },
  { id: 'category', labelKey: 'records.pnl.byCategory' },
];

/** The period's sums as a chart and a table, by day (oldest to newest, as a timeline reads) or by category. */
function PnlReport({ data, view, period }: { data: RecordProfitLossReply; view: View; period: string }) {
  const { t } = useTranslation();
  const { signed, cents, symbol } = useRecordMoney();
  const lines: PnlLine[] = useMemo(
    () =>
      view === 'day'
        ? [...data.days].reverse().map((d) => ({
            ...d,
            key: d.date,
            label: formatDay(d.date, 'MM/DD/YYYY'),
            short: formatDay(d.date, 'MM/DD'),
          }))
        : data.categories.map((c) => ({ ...c, key: c.category, label: categoryLabel(t, c.category) })),
    [data, view, t],
  );
  const points: PnlPoint[] = useMemo(
    () =>
      lines.map((line) => ({
        label: line.short ?? line.label,
        cents: cents(line.net),
        text: signed(line.net),
      })),
    [lines, cents, signed],
  );
  // Whole pesos on the axis read "₱1,000" (exact amounts are in the tooltips and the table).
  const axisText = useCallback(
    (pesos: number) => {
      const text = formatMoney(pesos, symbol);
      return Number.isInteger(pesos) ? text.slice(0, -3) : text;
    },
    [symbol],
  );
  const viewName = t(view === 'day' ? 'records.pnl.byDay' : 'records.pnl.byCategory');
  const summary = t('records.pnl.chartSummary', {
    view: viewName,
    period,
    net: signed(data.totals.net),
    count: data.totals.count,
  });
  return (
    <>
      <PnlChartSlot summary={summary} points={points} axisText={axisText} />
      <PnlTable
        caption={t('records.pnl.table', { view: viewName })}
        firstColumn={t(view === 'day' ? 'records.pnl.day' : 'records.pnl.category')}
        lines={lines}
        totals={data.totals}
      />
    </>
  );
}

/**
 * Profit and loss (/m/profitandloss, PERSREP): the member's settled bets of a period summed per day and per category,
 * as a chart (a lazy chunk) and a table (its accessible form), with the period's totals.
 */
export const ProfitLossScreen = observer(function ProfitLossScreen() {
  const { t } = useTranslation();
  const { money, signed, cents } = useRecordMoney();
  const today = useBrandToday();
  const idPrefix = useId();
  const [range, setRange] = useState<DateRange>(() => initialRange(today, RECORD_RANGE_LIMITS, DEFAULT_PRESET));
  const [view, setView] = useState<View>('day');
  const pnl = useRemoteData(
    async () =>
      (await callApi('recordProfitLoss', { query: { startDate: range.from, endDate: range.to, moduleId: 'PERSPNL3' } }))
        .value,
    [range.from, range.to],
  );
  const refusal = pnl.failed ? reportRefusal(t, pnl.error) : undefined;
  const period =
    range.from === range.to
      ? formatDay(range.from)
      : t('dateRange.span', { from: formatDay(range.from), to: formatDay(range.to) });
  // Totals belong to one period: hidden while another period loads (the chart and table of the last one may stay).
  const totals = pnl.failed || pnl.loading ? undefined : pnl.data?.totals;
  return (
    <RecordsPage>
      <ReportFilters range={range} onRange={setRange} today={today} />
      <ReportTotals
        items={
          totals && [
            { label: t('records.pnl.bets'), value: totals.count },
            { label: t('records.bets.stake'), value: money(totals.stake) },
            { label: t('records.bets.validStake'), value: money(totals.validStake) },
            { label: t('records.bets.win'), value: money(totals.win) },
            {
              label: t('records.bets.net'),
              value: <Signed sign={Math.sign(cents(totals.net))}>{signed(totals.net)}</Signed>,
            },
          ]
        }
      />
      {refusal ? (
        <Notice role="alert">{refusal}</Notice>
      ) : (
        <Panel aria-label={t('route.profitandloss')}>
          <AsyncView state={pnl} isEmpty={(data) => data.totals.count === 0} empty={t('records.pnl.empty')}>
            {(data) => (
              <>
                <Tabs
                  items={VIEWS}
                  selectedId={view}
                  onSelect={(id) => setView(id as View)}
                  label={t('records.pnl.view')}
                  idPrefix={idPrefix}
                  panelId={`${idPrefix}-panel`}
                />
                <TabPanel id={`${idPrefix}-panel`} idPrefix={idPrefix} selectedId={view}>
                  <PnlReport data={data} view={view} period={period} />
                </TabPanel>
              </>
            )}
          </AsyncView>
        </Panel>
      )}
    </RecordsPage>
  );
});

export default ProfitLossScreen;
