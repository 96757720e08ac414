import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { recoverByEmail } from '../../../api/authApi';
import { TOAST_MS } from '../../../stores/FeedbackStore';
import { useStores } from '../../../stores/StoresContext';
import { PrimaryButton } from '../../../ui/Button';
import { apiErrorText } from '../apiErrorText';
import { FormAlert, FormStack } from '../AuthPage';
import { FormField } from '../form/FormField';
import { useFieldForm, type FieldSpec } from '../validation/useFieldForm';

const SPECS: FieldSpec[] = [
  { name: 'username', rule: 'loginUsername', required: true },
  { name: 'email', rule: 'recoveryEmail', required: true },
];

/** Username and e-mail; success says a link was sent (whether or not they matched) and goes back (SPEC §4). */
export function EmailRecoveryForm() {
  const { feedback } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useFieldForm({ username: '', email: '' });
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate(SPECS)) return;
    setBusy(true);
    setProblem(undefined);
    feedback.showToast({ kind: 'loading', message: t('auth.in_please_wait') });
    try {
      await recoverByEmail(form.values.username!.trim(), form.values.email!.trim());
      feedback.showToast({ kind: 'success', message: t('forget.emailSent'), duration: TOAST_MS.success });
      setTimeout(() => (window.history.length > 1 ? navigate(-1) : navigate('/m/home')), TOAST_MS.success);
    } catch (error) {
      feedback.hideLoading();
      setProblem(apiErrorText(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormStack noValidate onSubmit={submit}>
      <FormField
        form={form}
        specs={SPECS}
        name="username"
        label={t('auth.username')}
        autoComplete="username"
        autoCapitalize="none"
        maxLength={16}
        clearable
      />
      <FormField
        form={form}
        specs={SPECS}
        name="email"
        type="email"
        label={t('auth.field.email')}
        autoComplete="email"
        maxLength={254}
        clearable
      />
      {problem && <FormAlert role="alert">{problem}</FormAlert>}
      <PrimaryButton type="submit" disabled={busy}>
        {t('forget.retrieve')}
      </PrimaryButton>
    </FormStack>
  );
}
