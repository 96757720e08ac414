import type { WithdrawInfoReply } from '@common/generated/api';
import { decimalToCents } from '@common/money';
import { useTranslation } from 'react-i18next';
import { useMoney } from './useMoney';
import { Card, Facts, Hint } from './walletLayout';

/** Balance versus withdrawable, turnover still needed, money waiting for approval, limits and today's count. */
export function WithdrawSummary({ info, waitingCents }: { info: WithdrawInfoReply; waitingCents: number }) {
  const { t } = useTranslation();
  const { money, moneyText } = useMoney();
  const turnover = decimalToCents(info.turnoverRemaining) ?? 0;
  return (
    <Card aria-labelledby="withdraw-summary-title">
      <h2 id="withdraw-summary-title">{t('wallet.balance')}</h2>
      <Facts>
        <dt>{t('wallet.balance')}</dt>
        <dd>{moneyText(info.balance)}</dd>
        <dt>{t('wallet.withdraw.withdrawable')}</dt>
        <dd>{moneyText(info.withdrawable)}</dd>
      </Facts>
      {turnover > 0 && <Hint>{t('wallet.withdraw.turnover', { amount: money(turnover) })}</Hint>}
      {waitingCents > 0 && <Hint>{t('wallet.withdraw.waiting', { amount: money(waitingCents) })}</Hint>}
      <Hint>{t('wallet.withdraw.limits', { min: moneyText(info.min), max: moneyText(info.max) })}</Hint>
      <Hint>{t('wallet.withdraw.today', { used: info.usedToday, limit: info.dailyLimit })}</Hint>
    </Card>
  );
}
