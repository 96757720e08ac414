import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { wantsCaptcha } from '../../api/apiErrorText';
import type { LoginPayload } from '@common/generated/api';
import { callApi } from '../../api/callApi';
import { sealedBody } from '../../api/sealedBody';
import { withDevice } from '../../api/deviceHeader';
import { sessionFromSignIn } from '../../stores/sessionFromSignIn';

import { useCaptcha } from '../../api/useCaptcha';
import { useCountries } from '../../api/useCountries';
import { useSmsCountdown } from '../../api/useSmsCountdown';
import { useStores } from '../../stores/StoresContext';
import { PrimaryButton, SecondaryButton } from '../../ui/Button';
import { CaptchaField } from '../../ui/form/CaptchaField';
import { FormField } from '../../ui/form/FormField';
import { CheckRow, FormAlert, FormStack } from '../../ui/form/FormLayout';
import { LiveFieldset } from '../../ui/form/LiveFieldset';
import { DEFAULT_DIALING_CODE, MobileField, SmsCodeField } from '../../ui/form/MobileFields';
import { useFieldForm, type FieldSpec } from '../../ui/form/useFieldForm';
import { useSubmit } from '../../ui/form/useSubmit';
import { TabPanel } from '../../ui/Tabs';
import { useBrowserValue } from '../../ui/useBrowserValue';
import { LoginMethodTabs } from './LoginMethodTabs';
import { canRemember, forgetLogin, recallLogin, rememberLogin, type RememberedLogin } from './rememberedLogin';
import { SocialLoginButtons } from './SocialLoginButtons';
import { useCompleteSignIn } from './useCompleteSignIn';
import { useTrialLogin } from './useTrialLogin';

type Method = 'username' | 'sms';

function specsFor(method: Method, withCaptcha: boolean): FieldSpec[] {
  const fields: FieldSpec[] =
    method === 'username'
      ? [
          { name: 'username', rule: 'loginUsername', required: true },
          { name: 'password', rule: 'loginPassword', required: true },
        ]
      : [
          { name: 'mobileNum', rule: 'loginMobileNum', required: true },
          { name: 'verificationCode', required: true },
        ];
  return withCaptcha ? [...fields, { name: 'captcha', required: true }] : fields;
}

/** The form values for a method, pre-filled from the remembered login of that method when there is one. */
function initialValues(method: Method, saved?: RememberedLogin): Record<string, string> {
  return method === 'username'
    ? { username: saved?.username ?? '', password: saved?.password ?? '', captcha: '' }
    : {
        mobileNum: saved?.username ?? '',
        countryDialingCode: saved?.countryDialingCode ?? DEFAULT_DIALING_CODE,
        verificationCode: '',
        captcha: '',
      };
}

/**
 * Username or mobile login, captcha after a refusal that asks for one, remembered login, free play. Used by /m/login
 * and by the login popup; `navigateTo` false keeps the player where they are.
 */
