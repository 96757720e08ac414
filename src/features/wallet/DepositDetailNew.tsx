import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton, SecondaryButton } from '../../ui/Button';
import { FormAlert, FormStack } from '../../ui/form/FormLayout';
import { parseAmount } from './amountInput';
import { channelLimits, feeRule, type DepositDetailProps } from './depositChannels';
import { feePreview } from './depositFee';
import { AmountChips, ChannelList, MethodGrid } from './DepositPickers';
import { FeePreview } from './FeePreview';
import { useDepositForm } from './useDepositForm';
import { useMoney } from './useMoney';
import { AmountField } from './WalletFields';
import { Card, ChipRow, Facts, Hint } from './walletLayout';

const STEPS = ['method', 'channel', 'amount', 'summary'] as const;
type Step = (typeof STEPS)[number];

/**
 * New deposit detail (dep_func 1): step by step — method grid, channel list, amount chips (or typed) with the fee
 * preview, then an order summary to confirm. Same state and submit as the base form (useDepositForm).
 */
export default function DepositDetailNew(props: DepositDetailProps) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const form = useDepositForm(props);
  const [step, setStep] = useState<Step>('method');
  const index = STEPS.indexOf(step);
  const back = () => setStep(STEPS[index - 1] ?? 'method');

  const toSummary = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) setStep('summary');
  };
  const confirm = async () => {
    if (form.busy || !form.validate()) return;
    await form.submit();
  };

  const limits = form.channel && channelLimits(form.channel);
  const cents = parseAmount(form.amount);
  const preview = form.channel && cents !== undefined ? feePreview(cents, feeRule(form.channel)) : undefined;

  return (
    <Card aria-labelledby="deposit-new-title">
      <h2 id="deposit-new-title">
        {t(
          step === 'method'
            ? 'wallet.deposit.chooseMethod'
            : step === 'channel'
              ? 'wallet.deposit.chooseChannel'
              : step === 'amount'
                ? 'wallet.deposit.enterAmount'
                : 'wallet.deposit.summary',
        )}
      </h2>
      <Hint>{t('wallet.deposit.step', { step: index + 1, total: STEPS.length })}</Hint>
      {step === 'method' && (
        <MethodGrid
          methods={props.methods}
          chosen={form.method?.id}
          onChoose={(id) => {
            form.chooseMethod(id);
            setStep('channel');
          }}
        />
      )}
      {step === 'channel' && form.method && (
        <ChannelList
          channels={form.method.channels}
          chosen={form.channel?.id}
          onChoose={(id) => {
            form.chooseChannel(id);
            setStep('amount');
          }}
        />
      )}
      {step === 'amount' && form.channel && (
        <FormStack noValidate onSubmit={toSummary}>
          <AmountChips channel={form.channel} value={form.amount} onPick={form.setAmount} />
          <AmountField
            value={form.amount}
            onChange={form.setAmount}
            error={form.errors.amount}
            limits={limits && t('wallet.amount.limits', { min: money(limits.minCents), max: money(limits.maxCents) })}
          />
          <FeePreview channel={form.channel} amount={form.amount} />
          <FormAlert>{form.errors.form}</FormAlert>
          <PrimaryButton type="submit">{t('wallet.deposit.next')}</PrimaryButton>
        </FormStack>
      )}
      {step === 'summary' && form.channel && preview && (
        <>
          <Facts>
            <dt>{t('wallet.deposit.methodLabel')}</dt>
            <dd>{form.method && t(`wallet.method.${form.method.id}`)}</dd>
            <dt>{t('wallet.order.channel')}</dt>
            <dd>{form.channel.name}</dd>
            <dt>{t('wallet.order.amount')}</dt>
            <dd>{money(preview.receiveCents)}</dd>
            <dt>{t('wallet.order.fee')}</dt>
            <dd>{money(preview.feeCents)}</dd>
            <dt>{t('wallet.order.payAmount')}</dt>
            <dd>{money(preview.payCents)}</dd>
          </Facts>
          <FormAlert>{form.errors.form ?? form.errors.amount}</FormAlert>
          <PrimaryButton type="button" disabled={form.busy} onClick={() => void confirm()}>
            {form.busy ? t('wallet.deposit.creating') : t('wallet.deposit.confirm')}
          </PrimaryButton>
        </>
      )}
      {index > 0 && (
        <ChipRow>
          <SecondaryButton type="button" onClick={back} disabled={form.busy}>
            {t('wallet.deposit.back')}
          </SecondaryButton>
        </ChipRow>
      )}
    </Card>
  );
}
