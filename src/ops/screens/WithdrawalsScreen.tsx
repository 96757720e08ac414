import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsWithdrawal } from '@common/generated/api';
import { useRemoteData } from '../../api/useRemoteData';
import { opsCall } from '../api';
import { useOpsAccess } from '../me';
import { Button } from '../ui/Button';
import { BrandSelect, FilterBar, FilterField } from '../ui/FilterBar';
import { dayBounds, formatAmount, formatTime } from '../ui/format';
import { ListState } from '../ui/ListState';
import { Pager } from '../ui/Pager';
import { Table } from '../ui/Table';
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
            <FilterField label={t('filters.brand')}>
              {(id) => (
                <BrandSelect
                  id={id}
                  permission="withdrawals.read"
                  value={draft.brand}
                  onChange={(v) => set('brand', v)}
                />
              )}
            </FilterField>
            <FilterField label={t('filters.state')}>
              {(id) => (
                <select id={id} value={draft.state} onChange={(e) => set('state', e.target.value)}>
                  <option value="">{t('filters.anyState')}</option>
                  {STATES.map((s) => (
                    <option key={s} value={s}>
                      {t(`state.${s}`)}
                    </option>
                  ))}
                </select>
              )}
            </FilterField>
            <FilterField label={t('filters.from')}>
              {(id) => <input id={id} type="date" value={draft.from} onChange={(e) => set('from', e.target.value)} />}
            </FilterField>
            <FilterField label={t('filters.to')}>
              {(id) => <input id={id} type="date" value={draft.to} onChange={(e) => set('to', e.target.value)} />}
            </FilterField>
          </>
        )}
      </FilterBar>
      <p role="status">{announce}</p>
      <ListState
        loading={list.loading}
        failed={list.failed}
        error={list.error}
        empty={list.data ? list.data.list.length === 0 : undefined}
        emptyText={t('empty')}
        retry={list.retry}
      >
        <Table
          caption={t('caption', { total: list.data?.total ?? 0 })}
          head={['id', 'brand', 'account', 'amount', 'bank', 'requested', 'state', 'actions'].map((c) => (
            <th key={c} scope="col">
              {t(`column.${c}`)}
            </th>
          ))}
        >
          {list.data?.list.map((row) => {
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
          })}
        </Table>
        <Pager page={page} totalPages={list.data?.totalPages ?? 0} onPage={setPage} />
      </ListState>
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
