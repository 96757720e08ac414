import type { DepositOrder, RecordDepositsQuery, RecordDepositTotals } from '@common/generated/api';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../api/callApi';
import { RECORD_PAGE_SIZE } from './reportLimits';

import { paths, withQuery } from '../../registry/paths';
import { useBrandTime } from '../../stores/useBrandTime';
import { SelectField } from '../../ui/form/SelectField';
import { EndlessList } from './EndlessList';
import { RecordState } from './RecordState';
import { RecordRow, RecordsPage } from './recordsLayout';
import { reportRefusal } from './reportRefusal';
import { ReportFilters } from './ReportFilters';
import { ReportTotals } from './ReportTotals';
import { useRecordMoney } from './useRecordMoney';
import { useReportStore } from './useReportStore';

type Filters = Pick<RecordDepositsQuery, 'state' | 'method'>;

const STATES = ['pending', 'paid', 'failed', 'expired'] as const;
const METHODS = ['EWALLET', 'BANK', 'QR', 'CRYPTO'] as const;

/** One order: amount and channel, its state, when, and a way back to a pending order. */
function DepositRow({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  const { money } = useRecordMoney();
  const { formatDate } = useBrandTime();
  return (
    <RecordRow>
      <span>
        <strong>{money(order.amount)}</strong> · {order.channelName}
      </span>
      <span className="end">
        <RecordState state={order.state} />
      </span>
      <small>
        {formatDate(order.createdAt, 'YYYY-MM-DD HH:mm')} · {t('records.deposit.order', { id: order.id })}
      </small>
      {order.state === 'pending' ? (
        <Link className="end" to={withQuery(paths.voucherCenter, { order: order.id })}>
          {t('records.deposit.payNow', { id: order.id })}
        </Link>
      ) : (
        <small className="end">{t(`records.deposit.methods.${order.method}`)}</small>
      )}
    </RecordRow>
  );
}

/** The deposit record (/m/vouReport, DEPRECM3): orders of a period by state and method, with the period's totals. */
export const DepositRecordScreen = observer(function DepositRecordScreen() {
  const { t } = useTranslation();
  const { money } = useRecordMoney();
  const { store, today } = useReportStore<DepositOrder, Filters, RecordDepositTotals>(
    async (query) => (await callApi('recordDeposits', { query: { size: RECORD_PAGE_SIZE, ...query } })).value,
    {},
    (order) => order.id,
  );
  const totals = store.totals;
  const all = { value: '', label: t('records.all') };
  return (
    <RecordsPage>
      <ReportFilters range={store.range} onRange={(range) => store.setRange(range)} today={today}>
        <SelectField
          name="state"
          label={t('records.deposit.state')}
          value={store.filters.state ?? ''}
          options={[all, ...STATES.map((s) => ({ value: s, label: t(`records.state.${s}`) }))]}
          onChange={(state) => store.setFilters({ ...store.filters, state: (state || undefined) as Filters['state'] })}
        />
        <SelectField
          name="method"
          label={t('records.deposit.method')}
          value={store.filters.method ?? ''}
          options={[all, ...METHODS.map((m) => ({ value: m, label: t(`records.deposit.methods.${m}`) }))]}
          onChange={(method) =>
            store.setFilters({ ...store.filters, method: (method || undefined) as Filters['method'] })
          }
        />
      </ReportFilters>
      <ReportTotals
        items={
          totals && [
            { label: t('records.count'), value: totals.count },
            { label: t('records.deposit.amount'), value: money(totals.amount) },
            { label: t('records.deposit.fee'), value: money(totals.fee) },
            { label: t('records.deposit.paidCount'), value: totals.paidCount },
            { label: t('records.deposit.paid'), value: money(totals.paidAmount) },
          ]
        }
      />
      <EndlessList
        list={store.list}
        label={t('records.deposit.list')}
        empty={t('records.deposit.empty')}
        itemKey={(order) => order.id}
        refusal={reportRefusal(t, store.error)}
      >
        {(order) => <DepositRow order={order} />}
      </EndlessList>
    </RecordsPage>
  );
});

export default DepositRecordScreen;
