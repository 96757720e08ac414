import type { Withdrawal } from '@common/generated/api';
import { useTranslation } from 'react-i18next';
import type { RemoteData } from '../../api/useRemoteData';
import { useBrandTime } from '../../stores/useBrandTime';
import { AsyncView } from '../../ui/LoadState';
import { RecordList } from './RecordList';
import { StateBadge } from './StateBadge';
import { useMoney } from './useMoney';
import { Card } from './walletLayout';

/** The member's withdrawals with their states (and the reason of a rejection). */
export function WithdrawalList({ state }: { state: RemoteData<Withdrawal[]> }) {
  const { t } = useTranslation();
  const { moneyText } = useMoney();
  const { formatDate } = useBrandTime();
  return (
    <Card aria-labelledby="withdrawals-title">
      <h2 id="withdrawals-title">{t('wallet.withdraw.list')}</h2>
      <AsyncView state={state} empty={t('wallet.withdraw.empty')}>
        {(list) => (
          <RecordList
            label={t('wallet.withdraw.list')}
            items={list}
            itemKey={(w) => w.id}
            row={(w) => (
              <>
                <span>
                  {moneyText(w.amount)} · {w.bankName} {w.accountMasked}
                </span>
                <StateBadge state={w.state} />
                <small>
                  {formatDate(w.createdAt, 'YYYY-MM-DD HH:mm')}
                  {w.reason ? ` · ${t('wallet.withdraw.reason', { reason: w.reason })}` : ''}
                </small>
              </>
            )}
          />
        )}
      </AsyncView>
    </Card>
  );
}
