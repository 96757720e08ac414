import type { DepositChannel } from '@common/generated/api';
import { useTranslation } from 'react-i18next';
import { parseAmount } from './amountInput';
import { feeRule } from './depositChannels';
import { feePreview } from './depositFee';
import { useMoney } from './useMoney';
import { Hint } from './walletLayout';

/** "Fee ₱5.00 · You pay ₱505.00, you receive ₱500.00" for the typed amount; nothing until it is an amount. */
export function FeePreview({ channel, amount }: { channel: DepositChannel | undefined; amount: string }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const cents = parseAmount(amount);
  if (!channel || cents === undefined) return null;
  const { feeCents, payCents, receiveCents } = feePreview(cents, feeRule(channel));
  return (
    <Hint aria-live="polite">
      {t('wallet.deposit.fee', { fee: money(feeCents) })} ·{' '}
      {t('wallet.deposit.pay', { pay: money(payCents), receive: money(receiveCents) })}
    </Hint>
  );
}
