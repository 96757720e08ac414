import type { DepositOrder } from '@common/generated/api';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../registry/paths';
import { useBrandTime } from '../../stores/useBrandTime';
import { SecondaryButton } from '../../ui/Button';
import { LoadFailed, Loading } from '../../ui/LoadState';
import { StateBadge } from './StateBadge';
import { formatDuration, useCountdown } from './useCountdown';
import { useMoney } from './useMoney';
import { useOrderWatch } from './useOrderWatch';
import { ActionLink, Card, ChipRow, Facts, Hint, Notice } from './walletLayout';

const OUTCOME = { paid: 'wallet.order.paid', failed: 'wallet.order.failed', expired: 'wallet.order.expired' } as const;

function OrderFacts({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  const { moneyText } = useMoney();
  const { formatDate } = useBrandTime();
  return (
    <Facts>
      <dt>{t('wallet.order.id')}</dt>
      <dd>{order.id}</dd>
      <dt>{t('wallet.order.state')}</dt>
      <dd>
        <StateBadge state={order.state} />
      </dd>
      <dt>{t('wallet.order.channel')}</dt>
      <dd>{order.channelName}</dd>
      <dt>{t('wallet.order.amount')}</dt>
      <dd>{moneyText(order.amount)}</dd>
      <dt>{t('wallet.order.fee')}</dt>
      <dd>{moneyText(order.fee)}</dd>
      <dt>{t('wallet.order.payAmount')}</dt>
      <dd>{moneyText(order.payAmount)}</dd>
      <dt>{t('wallet.order.created')}</dt>
      <dd>{formatDate(order.createdAt, 'YYYY-MM-DD HH:mm:ss')}</dd>
    </Facts>
  );
}

/** While pending: the countdown to expiry and the provider link (same window; it comes back by redirect). */
function PayNow({ order, gaveUp, checkAgain }: { order: DepositOrder; gaveUp: boolean; checkAgain: () => void }) {
  const { t } = useTranslation();
  const left = useCountdown(order.expiresAt);
  return (
    <>
      <Hint role="timer" aria-live="off">
        {t('wallet.order.expiresIn', { time: formatDuration(left) })}
      </Hint>
      <p role="status">{t('wallet.order.waiting')}</p>
      {order.payUrl && left > 0 && <ActionLink href={order.payUrl}>{t('wallet.order.payNow')}</ActionLink>}
      {gaveUp && (
        <SecondaryButton type="button" onClick={checkAgain}>
          {t('wallet.order.checkAgain')}
        </SecondaryButton>
      )}
    </>
  );
}

/** The order at /m/voucherCenter?order=<id>: its details and state, followed until it is decided. */
export function OrderPanel({
  orderId,
  onState,
}: {
  orderId: string;
  /** The order's state as it changes (the recent orders reload when it is decided). */
  onState?: (state: DepositOrder['state']) => void;
}) {
  const { t } = useTranslation();
  const watch = useOrderWatch(orderId);
  const { order } = watch;
  const state = order?.state;
  useEffect(() => {
    if (state) onState?.(state);
  }, [state, onState]);
  const newDeposit = (
    <ChipRow>
      <Link to={paths.voucherCenter}>{t('wallet.order.newDeposit')}</Link>
    </ChipRow>
  );
  if (watch.unknown)
    return (
      <Card aria-label={t('wallet.order.title')}>
        <Notice role="alert">{t('wallet.order.unknown')}</Notice>
        {newDeposit}
      </Card>
    );
  if (!order) return watch.failed ? <LoadFailed onRetry={watch.checkAgain} /> : <Loading />;
  return (
    <Card aria-labelledby="order-title">
      <h2 id="order-title">{t('wallet.order.title')}</h2>
      {order.state !== 'pending' && (
        <Notice role={order.state === 'paid' ? 'status' : 'alert'}>{t(OUTCOME[order.state])}</Notice>
      )}
      <OrderFacts order={order} />
      {order.state === 'pending' && <PayNow order={order} gaveUp={watch.gaveUp} checkAgain={watch.checkAgain} />}
      {newDeposit}
    </Card>
  );
}
