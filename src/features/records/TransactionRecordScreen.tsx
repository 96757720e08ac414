import type { RecordTransaction, RecordTransactionsQuery, RecordTransactionTotals } from '@common/generated/api';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callApi } from '../../api/callApi';
import { RECORD_PAGE_SIZE } from './reportLimits';

import { useBrandTime } from '../../stores/useBrandTime';
import { SelectField } from '../../ui/form/SelectField';
import { EndlessList } from './EndlessList';
import { Notice, RecordRow, RecordsPage, Signed } from './recordsLayout';
import { reportRefusal } from './reportRefusal';
import { ReportFilters } from './ReportFilters';
import { ReportTotals } from './ReportTotals';
import { useRecordMoney } from './useRecordMoney';
import { useReportStore } from './useReportStore';

type Filters = Pick<RecordTransactionsQuery, 'group' | 'types'>;

/** A transfer inside the team is one ledger txn on two rows of the agent view (the agent's and the member's). */
const rowKey = (txn: RecordTransaction) => `${txn.id}:${txn.member ?? ''}`;

const GROUPS = ['deposit', 'withdrawal', 'transfer', 'game', 'bonus', 'other'] as const;

/** One movement: what it was (the kind, or its group for a kind this build does not name), the signed amount, when,
 * what it belongs to, and the balance after it (absent on a downline member's row). */
function TransactionRow({ txn }: { txn: RecordTransaction }) {
  const { t } = useTranslation();
  const { signed, cents, money } = useRecordMoney();
  const { formatDate } = useBrandTime();
  const what = t(`records.transaction.kinds.${txn.kind}`, {
    defaultValue: t(`records.transaction.groups.${txn.group}`),
  });
  return (
    <RecordRow>
      <span>
        {what}
        {txn.member ? <small> · {t('records.transaction.member', { member: txn.member })}</small> : null}
      </span>
      <Signed className="end" sign={Math.sign(cents(txn.amount))}>
        {signed(txn.amount)}
      </Signed>
      <small>
        {formatDate(txn.time, 'YYYY-MM-DD HH:mm:ss')}
        {txn.ref ? ` · ${t('records.transaction.ref', { ref: txn.ref })}` : ''}
      </small>
      {txn.balanceAfter !== undefined ? (
        <small className="end">{t('records.transaction.balanceAfter', { amount: money(txn.balanceAfter) })}</small>
      ) : (
        <span />
      )}
    </RecordRow>
  );
}

/** The list for one view: the member's own (`types` absent) or the agent's with the team's transfers (`A`). */
const TransactionReport = observer(function TransactionReport({ types }: { types: Filters['types'] }) {
  const { t } = useTranslation();
  const { money, signed, cents } = useRecordMoney();
  const { store, today } = useReportStore<RecordTransaction, Filters, RecordTransactionTotals>(
    async (query) =>
      (await callApi('recordTransactions', { query: { size: RECORD_PAGE_SIZE, moduleId: 'MEMTRANS3', ...query } }))
        .value,
    { types },
    rowKey,
  );
  const totals = store.totals;
  const agent = types === 'A';
  return (
    <RecordsPage>
      {agent && <Notice>{t('records.transaction.agentNote')}</Notice>}
      <ReportFilters range={store.range} onRange={(range) => store.setRange(range)} today={today}>
        <SelectField
          name="group"
          label={t('records.transaction.group')}
          value={store.filters.group ?? ''}
          options={[
            { value: '', label: t('records.all') },
            ...GROUPS.map((g) => ({ value: g, label: t(`records.transaction.groups.${g}`) })),
          ]}
          onChange={(group) => store.setFilters({ types, group: (group || undefined) as Filters['group'] })}
        />
      </ReportFilters>
      <ReportTotals
        items={
          totals && [
            { label: t('records.count'), value: totals.count },
            { label: t('records.transaction.moneyIn'), value: money(totals.moneyIn) },
            { label: t('records.transaction.moneyOut'), value: money(totals.moneyOut) },
            {
              label: t('records.transaction.net'),
              value: <Signed sign={Math.sign(cents(totals.net))}>{signed(totals.net)}</Signed>,
            },
          ]
        }
      />
      <EndlessList
        list={store.list}
        label={t(agent ? 'records.transaction.agentList' : 'records.transaction.list')}
        empty={t('records.transaction.empty')}
        itemKey={rowKey}
        refusal={reportRefusal(t, store.error)}
      >
        {(txn) => <TransactionRow txn={txn} />}
      </EndlessList>
    </RecordsPage>
  );
});

/**
 * The account record (/m/transaction/record, TRANSREC3): every movement of the wallet with its running balance;
 * `?types=A` is the agent's view with the transfers of its team. A change of view is a new report (a new store).
 */
export function TransactionRecordScreen() {
  const [search] = useSearchParams();
  const types = search.get('types') === 'A' ? 'A' : undefined;
  return <TransactionReport key={types ?? 'member'} types={types} />;
}

export default TransactionRecordScreen;
