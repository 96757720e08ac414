import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsWithdrawal } from '@common/generated/api';
import { useRemoteData } from '../../api/useRemoteData';
import { opsCall } from '../api';
import { useOpsAccess } from '../me';
import { BrandFilterField } from '../ui/BrandFilterField';
import { Button } from '../ui/Button';
import { DateRangeFields } from '../ui/DateRangeFields';
import { FilterBar } from '../ui/FilterBar';
import { dayBounds, formatAmount, formatTime } from '../ui/format';
import { OptionSelect } from '../ui/OptionSelect';
import { PagedTable } from '../ui/PagedTable';
import { useUrlFilters } from '../ui/useUrlFilters';
import { WithdrawalsDecision, type Decision } from './WithdrawalsDecision';

const FILTERS = ['brand', 'state', 'from', 'to'] as const;
const STATES = ['pending', 'awaiting_second', 'paid', 'rejected'] as const;
type State = (typeof STATES)[number];
const PAGE_SIZE = 20;
const open = (state: string) => state === 'pending' || state === 'awaiting_second';

/**
 * The withdrawals queue (GET /ops/api/withdrawals): newest first, filtered by brand, state and request day (all in the
 * URL), paged on the server. Approve and reject appear only where the operator may decide for the row's brand.
 */
export default function WithdrawalsScreen() {
  const { t, i18n } = useTranslation('withdrawals');
  const access = useOpsAccess();
  const { values, page, setFilters, setPage } = useUrlFilters(FILTERS);
  const [acting, setActing] = useState<{ row: OpsWithdrawal; decision: Decision }>();
  const [announce, setAnnounce] = useState('');
  const state = (STATES as readonly string[]).includes(values.state) ? (values.state as State) : undefined;
  const bounds = dayBounds(values.from, values.to);
  const list = useRemoteData(
    () =>
      opsCall('opsWithdrawals', {
        query: { brandId: values.brand || undefined, state, ...bounds, pageNo: page, pageSize: PAGE_SIZE },
      }),
    [values, page],
  );

  const done = (row: OpsWithdrawal, decision: Decision) => {
    setActing(undefined);
    const key = row.state === 'awaiting_second' ? 'result.firstApproval' : `result.${decision}`;
    setAnnounce(t(key, { id: row.id, by: row.firstApprovedBy ?? '' }));
    list.retry();
  };

  return (
    <section aria-labelledby="withdrawals-title">
      <h1 id="withdrawals-title">{t('title')}</h1>
      <FilterBar label={t('filters.label')} values={values} onApply={setFilters}>
        {(draft, set) => (
          <>
            <BrandFilterField
              label={t('filters.brand')}
              permission="withdrawals.read"
              value={draft.brand}
              onChange={(v) => set('brand', v)}
            />
            <OptionSelect
              label={t('filters.state')}
              anyLabel={t('filters.anyState')}
              options={STATES}
              optionLabel={(s) => t(`state.${s}`)}
              value={draft.state}
              onChange={(v) => set('state', v)}
            />
            <DateRangeFields
              fromLabel={t('filters.from')}
              toLabel={t('filters.to')}
              from={draft.from}
              to={draft.to}
              onChange={set}
            />
          </>
        )}
      </FilterBar>
      <p role="status">{announce}</p>
      <PagedTable
        list={list}
        emptyText={t('empty')}
        caption={(total) => t('caption', { total })}
        columns={['id', 'brand', 'account', 'amount', 'bank', 'requested', 'state', 'actions']}
        columnLabel={(c) => t(`column.${c}`)}
        row={(row) => {
          const decide = open(row.state) && access.can('withdrawals.decide', row.brandId);
          return (
            <tr key={row.id}>
              <td>{row.id}</td>
              <td>{row.brandId}</td>
              <td>{row.account}</td>
              <td className="num">{formatAmount(row.amount)}</td>
              <td>
                {row.bankName} {row.accountMasked}
              </td>
              <td>{formatTime(row.createdAt, i18n.language)}</td>
              <td>
                {t(`state.${row.state}`)}
                {row.state === 'awaiting_second' && row.firstApprovedBy && (
                  <div>{t('firstApprovedBy', { name: row.firstApprovedBy })}</div>
                )}
                {row.state === 'rejected' && row.reason && <div>{t('reasonShown', { reason: row.reason })}</div>}
              </td>
              <td>
                {decide && (
                  <div css={{ display: 'flex', gap: 8 }}>
                    <Button
                      tone="primary"
                      aria-label={t('approve.label', { id: row.id })}
                      onClick={() => setActing({ row, decision: 'approve' })}
                    >
                      {t('approve.button')}
                    </Button>
                    <Button
                      aria-label={t('reject.label', { id: row.id })}
                      onClick={() => setActing({ row, decision: 'reject' })}
                    >
                      {t('reject.button')}
                    </Button>
                  </div>
                )}
              </td>
            </tr>
          );
        }}
        page={page}
        onPage={setPage}
      />
      {acting && (
        <WithdrawalsDecision
          withdrawal={acting.row}
          decision={acting.decision}
          onDone={(row) => done(row, acting.decision)}
          onClose={() => setActing(undefined)}
        />
      )}
    </section>
  );
}
