import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { changePassword } from '../../api/authApi';
import { TOAST_MS } from '../../stores/FeedbackStore';
import { useStores } from '../../stores/StoresContext';
import { PrimaryButton } from '../../ui/Button';
import { TextField } from '../../ui/form/TextField';
import { apiErrorText } from './apiErrorText';
import { FormAlert, FormStack } from './AuthPage';
import { FormField } from './form/FormField';
import { recallLogin, updateRememberedPassword } from './rememberedLogin';
import { useFieldForm, type FieldSpec } from './validation/useFieldForm';

const Page = styled.div`
  max-width: 480px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.lg};
`;

/** Loading limit and the pause before going home (SPEC §4 and §9). */
const CHANGE_LOADING_MS = 10_000;
const REDIRECT_AFTER_MS = 1_000;

/** /m/changePsw: the old password only when it is not remembered; same-as-old is caught before the call. */
export default observer(function ChangePasswordScreen() {
  const { session, feedback } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userName = session.session?.userName ?? '';
  const [known] = useState(() => {
    const saved = recallLogin('username');
    return saved && saved.username.toLowerCase() === userName.toLowerCase() ? saved.password : undefined;
  });
  const specs: FieldSpec[] = [
    ...(known === undefined ? [{ name: 'oldPassword', rule: 'loginPassword', required: true }] : []),
    { name: 'newPassword', required: true },
    { name: 'confirmPassword', required: true },
  ];
  const form = useFieldForm({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate(specs)) return;
    const oldPassword = known ?? form.values.oldPassword!;
    const newPassword = form.values.newPassword!;
    if (oldPassword === newPassword) {
      await feedback.alert({
        title: t('auth.confirmation'),
        message: t('apiError.modify_new_old_same'),
        confirmLabel: t('common.confirm'),
      });
      return;
    }
    setBusy(true);
    setProblem(undefined);
    feedback.showToast({ kind: 'loading', message: t('auth.in_please_wait'), duration: CHANGE_LOADING_MS });
    try {
      await changePassword(oldPassword, newPassword);
      feedback.hideLoading();
      feedback.showToast({ kind: 'success', message: t('auth.changeSaved'), duration: TOAST_MS.success });
      updateRememberedPassword(userName, newPassword);
      setTimeout(() => navigate('/m/home', { replace: true }), REDIRECT_AFTER_MS);
    } catch (error) {
      feedback.hideLoading();
      // SPEC §4 shows nothing more on failure; we say why in place so the player can correct it.
      setProblem(apiErrorText(t, error));
      setBusy(false);
    }
  };

  return (
    <Page>
      <FormStack noValidate onSubmit={submit} aria-label={t('route.changePsw')}>
        <TextField
          name="username"
          label={t('auth.username')}
          value={userName}
          onChange={() => undefined}
          readOnly
          autoComplete="username"
        />
        {known === undefined && (
          <FormField
            form={form}
            specs={specs}
            name="oldPassword"
            type="password"
            label={t('auth.oldPassword')}
            autoComplete="current-password"
            maxLength={64}
          />
        )}
        <FormField
          form={form}
          specs={specs}
          name="newPassword"
          type="password"
          label={t('auth.newPassword')}
          placeholder={t('auth.passwordHint')}
          autoComplete="new-password"
          maxLength={64}
        />
        <FormField
          form={form}
          specs={specs}
          name="confirmPassword"
          type="password"
          label={t('auth.field.confirmPassword')}
          autoComplete="new-password"
          maxLength={64}
        />
        {problem && <FormAlert role="alert">{problem}</FormAlert>}
        <PrimaryButton type="submit" disabled={busy}>
          {t('common.confirm')}
        </PrimaryButton>
      </FormStack>
    </Page>
  );
});
