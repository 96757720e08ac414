import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../../../api/callApi';
import { paths } from '../../../registry/paths';
import { PrimaryButton } from '../../../ui/Button';
import { FormField } from '../../../ui/form/FormField';
import { FormAlert, FormStack } from '../../../ui/form/FormLayout';
import { useFieldForm, type FieldSpec } from '../../../ui/form/useFieldForm';
import { useSubmit } from '../../../ui/form/useSubmit';

const SPECS: FieldSpec[] = [
  { name: 'newPassword', required: true },
  { name: 'confirmPassword', required: true },
];

/** The page the e-mailed reset link opens: a new password, then the login page. */
export function ResetByTokenForm({ resetToken }: { resetToken: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useFieldForm({ newPassword: '', confirmPassword: '' });
  const { busy, problem, run } = useSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate(SPECS)) return;
    const newPassword = form.values.newPassword!;
    void run(
      () => callApi('memberPasswordReset', { body: { resetToken, newPassword, confirmNewPassword: newPassword } }),
      {
        success: t('auth.changeSaved'),
        onSuccess: () => navigate(paths.login, { replace: true }),
      },
    );
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
      <FormAlert>{problem}</FormAlert>
      <PrimaryButton type="submit" disabled={busy}>
        {t('common.submit')}
      </PrimaryButton>
    </FormStack>
  );
}
