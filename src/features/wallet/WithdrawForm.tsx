import type { WithdrawCreateReply, WithdrawInfoReply } from '@common/generated/api';
import { centsToDecimal, decimalToCents } from '@common/money';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/callApi';
import { idempotencyHeader } from '../../api/idempotencyKey';

import { PrimaryButton } from '../../ui/Button';
import { FormAlert, FormStack } from '../../ui/form/FormLayout';
import { SelectField } from '../../ui/form/SelectField';
import { checkAmount, parseAmount } from './amountInput';
import { useMoney } from './useMoney';
import { passwordProblem, useMoneyForm } from './useMoneyForm';
import { AmountField, PaymentPasswordField } from './WalletFields';
import { Card } from './walletLayout';

/**
 * Card, amount and payment password. The amount is checked against the limits and the withdrawable amount before
 * sending; refusals show under their field, the amount is kept and a wrong password empties its box.
 */
export function WithdrawForm({
  info,
  locked,
  onDone,
  onStale,
}: {
  info: WithdrawInfoReply;
  locked: boolean;
  onDone: (reply: WithdrawCreateReply) => void;
  onStale: () => void;
}) {
  const { t } = useTranslation();
  const { money, moneyText } = useMoney();
  const form = useMoneyForm();
  const [cardId, setCardId] = useState(String(info.bankCards[0]?.id ?? ''));
  const cents = (m: string) => decimalToCents(m) ?? 0;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy || locked) return;
    const amount = checkAmount(
      form.amount,
      { minCents: cents(info.min), maxCents: cents(info.max), availableCents: cents(info.withdrawable) },
      money,
    );
    const password = passwordProblem(form.password);
    const card = cardId === '' ? 'wallet.withdraw.card' : undefined;
    if (amount || password || card) {
      form.setErrors({
        amount: amount && t(amount.key, amount.values),
        paymentPassword: password && t(password),
        bankCard: card && t(card),
      });
      return;
    }
    const result = await form.send(
      async (key) =>
        (
          await callApi('withdrawCreate', {
            body: {
              amount: centsToDecimal(parseAmount(form.amount)!),
              bankCardId: Number(cardId),
              paymentPassword: form.password,
            },
            headers: idempotencyHeader(key),
          })
        ).value,
    );
    if (!result) return;
    if ('value' in result) {
      form.done();
      onDone(result.value);
      return;
    }
    form.refuse(result.refusal);
    if (result.refusal.reload) onStale();
  };

  return (
    <Card aria-labelledby="withdraw-form-title">
      <h2 id="withdraw-form-title">{t('wallet.withdraw.submit')}</h2>
      <FormStack noValidate onSubmit={(e) => void onSubmit(e)}>
        <SelectField
          name="bankCard"
          label={t('wallet.withdraw.card')}
          value={cardId}
          options={info.bankCards.map((c) => ({ value: String(c.id), label: `${c.bankName} ${c.accountMasked}` }))}
          onChange={(id) => {
            setCardId(id);
            form.edited();
          }}
          error={form.errors.bankCard}
          required
        />
        <AmountField
          value={form.amount}
          onChange={form.setAmount}
          error={form.errors.amount}
          limits={t('wallet.amount.limits', { min: moneyText(info.min), max: moneyText(info.max) })}
        />
        <PaymentPasswordField
          value={form.password}
          onChange={form.setPassword}
          error={form.errors.paymentPassword}
          disabled={locked}
        />
        <FormAlert>{form.errors.form}</FormAlert>
        <PrimaryButton type="submit" disabled={form.busy || locked}>
          {t('wallet.withdraw.submit')}
        </PrimaryButton>
      </FormStack>
    </Card>
  );
}