export const LoginForm = observer(function LoginForm({
  navigateTo,
  onSignedIn,
}: {
  navigateTo?: string | false;
  onSignedIn?: () => void;
}) {
  const { menus } = useStores();
  const { t } = useTranslation();
  const [method, setMethod] = useState<Method>('username');
  const form = useFieldForm(initialValues('username'));
  const captcha = useCaptcha(false);
  const countries = useCountries(method === 'sms');
  const sms = useSmsCountdown('login');
  // Off until the player opts in (or a remembered login shows they did): the browser's password manager is the default.
  const [remember, setRemember] = useState(false);
  // A server-rendered form offers it as most browsers can (the server cannot tell); the browser's answer follows.
  const rememberable = useBrowserValue(canRemember, true);
  const { busy, problem, setProblem, run } = useSubmit();
  const completeSignIn = useCompleteSignIn();
  const startTrial = useTrialLogin();
  const specs = specsFor(method, captcha.shown);

  // The remembered login is decrypted asynchronously (WebCrypto): fill the form when it arrives.
  useEffect(() => {
    let current = true;
    void recallLogin(method).then((saved) => {
      // Nothing remembered leaves the box as it is (the player may have ticked it while this was read).
      if (!current || !saved) return;
      setRemember(true);
      form.replace(initialValues(method, saved));
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per method; `form` is a new object each render
  }, [method]);

  const switchMethod = (id: string) => {
    const next = id === 'sms' ? 'sms' : 'username';
    setMethod(next);
    setRemember(false);
    setProblem(undefined);
    form.replace(initialValues(next));
    if (captcha.shown) captcha.load();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate(specs)) return;
    const v = form.values;
    const captchaPart = captcha.shown ? { captcha: v.captcha, captchaId: captcha.captcha?.captchaId } : {};
    void run(
      async () => {
        // The captcha counts only once its proof of work is in (useCaptcha): usually long done by now.
        if (captcha.shown) await captcha.proven();
        const payload: LoginPayload =
          method === 'username'
            ? { type: 'username', username: v.username!.trim(), password: v.password!, ...captchaPart }
            : {
                type: 'sms',
                mobileNum: v.mobileNum!.trim(),
                countryDialingCode: v.countryDialingCode || DEFAULT_DIALING_CODE,
                verificationCode: v.verificationCode!.trim(),
                ...captchaPart,
              };
        const session = sessionFromSignIn((await callApi('sessionLogin', withDevice(sealedBody(payload)))).value);
        if (remember)
          await rememberLogin(
            method === 'username'
              ? { type: 'username', username: v.username!.trim(), password: v.password! }
              : { type: 'sms', username: v.mobileNum!.trim(), password: '', countryDialingCode: v.countryDialingCode },
          );
        else forgetLogin(method);
        await completeSignIn(session, { navigateTo });
        onSignedIn?.();
      },
      {
        loading: t('auth.in_please_wait'),
        // A captcha is single use: after any failure with one shown (or a refusal asking for one) load a fresh one.
        onError: (error) => {
          if (captcha.shown || wantsCaptcha(error)) {
            form.reset('captcha');
            captcha.load();
          }
        },
      },
    );
  };

  const panelId = useId();
  const tabbed = menus.loginMethods.length > 1;
  return (
    <>
      <LoginMethodTabs selectedId={method} onChange={switchMethod} panelId={panelId} idPrefix={`${panelId}-method`} />
      <TabPanel id={panelId} idPrefix={`${panelId}-method`} selectedId={method} tabbed={tabbed}>
        <FormStack noValidate onSubmit={submit}>
          <LiveFieldset>
            {method === 'username' ? (
              <>
                <FormField
                  form={form}
                  specs={specs}
                  name="username"
                  label={t('auth.username')}
                  placeholder={t('auth.usernameHint')}
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={16}
                  clearable
                />
                <FormField
                  form={form}
                  specs={specs}
                  name="password"
                  type="password"
                  label={t('auth.password')}
                  placeholder={t('auth.passwordHint')}
                  autoComplete="current-password"
                  maxLength={64}
                />
              </>
            ) : (
              <>
                <MobileField form={form} specs={specs} countries={countries} />
                <SmsCodeField form={form} specs={specs} sms={sms} />
              </>
            )}
            {captcha.shown && <CaptchaField form={form} specs={specs} state={captcha} />}
            {rememberable && (
              <CheckRow>
                <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
                {t('auth.rememberPassword')}
              </CheckRow>
            )}
            <FormAlert>{problem}</FormAlert>
            <PrimaryButton type="submit" disabled={busy}>
              {t('auth.loginButton')}
            </PrimaryButton>
            <SecondaryButton type="button" onClick={() => void startTrial()}>
              {t('auth.trialButton')}
            </SecondaryButton>
          </LiveFieldset>
        </FormStack>
      </TabPanel>
      <SocialLoginButtons />
    </>
  );
});
