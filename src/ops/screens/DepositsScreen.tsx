import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsDepositOrder } from '@common/generated/api';
import { useRemoteData } from '../../api/useRemoteData';
import { opsCall } from '../api';
import { useOpsAccess } from '../me';
import { BrandFilterField } from '../ui/BrandFilterField';
import { Button } from '../ui/Button';
import { DateRangeFields } from '../ui/DateRangeFields';
import { FilterBar, FilterField } from '../ui/FilterBar';
import { dayBounds, formatAmount, formatTime } from '../ui/format';
import { OptionSelect } from '../ui/OptionSelect';
import { PagedTable } from '../ui/PagedTable';
import { useUrlFilters } from '../ui/useUrlFilters';
import { DepositCallbacks } from './DepositCallbacks';
import { DepositSettle } from './DepositSettle';

const FILTERS = ['brand', 'account', 'order', 'state', 'from', 'to'] as const;
const STATES = ['pending', 'paid', 'failed', 'expired'] as const;
type State = (typeof STATES)[number];
const PAGE_SIZE = 20;
const ORDER_ID = /^[A-Za-z0-9]{1,40}$/;
const stuck = (o: OpsDepositOrder) =>
  (o.state === 'pending' || o.state === 'expired') && o.settlement?.state !== 'done';

/**
 * Deposit orders (GET /ops/api/deposits): filtered by brand, member, order id, state and day (all in the URL), paged
 * on the server. An order's provider callbacks open below the list; a stuck order can be settled by hand, which two
 * different operators must do (the one who asked sees no confirm action on their own request).
 */
export default function DepositsScreen() {
  const { t, i18n } = useTranslation('deposits');
  const access = useOpsAccess();
  const { values, page, setFilters, setPage } = useUrlFilters(FILTERS);
  const [settling, setSettling] = useState<OpsDepositOrder>();
  const [shown, setShown] = useState<string>();
  const [announce, setAnnounce] = useState('');
  const state = (STATES as readonly string[]).includes(values.state) ? (values.state as State) : undefined;
  const list = useRemoteData(
    () =>
      opsCall('opsDeposits', {
        query: {
          brandId: values.brand || undefined,
          account: values.account.trim() || undefined,
          orderId: ORDER_ID.test(values.order.trim()) ? values.order.trim() : undefined,
          state,
          ...dayBounds(values.from, values.to),
          pageNo: page,
          pageSize: PAGE_SIZE,
        },
      }),
    [values, page],
  );

  const settled = (row: OpsDepositOrder) => {
    setSettling(undefined);
    setAnnounce(t(row.settlement?.state === 'done' ? 'result.settled' : 'result.requested', { id: row.id }));
    list.retry();
  };
  const mayAct = (o: OpsDepositOrder) =>
    stuck(o) && access.can('deposits.settle', o.brandId) && o.settlement?.requestedBy !== access.me.username;

  return (
    <section aria-labelledby="deposits-title">
      <h1 id="deposits-title">{t('title')}</h1>
      <FilterBar label={t('filters.label')} values={values} onApply={setFilters}>
        {(draft, set) => (
          <>
            <BrandFilterField
              label={t('filters.brand')}
              permission="deposits.read"
              value={draft.brand}
              onChange={(v) => set('brand', v)}
            />
            <FilterField label={t('filters.account')}>
              {(id) => <input id={id} value={draft.account} onChange={(e) => set('account', e.target.value)} />}
            </FilterField>
            <FilterField label={t('filters.order')}>
              {(id) => <input id={id} value={draft.order} onChange={(e) => set('order', e.target.value)} />}
            </FilterField>
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
        columns={['order', 'brand', 'account', 'amount', 'channel', 'created', 'state', 'actions']}
        columnLabel={(c) => t(`column.${c}`)}
        row={(o) => (
          <tr key={o.id}>
            <td>{o.id}</td>
            <td>{o.brandId}</td>
            <td>{o.account}</td>
            <td className="num">{formatAmount(o.amount)}</td>
            <td>{o.channelName}</td>
            <td>{formatTime(o.createdAt, i18n.language)}</td>
            <td>
              {t(`state.${o.state}`)}
              {o.settlement && (
                <div>
                  {t(`settlement.${o.settlement.state}`, {
                    by: o.settlement.requestedBy,
                    second: o.settlement.confirmedBy ?? '',
                  })}
                </div>
              )}
            </td>
            <td>
              <div css={{ display: 'flex', gap: 8 }}>
                <Button aria-label={t('callbacks.label', { id: o.id })} onClick={() => setShown(o.id)}>
                  {t('callbacks.button')}
                </Button>
                {mayAct(o) && (
                  <Button
                    tone="primary"
                    aria-label={t(o.settlement ? 'settle.confirmLabel' : 'settle.label', { id: o.id })}
                    onClick={() => setSettling(o)}
                  >
                    {t(o.settlement ? 'settle.confirmButton' : 'settle.button')}
                  </Button>
                )}
              </div>
            </td>
          </tr>
        )}
        page={page}
        onPage={setPage}
      />
      {shown && <DepositCallbacks orderId={shown} />}
      {settling && <DepositSettle order={settling} onDone={settled} onClose={() => setSettling(undefined)} />}
    </section>
  );
}
