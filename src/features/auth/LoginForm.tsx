import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '../../api/authApi';
import { useStores } from '../../stores/StoresContext';
import { PrimaryButton, SecondaryButton } from '../../ui/Button';
import { apiErrorText, wantsCaptcha } from './apiErrorText';
import { CheckRow, FormAlert, FormStack } from './AuthPage';
import { CaptchaField } from './form/CaptchaField';
import { FormField } from './form/FormField';
import { MobileField, SmsCodeField } from './form/MobileFields';
import { useCaptcha } from './form/useCaptcha';
import { DEFAULT_DIALING_CODE } from './form/useCountries';
import { useSmsCountdown } from './form/useSmsCountdown';
import { LoginMethodTabs } from './LoginMethodTabs';
import { forgetLogin, recallLogin, rememberLogin } from './rememberedLogin';
import { SocialLoginButtons } from './SocialLoginButtons';
import { useCompleteSignIn } from './useCompleteSignIn';
import { useTrialLogin } from './useTrialLogin';
import type { FieldSpec } from './validation/useFieldForm';
import { useFieldForm } from './validation/useFieldForm';
import { TabPanel } from '../../ui/Tabs';

type Method = 'username' | 'sms';

/** Login loading limit (SPEC §9: loading 10 s). */
const LOGIN_LOADING_MS = 10_000;

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

/** The form values for a method, pre-filled from the remembered login of that method. */
function initialValues(method: Method): Record<string, string> {
  const saved = recallLogin(method);
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
  const { feedback, menus } = useStores();
  const { t } = useTranslation();
  const [method, setMethod] = useState<Method>('username');
  const form = useFieldForm(initialValues('username'));
  const captcha = useCaptcha(false);
  const sms = useSmsCountdown('login');
  const [remember, setRemember] = useState(true);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const completeSignIn = useCompleteSignIn();
  const startTrial = useTrialLogin();
  const specs = specsFor(method, captcha.shown);

  const switchMethod = (id: string) => {
    const next = id === 'sms' ? 'sms' : 'username';
    setMethod(next);
    setProblem(undefined);
    form.replace(initialValues(next));
    if (captcha.shown) void captcha.load();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate(specs)) return;
    const v = form.values;
    setBusy(true);
    setProblem(undefined);
    feedback.showToast({ kind: 'loading', message: t('auth.in_please_wait'), duration: LOGIN_LOADING_MS });
    try {
      const captchaPart = captcha.shown ? { captcha: v.captcha, captchaId: captcha.captcha?.captchaId } : {};
      const session =
        method === 'username'
          ? await login({ type: 'username', username: v.username!.trim(), password: v.password!, ...captchaPart })
          : await login({
              type: 'sms',
              mobileNum: v.mobileNum!.trim(),
              countryDialingCode: v.countryDialingCode || DEFAULT_DIALING_CODE,
              verificationCode: v.verificationCode!.trim(),
              ...captchaPart,
            });
      if (remember)
        rememberLogin(
          method === 'username'
            ? { type: 'username', username: v.username!.trim(), password: v.password! }
            : { type: 'sms', username: v.mobileNum!.trim(), password: '', countryDialingCode: v.countryDialingCode },
        );
      else forgetLogin(method);
      await completeSignIn(session, { navigateTo });
      onSignedIn?.();
    } catch (error) {
      feedback.hideLoading();
      setProblem(apiErrorText(t, error));
      // A captcha is single use: after any failure with one shown (or a refusal asking for one) load a fresh one.
      if (captcha.shown || wantsCaptcha(error)) {
        form.reset('captcha');
        void captcha.load();
      }
    } finally {
      setBusy(false);
    }
  };

  const panelId = useId();
  const tabbed = menus.loginMethods.length > 1;
  return (
    <>
      <LoginMethodTabs selectedId={method} onChange={switchMethod} panelId={panelId} idPrefix={`${panelId}-method`} />
      <TabPanel id={panelId} idPrefix={`${panelId}-method`} selectedId={method} tabbed={tabbed}>
        <FormStack noValidate onSubmit={submit}>
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
              <MobileField form={form} specs={specs} />
              <SmsCodeField form={form} specs={specs} sms={sms} />
            </>
          )}
          {captcha.shown && <CaptchaField form={form} specs={specs} state={captcha} />}
          <CheckRow>
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            {t('auth.rememberPassword')}
          </CheckRow>
          {problem && <FormAlert role="alert">{problem}</FormAlert>}
          <PrimaryButton type="submit" disabled={busy}>
            {t('auth.loginButton')}
          </PrimaryButton>
          <SecondaryButton type="button" onClick={() => void startTrial()}>
            {t('auth.trialButton')}
          </SecondaryButton>
        </FormStack>
      </TabPanel>
      <SocialLoginButtons />
    </>
  );
});
