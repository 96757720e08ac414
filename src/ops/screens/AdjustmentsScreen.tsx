import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsAdjustment } from '@common/generated/api';
import { useRemoteData } from '../../api/useRemoteData';
import { opsCall } from '../api';
import { opsErrorText } from '../errorText';
import { useOpsAccess } from '../me';
import { BrandFilterField } from '../ui/BrandFilterField';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { FilterBar } from '../ui/FilterBar';
import { formatAmount, formatTime } from '../ui/format';
import { PagedTable } from '../ui/PagedTable';
import { useUrlFilters } from '../ui/useUrlFilters';
import { AdjustmentForm } from './AdjustmentForm';

const FILTERS = ['brand'] as const;
const PAGE_SIZE = 20;

/**
 * Manual adjustments: the form for a credit or debit, and the adjustments at or above the brand's four-eyes threshold
 * waiting for a second operator (GET /ops/api/adjustments?state=awaiting_second, brand and page in the URL). The
 * operator who asked sees no Confirm on their own request; the server refuses it regardless.
 */
export default function AdjustmentsScreen() {
  const { t, i18n } = useTranslation('adjustments');
  const access = useOpsAccess();
  const { values, page, setFilters, setPage } = useUrlFilters(FILTERS);
  const [announce, setAnnounce] = useState('');
  const [confirming, setConfirming] = useState<OpsAdjustment>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const list = useRemoteData(
    () =>
      opsCall('opsAdjustments', {
        query: { brandId: values.brand || undefined, state: 'awaiting_second', pageNo: page, pageSize: PAGE_SIZE },
      }),
    [values, page],
  );

  const made = (row: OpsAdjustment) => {
    setAnnounce(t(row.state === 'done' ? 'result.done' : 'result.awaiting', { id: row.id, account: row.account }));
    list.retry();
  };

  async function confirm(row: OpsAdjustment) {
    setBusy(true);
    setFailure(undefined);
    try {
      const done = await opsCall('opsAdjustmentConfirm', { params: { id: row.id } });
      setConfirming(undefined);
      setAnnounce(t('result.confirmed', { id: done.id, account: done.account }));
      list.retry();
    } catch (error) {
      setFailure(opsErrorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="adjustments-title">
      <h1 id="adjustments-title">{t('title')}</h1>
      <AdjustmentForm onDone={made} />
      <p role="status">{announce}</p>
      <h2>{t('pending.title')}</h2>
      <FilterBar label={t('filters.label')} values={values} onApply={setFilters}>
        {(draft, set) => (
          <BrandFilterField
            label={t('filters.brand')}
            permission="adjustments.make"
            value={draft.brand}
            onChange={(v) => set('brand', v)}
          />
        )}
      </FilterBar>
      <PagedTable
        list={list}
        emptyText={t('pending.empty')}
        caption={(total) => t('pending.caption', { total })}
        columns={['id', 'brand', 'account', 'amount', 'reason', 'requested', 'actions']}
        columnLabel={(c) => t(`column.${c}`)}
        row={(row) => (
          <tr key={row.id}>
            <td>{row.id}</td>
            <td>{row.brandId}</td>
            <td>{row.account}</td>
            <td className="num">{formatAmount(row.amount)}</td>
            <td>{row.reason}</td>
            <td>{t('pending.requestedBy', { by: row.requestedBy, at: formatTime(row.requestedAt, i18n.language) })}</td>
            <td>
              {row.requestedBy !== access.me.username && access.can('adjustments.make', row.brandId) && (
                <Button
                  tone="primary"
                  aria-label={t('pending.confirmLabel', { id: row.id })}
                  onClick={() => {
                    setFailure(undefined);
                    setConfirming(row);
                  }}
                >
                  {t('pending.confirm')}
                </Button>
              )}
            </td>
          </tr>
        )}
        page={page}
        onPage={setPage}
      />
      {confirming && (
        <Dialog
          title={t('pending.dialogTitle', { id: confirming.id })}
          confirmLabel={t('pending.dialogConfirm')}
          busy={busy}
          error={failure}
          onConfirm={() => void confirm(confirming)}
          onClose={() => setConfirming(undefined)}
        >
          <p css={{ margin: 0 }}>
            {t('pending.dialogBody', {
              by: confirming.requestedBy,
              amount: formatAmount(confirming.amount),
              account: confirming.account,
              reason: confirming.reason,
            })}
          </p>
        </Dialog>
      )}
    </section>
  );
}
