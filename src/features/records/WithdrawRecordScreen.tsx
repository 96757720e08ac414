import type { RecordWithdrawalsQuery, RecordWithdrawalTotals, Withdrawal } from '@common/generated/api';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/callApi';
import { RECORD_PAGE_SIZE } from './reportLimits';

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

type Filters = Pick<RecordWithdrawalsQuery, 'state'>;

const STATES = ['pending', 'paid', 'rejected'] as const;

/** One withdrawal: amount and card, its state, when, and why it was rejected. */
function WithdrawalRow({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const { money } = useRecordMoney();
  const { formatDate } = useBrandTime();
  return (
    <RecordRow>
      <span>
        <strong>{money(w.amount)}</strong> · {w.bankName} {w.accountMasked}
      </span>
      <span className="end">
        <RecordState state={w.state} />
      </span>
      <small>
        {formatDate(w.createdAt, 'YYYY-MM-DD HH:mm')}
        {w.reason ? ` · ${t('records.withdraw.reason', { reason: w.reason })}` : ''}
      </small>
    </RecordRow>
  );
}

/** The withdrawal record (/m/withdrawReport, WITHREC3): pending, paid and rejected withdrawals of a period. */
export const WithdrawRecordScreen = observer(function WithdrawRecordScreen() {
  const { t } = useTranslation();
  const { money } = useRecordMoney();
  const { store, today } = useReportStore<Withdrawal, Filters, RecordWithdrawalTotals>(
    async (query) => (await callApi('recordWithdrawals', { query: { size: RECORD_PAGE_SIZE, ...query } })).value,
    {},
    (w) => w.id,
  );
  const totals = store.totals;
  return (
    <RecordsPage>
      <ReportFilters range={store.range} onRange={(range) => store.setRange(range)} today={today}>
        <SelectField
          name="state"
          label={t('records.withdraw.state')}
          value={store.filters.state ?? ''}
          options={[
            { value: '', label: t('records.all') },
            ...STATES.map((s) => ({ value: s, label: t(`records.state.${s}`) })),
          ]}
          onChange={(state) => store.setFilters({ state: (state || undefined) as Filters['state'] })}
        />
      </ReportFilters>
      <ReportTotals
        items={
          totals && [
            { label: t('records.count'), value: totals.count },
            { label: t('records.withdraw.amount'), value: money(totals.amount) },
            { label: t('records.withdraw.paid'), value: money(totals.paidAmount) },
            { label: t('records.withdraw.pending'), value: money(totals.pendingAmount) },
          ]
        }
      />
      <EndlessList
        list={store.list}
        label={t('records.withdraw.list')}
        empty={t('records.withdraw.empty')}
        itemKey={(w) => w.id}
        refusal={reportRefusal(t, store.error)}
      >
        {(w) => <WithdrawalRow withdrawal={w} />}
      </EndlessList>
    </RecordsPage>
  );
});

export default WithdrawRecordScreen;
