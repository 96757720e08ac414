import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { checkInvitationCode, fetchRegisterSettings, register, type RegisterSettings } from '../../api/authApi';
import { ApiError } from '../../api/envelope';
import { TOAST_MS } from '../../stores/FeedbackStore';
import { useStores } from '../../stores/StoresContext';
import { PrimaryButton } from '../../ui/Button';
import { TabPanel, Tabs } from '../../ui/Tabs';
import { apiErrorText } from './apiErrorText';
import { AuthLinks } from './AuthLinks';
import { AuthPage, CheckRow, FormAlert, FormStack } from './AuthPage';
import { CaptchaField } from './form/CaptchaField';
import { FormField } from './form/FormField';
import { MobileField, SmsCodeField } from './form/MobileFields';
import { useCaptcha } from './form/useCaptcha';
import { DEFAULT_DIALING_CODE } from './form/useCountries';
import { useSmsCountdown } from './form/useSmsCountdown';
import {
  fieldOfError,
  REGISTER_INPUTS,
  registerMethod,
  registerSpecs,
  registerVariants,
  type RegisterVariant,
} from './registerFields';
import { SocialLoginButtons } from './SocialLoginButtons';
import { useCompleteSignIn } from './useCompleteSignIn';
import { useFieldForm } from './validation/useFieldForm';

/** Registration loading limit (SPEC §9: loading 10 s). */
const REGISTER_LOADING_MS = 10_000;

/** /m/register: loads the brand's registration rules, then shows the form they describe. */
export default function RegisterScreen() {
  const { t } = useTranslation();
  const [settings, setSettings] = useState<RegisterSettings>();
  const [failed, setFailed] = useState(false);
  const load = useCallback(
    () =>
      fetchRegisterSettings()
        .then(setSettings)
        .catch(() => setFailed(true)),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const retry = () => {
    setFailed(false);
    void load();
  };
  return (
    <AuthPage title={t('auth.registerTitle')}>
      {settings ? (
        <RegisterForm settings={settings} />
      ) : failed ? (
        <>
          <FormAlert role="alert">{t('app.loadFailed')}</FormAlert>
          <PrimaryButton type="button" onClick={retry}>
            {t('app.retry')}
          </PrimaryButton>
        </>
      ) : (
        <p role="status">{t('app.loading')}</p>
      )}
      <AuthLinks show={['home', 'login', 'download']} />
    </AuthPage>
  );
}

const RegisterForm = observer(function RegisterForm({ settings }: { settings: RegisterSettings }) {
  const { settings: site, feedback } = useStores();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const variants = registerVariants(settings);
  const [variant, setVariant] = useState<RegisterVariant>(variants[0] ?? 'username');
  const invitation = params.get('affiliateCode') ?? params.get('code') ?? '';
  const form = useFieldForm({ countryDialingCode: DEFAULT_DIALING_CODE, affiliateCode: invitation });
  const captcha = useCaptcha(true);
  const sms = useSmsCountdown('register');
  const [agree, setAgree] = useState(true);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const completeSignIn = useCompleteSignIn();
  const specs = registerSpecs(settings, variant);
  const affiliateOn = specs.some((s) => s.name === 'affiliateCode');

  // SPEC §4: the affiliate state comes from checking the URL's invitation code.
  useEffect(() => {
    if (!invitation || !affiliateOn) return;
    checkInvitationCode(invitation)
      .then((valid) => form.setError('affiliateCode', valid ? undefined : 'auth.invitation_code_error'))
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the code the page was opened with
  }, [invitation, affiliateOn]);

  if (variants.length === 0) return <FormAlert role="alert">{t('auth.registerClosed')}</FormAlert>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !agree || !form.validate(specs)) return;
    const v = form.values;
    setBusy(true);
    setProblem(undefined);
    try {
      const code = v.affiliateCode?.trim();
      if (affiliateOn && code && !(await checkInvitationCode(code))) {
        feedback.showToast({ kind: 'error', message: t('auth.invitation_code_error'), duration: TOAST_MS.short });
        form.setError('affiliateCode', 'auth.invitation_code_error');
        form.focus('affiliateCode');
        return;
      }
      feedback.showToast({ kind: 'loading', message: t('auth.in_please_wait'), duration: REGISTER_LOADING_MS });
      const payload: Record<string, string> = {
        registerMethod: registerMethod(),
        registerUrl: window.location.href,
        domain: window.location.hostname,
      };
      for (const spec of specs) {
        const value = v[spec.name]?.trim();
        if (value) payload[spec.name] = spec.name.toLowerCase().includes('password') ? v[spec.name]! : value;
      }
      if (payload.mobileNum) payload.countryDialingCode = v.countryDialingCode || DEFAULT_DIALING_CODE;
      if (variant === 'username' && captcha.captcha) payload.captchaId = captcha.captcha.captchaId;
      const session = await register(payload, variant === 'mobile');
      feedback.showToast({
        kind: 'success',
        message: t('auth.in_registered_successfully'),
        duration: TOAST_MS.successLong,
      });
      await completeSignIn(session, { navigateTo: '/m/home' });
    } catch (error) {
      feedback.hideLoading();
      const text = apiErrorText(t, error);
      const field = error instanceof ApiError ? fieldOfError(error.code, error.value) : undefined;
      if (field && specs.some((s) => s.name === field)) {
        form.setError(field, `apiError.${(error as ApiError).code.replace(/\./g, '_')}`);
        form.focus(field);
      }
      setProblem(text);
      if (variant === 'username') {
        form.reset('captcha');
        void captcha.load();
      }
    } finally {
      setBusy(false);
    }
  };

  const panelId = 'register-panel';
  return (
    <>
      <Tabs
        items={variants.map((id) => ({ id, labelKey: `auth.registerBy.${id}` }))}
        selectedId={variant}
        onSelect={(id) => {
          setVariant(id as RegisterVariant);
          setProblem(undefined);
        }}
        label={t('auth.registerMethods')}
        idPrefix="register-method"
        panelId={panelId}
      />
      <TabPanel id={panelId} idPrefix="register-method" selectedId={variant} tabbed={variants.length > 1}>
        <FormStack noValidate onSubmit={submit}>
          {specs.map((spec) => {
            if (spec.name === 'mobileNum') return <MobileField key={spec.name} form={form} specs={specs} />;
            if (spec.name === 'verificationCode')
              return <SmsCodeField key={spec.name} form={form} specs={specs} sms={sms} />;
            if (spec.name === 'captcha')
              return <CaptchaField key={spec.name} form={form} specs={specs} state={captcha} />;
            const input = REGISTER_INPUTS[spec.name] ?? {};
            return (
              <FormField
                key={spec.name}
                form={form}
                specs={specs}
                name={spec.name}
                label={t(`auth.field.${spec.name}`)}
                placeholder={t(`auth.hint.${spec.name}`, { defaultValue: '' })}
                autoCapitalize="none"
                spellCheck={false}
                clearable={input.type !== 'password'}
                {...input}
              />
            );
          })}
          <CheckRow>
            <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
            <span>
              <Trans
                i18nKey="auth.agreeTerms"
                values={{ age: site.brand.ageLimit }}
                components={{ terms: <Link to="/m/useragreement" /> }}
              />
            </span>
          </CheckRow>
          {problem && <FormAlert role="alert">{problem}</FormAlert>}
          <PrimaryButton type="submit" disabled={busy || !agree}>
            {t('auth.registerButton')}
          </PrimaryButton>
        </FormStack>
      </TabPanel>
      <SocialLoginButtons />
    </>
  );
});
