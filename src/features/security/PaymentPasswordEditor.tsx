import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../ui/Button';
import { FormField } from '../../ui/form/FormField';
import { FormAlert, FormStack } from '../../ui/form/FormLayout';
import { useFieldForm, type FieldSpec } from '../../ui/form/useFieldForm';
import { useSubmit } from '../../ui/form/useSubmit';
import type { EditorProps } from './editorProps';
import { DIGITS6, ProofFields, proofSpec, type ProofKind } from './ProofFields';
import { showRefusal } from './refusals';
import { callApi } from '../../api/callApi';
import { securityRules } from './securityRules';

/** Refusals about one field of this form (the rest go to the form alert). */
const FIELD_OF: Record<string, string> = {
  'format.payment.password': 'newPaymentPassword',
  'format.payment.password.weak': 'newPaymentPassword',
  'modify.new.old.same': 'newPaymentPassword',
  'format.confirm.password': 'confirmPaymentPassword',
};

/**
 * Sets the payment password (first time: proven by the login password) or changes it (proven by the login password or
 * the current payment password, the member's choice).
 */
export function PaymentPasswordEditor({ config, onSaved, onClose }: EditorProps) {
  const { t } = useTranslation();
  const changing = config.paymentPasswordSet;
  const [kind, setKind] = useState<ProofKind>('loginPassword');
  const specs: FieldSpec[] = [
    proofSpec(kind),
    { name: 'newPaymentPassword', required: true },
    { name: 'confirmPaymentPassword', required: true },
  ];
  const form = useFieldForm(
    { loginPassword: '', paymentPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' },
    securityRules,
  );
  const { busy, problem, setProblem, run } = useSubmit();
  const labels = {
    loginPassword: t('security.payment.loginPassword'),
    paymentPassword: t('security.payment.currentPaymentPassword'),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate(specs)) return;
    const { newPaymentPassword = '', confirmPaymentPassword = '' } = form.values;
    const proof =
      kind === 'loginPassword'
        ? { loginPassword: form.values.loginPassword }
        : { paymentPassword: form.values.paymentPassword };
    void run(() => callApi('paymentPasswordSet', { body: { newPaymentPassword, confirmPaymentPassword, ...proof } }), {
      success: t('security.saved'),
      onSuccess: () => {
        onSaved();
        onClose();
      },
      onError: (error) => showRefusal(error, form, setProblem, FIELD_OF, kind),
    });
  };

  return (
    <FormStack noValidate onSubmit={submit} aria-label={t('security.items.paymentPassword')}>
      {!changing && <p>{t('security.payment.firstTime')}</p>}
      <ProofFields
        form={form}
        specs={specs}
        kinds={changing ? ['loginPassword', 'paymentPassword'] : ['loginPassword']}
        kind={kind}
        onKind={setKind}
        labels={labels}
      />
      <FormField
        form={form}
        specs={specs}
        name="newPaymentPassword"
        type="password"
        label={t('security.payment.newPaymentPassword')}
        placeholder={t('security.payment.hint')}
        autoComplete="off"
        {...DIGITS6}
      />
      <FormField
        form={form}
        specs={specs}
        name="confirmPaymentPassword"
        type="password"
        label={t('security.payment.confirmPaymentPassword')}
        autoComplete="off"
        {...DIGITS6}
      />
      <FormAlert>{problem}</FormAlert>
      <PrimaryButton type="submit" disabled={busy}>
        {t('security.save')}
      </PrimaryButton>
    </FormStack>
  );
}
