import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../api/callApi';
import { useRemoteData } from '../../api/useRemoteData';
import { paths, withQuery } from '../../registry/paths';
import { useBrandTime } from '../../stores/useBrandTime';
import { AsyncView } from '../../ui/LoadState';
import { RecordList } from './RecordList';
import { StateBadge } from './StateBadge';
import { useMoney } from './useMoney';
import { Card } from './walletLayout';

/** The member's latest deposit orders, each with its state and a link to follow it. */
export function RecentOrders({ reloadKey }: { reloadKey?: unknown }) {
  const { t } = useTranslation();
  const { moneyText } = useMoney();
  const { formatDate } = useBrandTime();
  const orders = useRemoteData(
    async () => (await callApi('depositOrders', { query: { pageNo: 1, pageSize: 5 } })).value.list,
    [reloadKey],
  );

  return (
    <Card aria-labelledby="recent-orders-title">
      <h2 id="recent-orders-title">{t('wallet.recent.title')}</h2>
      <AsyncView state={orders} empty={t('wallet.recent.empty')}>
        {(list) => (
          <RecordList
            label={t('wallet.recent.title')}
            items={list}
            itemKey={(o) => o.id}
            row={(o) => (
              <>
                <Link to={withQuery(paths.voucherCenter, { order: o.id })}>
                  {o.channelName} · {moneyText(o.amount)}
                </Link>
                <StateBadge state={o.state} />
                <small>{formatDate(o.createdAt, 'YYYY-MM-DD HH:mm')}</small>
              </>
            )}
          />
        )}
      </AsyncView>
    </Card>
  );
}
