import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../../api/callApi';
import { paths } from '../../registry/paths';
import { useStores } from '../../stores/StoresContext';
import { PrimaryButton } from '../../ui/Button';
import { FormField } from '../../ui/form/FormField';
import { FormAlert, FormStack } from '../../ui/form/FormLayout';
import { TextField } from '../../ui/form/TextField';
import { useFieldForm, type FieldSpec } from '../../ui/form/useFieldForm';
import { useSubmit } from '../../ui/form/useSubmit';
import { recallLogin, updateRememberedPassword } from './rememberedLogin';

const Page = styled.div`
  max-width: 480px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.lg};
`;

/** The pause before going home (SPEC §4). */
const REDIRECT_AFTER_MS = 1_000;

/** /m/changePsw: the old password only when it is not remembered; same-as-old is caught before the call. */
export default observer(function ChangePasswordScreen() {
  const { session, feedback } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userName = session.session?.userName ?? '';
  // The remembered password of this user (decrypted asynchronously), null without one, undefined while reading.
  const [known, setKnown] = useState<string | null>();
  useEffect(() => {
    let current = true;
    void recallLogin('username').then((saved) => {
      if (current) setKnown(saved && saved.username.toLowerCase() === userName.toLowerCase() ? saved.password : null);
    });
    return () => {
      current = false;
    };
  }, [userName]);
  const specs: FieldSpec[] = [
    ...(known === null ? [{ name: 'oldPassword', rule: 'loginPassword', required: true }] : []),
    { name: 'newPassword', required: true },
    { name: 'confirmPassword', required: true },
  ];
  const form = useFieldForm({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const { busy, problem, run } = useSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || known === undefined || !form.validate(specs)) return;
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
    // SPEC §4 shows nothing more on failure; we say why in place so the player can correct it.
    await run(
      // The member's other sessions are revoked.
      () => callApi('memberPasswordChange', { body: { oldPassword, newPassword, confirmNewPassword: newPassword } }),
      {
        loading: t('auth.in_please_wait'),
        success: t('auth.changeSaved'),
        stayBusy: true,
        onSuccess: () => {
          void updateRememberedPassword(userName, newPassword);
          setTimeout(() => navigate(paths.home, { replace: true }), REDIRECT_AFTER_MS);
        },
      },
    );
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
        {known === null && (
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
        <FormAlert>{problem}</FormAlert>
        <PrimaryButton type="submit" disabled={busy}>
          {t('common.confirm')}
        </PrimaryButton>
      </FormStack>
    </Page>
  );
});
