import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../../../api/callApi';
import { paths } from '../../../registry/paths';
import { TOAST_MS } from '../../../stores/FeedbackStore';
import { PrimaryButton } from '../../../ui/Button';
import { FormField } from '../../../ui/form/FormField';
import { FormAlert, FormStack } from '../../../ui/form/FormLayout';
import { useFieldForm, type FieldSpec } from '../../../ui/form/useFieldForm';
import { useSubmit } from '../../../ui/form/useSubmit';

const SPECS: FieldSpec[] = [
  { name: 'username', rule: 'loginUsername', required: true },
  { name: 'email', rule: 'recoveryEmail', required: true },
];

/** Username and e-mail; success says a link was sent (whether or not they matched) and goes back (SPEC §4). */
export function EmailRecoveryForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useFieldForm({ username: '', email: '' });
  const { busy, problem, run } = useSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate(SPECS)) return;
    // The same reply whether or not the user name and e-mail match.
    const body = { username: form.values.username!.trim(), email: form.values.email!.trim() };
    // SPEC §7: sent form-encoded.
    void run(() => callApi('memberPasswordEmail', { body, form: true }), {
      loading: t('auth.in_please_wait'),
      success: t('forget.emailSent'),
      onSuccess: () =>
        setTimeout(() => (window.history.length > 1 ? navigate(-1) : navigate(paths.home)), TOAST_MS.success),
    });
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
      <FormAlert>{problem}</FormAlert>
      <PrimaryButton type="submit" disabled={busy}>
        {t('forget.retrieve')}
      </PrimaryButton>
    </FormStack>
  );
}
