import type { UplineTransferInfoReply, UplineTransferReply } from '@common/generated/api';
import { centsToDecimal, decimalToCents } from '@common/money';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/callApi';
import { idempotencyHeader } from '../../api/idempotencyKey';

import { PrimaryButton } from '../../ui/Button';
import { FormAlert, FormStack } from '../../ui/form/FormLayout';
import { checkAmount, parseAmount } from './amountInput';
import { useMoney } from './useMoney';
import { passwordProblem, useMoneyForm } from './useMoneyForm';
import { AmountField, PaymentPasswordField } from './WalletFields';
import { Card, Facts } from './walletLayout';

/** Amount and payment password for a transfer to the superior; refusals under their field, amount kept. */
export function TransferForm({
  info,
  onDone,
}: {
  info: UplineTransferInfoReply;
  onDone: (reply: UplineTransferReply) => void;
}) {
  const { t } = useTranslation();
  const { money, moneyText } = useMoney();
  const form = useMoneyForm();
  const cents = (m: string) => decimalToCents(m) ?? 0;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    const amount = checkAmount(
      form.amount,
      // Bonus money under turnover and the day's cap hold it back as the server would (it checks again).
      {
        minCents: cents(info.min),
        maxCents: cents(info.max),
        availableCents: Math.min(cents(info.transferable), cents(info.leftToday)),
      },
      money,
    );
    const password = passwordProblem(form.password);
    if (amount || password) {
      // "More than you have" speaks of a transfer here, not of the withdrawal the shared check words it for.
      const amountKey = amount?.key === 'wallet.amount.overAvailable' ? 'wallet.transfer.overAvailable' : amount?.key;
      form.setErrors({
        amount: amount && t(amountKey!, amount.values),
        paymentPassword: password && t(password),
      });
      return;
    }
    const result = await form.send(
      async (key) =>
        (
          await callApi('uplineTransfer', {
            body: { amount: centsToDecimal(parseAmount(form.amount)!), paymentPassword: form.password },
            headers: idempotencyHeader(key),
          })
        ).value,
    );
    if (!result) return;
    if ('value' in result) {
      form.done();
      onDone(result.value);
    } else form.refuse(result.refusal);
  };

  return (
    <Card aria-labelledby="transfer-title">
      <h2 id="transfer-title">{t('wallet.transfer.title')}</h2>
      <Facts>
        <dt>{t('wallet.balance')}</dt>
        <dd>{moneyText(info.balance)}</dd>
        <dt>{t('wallet.transfer.transferable')}</dt>
        <dd>{moneyText(info.transferable)}</dd>
        <dt>{t('wallet.transfer.leftToday')}</dt>
        <dd>{moneyText(info.leftToday)}</dd>
      </Facts>
      {info.upline && <p>{t('wallet.transfer.upline', { upline: info.upline })}</p>}
      <FormStack noValidate onSubmit={(e) => void onSubmit(e)}>
        <AmountField
          value={form.amount}
          onChange={form.setAmount}
          error={form.errors.amount}
          limits={t('wallet.amount.limits', { min: moneyText(info.min), max: moneyText(info.max) })}
        />
        <PaymentPasswordField value={form.password} onChange={form.setPassword} error={form.errors.paymentPassword} />
        <FormAlert>{form.errors.form}</FormAlert>
        <PrimaryButton type="submit" disabled={form.busy}>
          {t('wallet.transfer.submit')}
        </PrimaryButton>
      </FormStack>
    </Card>
  );
}
