import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginPayload } from '@common/generated/api';
import { callApi } from '../../../api/callApi';
import { sealedBody } from '../../../api/sealedBody';
import { withDevice } from '../../../api/deviceHeader';
import { sessionFromSignIn } from '../../../stores/sessionFromSignIn';

import { ApiError } from '../../../api/envelope';
import { useCountries } from '../../../api/useCountries';
import { useSmsCountdown } from '../../../api/useSmsCountdown';
import { paths } from '../../../registry/paths';
import { PrimaryButton } from '../../../ui/Button';
import { FormField } from '../../../ui/form/FormField';
import { FormAlert, FormStack } from '../../../ui/form/FormLayout';
import { DEFAULT_DIALING_CODE, MobileField, SmsCodeField } from '../../../ui/form/MobileFields';
import { useFieldForm, type FieldSpec } from '../../../ui/form/useFieldForm';
import { useSubmit } from '../../../ui/form/useSubmit';
import { useCompleteSignIn } from '../useCompleteSignIn';

const SPECS: FieldSpec[] = [
  { name: 'mobileNum', required: true },
  { name: 'verificationCode', required: true },
  { name: 'newPassword', required: true },
];

/** Set a password by phone, then sign in with the number and the new password (SPEC §4). */
export function PhoneRecoveryForm() {
  const { t } = useTranslation();
  const form = useFieldForm({
    mobileNum: '',
    countryDialingCode: DEFAULT_DIALING_CODE,
    verificationCode: '',
    newPassword: '',
  });
  const countries = useCountries();
  const sms = useSmsCountdown('password');
  const completeSignIn = useCompleteSignIn();
  const { busy, problem, run } = useSubmit();
  const hasErrors = Object.keys(form.errors).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate(SPECS)) return;
    const v = form.values;
    const number = { mobileNum: v.mobileNum!.trim(), countryDialingCode: v.countryDialingCode || DEFAULT_DIALING_CODE };
    void run(
      async () => {
        await callApi('memberPasswordPhone', {
          body: { ...number, verificationCode: v.verificationCode!.trim(), newPassword: v.newPassword! },
        });
        const payload: LoginPayload = { type: 'username', ...number, password: v.newPassword! };
        const session = sessionFromSignIn((await callApi('sessionLogin', withDevice(sealedBody(payload)))).value);
        await completeSignIn(session, { navigateTo: paths.home });
      },
      {
        loading: t('auth.in_please_wait'),
        // SPEC §8: "same as old" clears the password; any other refusal clears the (single-use) code.
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'modify.new.old.same') {
            form.reset('newPassword');
            form.focus('newPassword');
          } else {
            form.reset('verificationCode');
          }
        },
      },
    );
  };

  return (
    <FormStack noValidate onSubmit={submit}>
      <MobileField form={form} specs={SPECS} countries={countries} />
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
      <FormAlert>{problem}</FormAlert>
      <PrimaryButton type="submit" disabled={busy || !form.touched || hasErrors}>
        {t('common.submit')}
      </PrimaryButton>
    </FormStack>
  );
}
