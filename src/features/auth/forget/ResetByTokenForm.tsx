import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { resetPasswordByToken } from '../../../api/authApi';
import { TOAST_MS } from '../../../stores/FeedbackStore';
import { useStores } from '../../../stores/StoresContext';
import { PrimaryButton } from '../../../ui/Button';
import { apiErrorText } from '../apiErrorText';
import { FormAlert, FormStack } from '../AuthPage';
import { FormField } from '../form/FormField';
import { useFieldForm, type FieldSpec } from '../validation/useFieldForm';

const SPECS: FieldSpec[] = [
  { name: 'newPassword', required: true },
  { name: 'confirmPassword', required: true },
];

/** The page the e-mailed reset link opens: a new password, then the login page. */
export function ResetByTokenForm({ resetToken }: { resetToken: string }) {
  const { feedback } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useFieldForm({ newPassword: '', confirmPassword: '' });
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate(SPECS)) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await resetPasswordByToken(resetToken, form.values.newPassword!);
      feedback.showToast({ kind: 'success', message: t('auth.changeSaved'), duration: TOAST_MS.success });
      navigate('/m/login', { replace: true });
    } catch (error) {
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
        name="newPassword"
        type="password"
        label={t('auth.newPassword')}
        placeholder={t('auth.passwordHint')}
        autoComplete="new-password"
        maxLength={64}
      />
      <FormField
        form={form}
        specs={SPECS}
        name="confirmPassword"
        type="password"
        label={t('auth.field.confirmPassword')}
        autoComplete="new-password"
        maxLength={64}
      />
      {problem && <FormAlert role="alert">{problem}</FormAlert>}
      <PrimaryButton type="submit" disabled={busy}>
        {t('common.submit')}
      </PrimaryButton>
    </FormStack>
  );
}
