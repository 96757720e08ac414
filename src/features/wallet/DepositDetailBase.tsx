import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../ui/Button';
import { FormAlert, FormStack } from '../../ui/form/FormLayout';
import { channelLimits, type DepositDetailProps } from './depositChannels';
import { MethodChannelSelects, AmountChips } from './DepositPickers';
import { FeePreview } from './FeePreview';
import { useDepositForm } from './useDepositForm';
import { useMoney } from './useMoney';
import { AmountField } from './WalletFields';
import { Card } from './walletLayout';

/** Base deposit detail (dep_func 0): one form — method, channel, amount with limits, fee preview, submit. */
export default function DepositDetailBase(props: DepositDetailProps) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const form = useDepositForm(props);
  const limits = form.channel && channelLimits(form.channel);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.busy || !form.validate()) return;
    void form.submit();
  };

  return (
    <Card aria-labelledby="deposit-base-title">
      <h2 id="deposit-base-title">{t('wallet.deposit.title')}</h2>
      <FormStack noValidate onSubmit={onSubmit}>
        <MethodChannelSelects methods={props.methods} form={form} />
        {form.channel && <AmountChips channel={form.channel} value={form.amount} onPick={form.setAmount} />}
        <AmountField
          value={form.amount}
          onChange={form.setAmount}
          error={form.errors.amount}
          limits={limits && t('wallet.amount.limits', { min: money(limits.minCents), max: money(limits.maxCents) })}
        />
        <FeePreview channel={form.channel} amount={form.amount} />
        <FormAlert>{form.errors.form}</FormAlert>
        <PrimaryButton type="submit" disabled={form.busy || !form.channel || form.closed !== undefined}>
          {form.busy ? t('wallet.deposit.creating') : t('wallet.deposit.submit')}
        </PrimaryButton>
      </FormStack>
    </Card>
  );
}
