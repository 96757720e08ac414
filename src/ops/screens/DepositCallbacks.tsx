import { useTranslation } from 'react-i18next';
import { useRemoteData } from '../../api/useRemoteData';
import { opsCall } from '../api';
import { formatTime } from '../ui/format';
import { ListState } from '../ui/ListState';
import { Table } from '../ui/Table';

/** The provider callbacks one order received (GET /ops/api/deposits/:id), oldest first, with what came of each. */
export function DepositCallbacks({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation('deposits');
  const detail = useRemoteData(() => opsCall('opsDeposit', { params: { id: orderId } }), [orderId]);
  return (
    <section aria-labelledby="deposit-callbacks-title">
      <h2 id="deposit-callbacks-title">{t('callbacks.title', { id: orderId })}</h2>
      <ListState
        loading={detail.loading}
        failed={detail.failed}
        error={detail.error}
        empty={detail.data ? detail.data.callbacks.length === 0 : undefined}
        emptyText={t('callbacks.empty')}
        retry={detail.retry}
      >
        <Table
          caption={t('callbacks.caption', { id: orderId })}
          columns={['received', 'status', 'amount', 'outcome']}
          columnLabel={(c) => t(`callbacks.column.${c}`)}
        >
          {detail.data?.callbacks.map((c) => (
            <tr key={c.id}>
              <td>{formatTime(c.receivedAt, i18n.language)}</td>
              <td>{String(c.payload.status ?? '')}</td>
              <td className="num">{String(c.payload.amount ?? '')}</td>
              <td>{t(`callbacks.outcome.${c.outcome}`, { defaultValue: c.outcome })}</td>
            </tr>
          ))}
        </Table>
      </ListState>
    </section>
  );
}
