import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { login, setPasswordByPhone } from '../../../api/authApi';
import { ApiError } from '../../../api/envelope';
import { useStores } from '../../../stores/StoresContext';
import { PrimaryButton } from '../../../ui/Button';
import { apiErrorText } from '../apiErrorText';
import { FormAlert, FormStack } from '../AuthPage';
import { FormField } from '../form/FormField';
import { MobileField, SmsCodeField } from '../form/MobileFields';
import { DEFAULT_DIALING_CODE } from '../form/useCountries';
import { useSmsCountdown } from '../form/useSmsCountdown';
import { useCompleteSignIn } from '../useCompleteSignIn';
import { useFieldForm, type FieldSpec } from '../validation/useFieldForm';

const SPECS: FieldSpec[] = [
  { name: 'mobileNum', required: true },
  { name: 'verificationCode', required: true },
  { name: 'newPassword', required: true },
];

/** Set a password by phone, then sign in with the number and the new password (SPEC §4). */
export function PhoneRecoveryForm() {
  const { feedback } = useStores();
  const { t } = useTranslation();
  const form = useFieldForm({
    mobileNum: '',
    countryDialingCode: DEFAULT_DIALING_CODE,
    verificationCode: '',
    newPassword: '',
  });
  const sms = useSmsCountdown('password');
  const completeSignIn = useCompleteSignIn();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const hasErrors = Object.keys(form.errors).length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate(SPECS)) return;
    const v = form.values;
    const number = { mobileNum: v.mobileNum!.trim(), countryDialingCode: v.countryDialingCode || DEFAULT_DIALING_CODE };
    setBusy(true);
    setProblem(undefined);
    feedback.showToast({ kind: 'loading', message: t('auth.in_please_wait') });
    try {
      await setPasswordByPhone({
        ...number,
        verificationCode: v.verificationCode!.trim(),
        newPassword: v.newPassword!,
      });
      const session = await login({ type: 'username', ...number, password: v.newPassword! });
      await completeSignIn(session, { navigateTo: '/m/home' });
    } catch (error) {
      feedback.hideLoading();
      setProblem(apiErrorText(t, error));
      // SPEC §8: "same as old" clears the password; any other refusal clears the (single-use) code.
      if (error instanceof ApiError && error.code === 'modify.new.old.same') {
        form.reset('newPassword');
        form.focus('newPassword');
      } else {
        form.reset('verificationCode');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormStack noValidate onSubmit={submit}>
      <MobileField form={form} specs={SPECS} />
      <SmsCodeField form={form} specs={SPECS} sms={sms} />
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
      {problem && <FormAlert role="alert">{problem}</FormAlert>}
      <PrimaryButton type="submit" disabled={busy || !form.touched || hasErrors}>
        {t('common.submit')}
      </PrimaryButton>
    </FormStack>
  );
}
