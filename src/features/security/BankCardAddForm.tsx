import type { SecurityConfig } from '@common/generated/api';
import styled from '@emotion/styled';
import { compactAccountNumber, tidy } from '@common/securityFormats';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteData } from '../../api/useRemoteData';
import { bankListCache } from '../../stores/BankListCache';
import { PrimaryButton } from '../../ui/Button';
import { FormField } from '../../ui/form/FormField';
import { FormAlert, FormStack } from '../../ui/form/FormLayout';
import { FormSelectField } from '../../ui/form/SelectField';
import { TextField } from '../../ui/form/TextField';
import { useFieldForm, type FieldSpec } from '../../ui/form/useFieldForm';
import { useSubmit } from '../../ui/form/useSubmit';
import { LoadFailed } from '../../ui/LoadState';
import { callApi } from '../../api/callApi';
import { DIGITS6, proofSpec } from './ProofFields';
import { showRefusal } from './refusals';
import { securityRules } from './securityRules';

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const EMPTY = { bankCode: '', accountNumber: '', holderName: '', loginPassword: '', paymentPassword: '' };

/**
 * Adds a card: a bank from the cached bank list, the account number and the holder (the payee name, fixed when there
 * is one, else typed and then kept as the payee name), proven by the payment password when set, else the login one.
 */
export function BankCardAddForm({
  config,
  atLimit,
  limit,
  onAdded,
}: {
  config: SecurityConfig;
  atLimit: boolean;
  limit: number;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const banks = useRemoteData(() => bankListCache.get(), []);
  const payee = config.payeeName;
  const proof = config.paymentPasswordSet ? 'paymentPassword' : 'loginPassword';
  const specs: FieldSpec[] = [
    { name: 'bankCode', required: true },
    { name: 'accountNumber', required: true },
    ...(payee ? [] : [{ name: 'holderName', required: true }]),
    proofSpec(proof),
  ];
  const fieldOf: Record<string, string> = {
    'bank.unknown': 'bankCode',
    'format.bank.account': 'accountNumber',
    'bank.card.exists': 'accountNumber',
    ...(payee ? {} : { 'format.name': 'holderName', 'bank.holder.mismatch': 'holderName' }),
  };
  const form = useFieldForm(EMPTY, securityRules);
  const { busy, problem, setProblem, run } = useSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || atLimit || !form.validate(specs)) return;
    const v = form.values;
    void run(
      () =>
        callApi('bankCardAdd', {
          body: {
            bankCode: v.bankCode ?? '',
            accountNumber: compactAccountNumber(v.accountNumber ?? ''),
            ...(payee ? {} : { holderName: tidy(v.holderName ?? '') }),
            ...(proof === 'paymentPassword'
              ? { paymentPassword: v.paymentPassword }
              : { loginPassword: v.loginPassword }),
          },
        }),
      {
        success: t('security.cards.added'),
        onSuccess: () => {
          form.replace(EMPTY);
          onAdded();
        },
        onError: (error) => showRefusal(error, form, setProblem, fieldOf, proof),
      },
    );
  };

  return (
    <FormStack noValidate onSubmit={submit} aria-label={t('security.cards.add')}>
      {banks.failed ? (
        <LoadFailed onRetry={banks.retry} />
      ) : (
        <FormSelectField
          form={form}
          specs={specs}
          name="bankCode"
          label={t('security.cards.bank')}
          placeholder={t('security.cards.chooseBank')}
          options={(banks.data ?? []).map((bank) => ({ value: bank.code, label: bank.name }))}
        />
      )}
      <FormField
        form={form}
        specs={specs}
        name="accountNumber"
        label={t('security.cards.accountNumber')}
        placeholder={t('security.cards.accountHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={40}
      />
      {payee ? (
        <>
          <TextField
            name="holderName"
            label={t('security.cards.holderName')}
            value={payee}
            onChange={() => undefined}
            readOnly
          />
          <Hint>{t('security.cards.holderFixed')}</Hint>
        </>
      ) : (
        <>
          <FormField
            form={form}
            specs={specs}
            name="holderName"
            label={t('security.cards.holderName')}
            autoComplete="name"
            maxLength={60}
          />
          <Hint>{t('security.cards.holderHint')}</Hint>
        </>
      )}
      <FormField
        form={form}
        specs={specs}
        name={proof}
        type="password"
        label={t(proof === 'paymentPassword' ? 'security.cards.proofPayment' : 'security.cards.proofLogin')}
        autoComplete={proof === 'loginPassword' ? 'current-password' : 'off'}
        {...(proof === 'paymentPassword' ? DIGITS6 : { maxLength: 64 })}
      />
      {atLimit && <Hint>{t('security.cards.limitNote', { limit })}</Hint>}
      <FormAlert>{problem}</FormAlert>
      <PrimaryButton type="submit" disabled={busy || atLimit}>
        {t('security.cards.add')}
      </PrimaryButton>
    </FormStack>
  );
}
