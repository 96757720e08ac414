import type { RegisterPayload, RegisterSettings } from '@common/generated/api';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { apiErrorKey } from '../../api/apiErrorText';
import { callApi } from '../../api/callApi';
import { sealedBody } from '../../api/sealedBody';
import { sessionFromSignIn } from '../../stores/sessionFromSignIn';
import { ApiError } from '../../api/envelope';
import { useCaptcha } from '../../api/useCaptcha';
import { useCountries } from '../../api/useCountries';
import { useRemoteData } from '../../api/useRemoteData';
import { useSmsCountdown } from '../../api/useSmsCountdown';
import { paths } from '../../registry/paths';
import { TOAST_MS } from '../../stores/FeedbackStore';
import { useStores } from '../../stores/StoresContext';
import { PrimaryButton } from '../../ui/Button';
import {
  AgeDeclarationFields,
  checkAgeDeclaration,
  type AgeDeclaration,
  type AgeDeclarationErrors,
} from '../../ui/form/AgeDeclarationFields';
import { CaptchaField } from '../../ui/form/CaptchaField';
import { FormField } from '../../ui/form/FormField';
import { CheckRow, FormAlert, FormStack } from '../../ui/form/FormLayout';
import { DEFAULT_DIALING_CODE, MobileField, SmsCodeField } from '../../ui/form/MobileFields';
import { useFieldForm } from '../../ui/form/useFieldForm';
import { useSubmit } from '../../ui/form/useSubmit';
import { AsyncView, Loading } from '../../ui/LoadState';
import { TabPanel, Tabs } from '../../ui/Tabs';
import { AuthLinks } from './AuthLinks';
import { AuthPage } from './AuthPage';
import { RegisterBanners, useRegisterBanners } from './RegisterBanners';
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

/** Whether an invitation code belongs to an active agent. */
// SPEC §7: the invitation check sends the code and the site's domain.
const isActiveInvitation = async (code: string) =>
  (await callApi('agentAffiliate', { query: { code, domain: window.location.hostname } })).value.success;

/**
 * /m/register: the page's banners, and the brand's registration rules, then the form they describe. Banners, form
 * and links show together, once both replies are in (a banner that fails is left out): each shown as it came, the
 * later ones pushed the earlier down the page (layout shifts).
 */
export default observer(function RegisterScreen() {
  const { t } = useTranslation();
  const settings = useRemoteData(async () => (await callApi('systemRegisterSettings')).value, []);
  const banners = useRegisterBanners();
  const settled = banners.data !== undefined || banners.failed;
  return (
    <AuthPage title={t('auth.registerTitle')}>
      {settled && <RegisterBanners banners={banners.data ?? []} />}
      {settled ? <AsyncView state={settings}>{(loaded) => <RegisterForm settings={loaded} />}</AsyncView> : <Loading />}
      {settled && (settings.data !== undefined || settings.failed) && (
        <AuthLinks show={['home', 'login', 'download']} />
      )}
    </AuthPage>
  );
});

const AGE_REFUSALS: string[] = ['rp.birthdate.invalid', 'rp.underage', 'rp.declaration.required'];

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
  // Issue 19: brands that ask for it get the date of birth and the restricted-person declaration.
  const askAge = site.settings.responsiblePlay?.requireBirthDate === true;
  const minimumAge = site.settings.responsiblePlay?.minimumAge ?? site.brand.ageLimit;
  const [adult, setAdult] = useState<AgeDeclaration>({ birthDate: '', notRestricted: false });
  const [adultErrors, setAdultErrors] = useState<AgeDeclarationErrors>({});
  const { busy, problem, setProblem, run } = useSubmit();
  const completeSignIn = useCompleteSignIn();
  const specs = registerSpecs(settings, variant);
  const affiliateOn = specs.some((s) => s.name === 'affiliateCode');
  const countries = useCountries(specs.some((s) => s.name === 'mobileNum'));

  // SPEC §4: the affiliate state comes from checking the URL's invitation code.
  useEffect(() => {
    if (!invitation || !affiliateOn) return;
    isActiveInvitation(invitation)
      .then((valid) => form.setError('affiliateCode', valid ? undefined : 'auth.invitation_code_error'))
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the code the page was opened with
  }, [invitation, affiliateOn]);

  if (variants.length === 0) return <FormAlert>{t('auth.registerClosed')}</FormAlert>;

  /** The payload of the enabled fields (passwords untrimmed), with how and where the player registered. */
  const payloadOf = (v: Record<string, string>) => {
    const payload: Record<string, string | boolean | number> = {
      registerMethod: registerMethod(),
      registerUrl: window.location.href,
      domain: window.location.hostname,
      // SPEC §3: a registration is a member account, type 0.
      type: 0,
    };
    for (const spec of specs) {
      const value = v[spec.name]?.trim();
      if (value) payload[spec.name] = spec.name.toLowerCase().includes('password') ? v[spec.name]! : value;
    }
    if (payload.mobileNum) payload.countryDialingCode = v.countryDialingCode || DEFAULT_DIALING_CODE;
    if (variant === 'username' && captcha.captcha) payload.captchaId = captcha.captcha.captchaId;
    if (askAge) Object.assign(payload, { birthDate: adult.birthDate, notRestricted: adult.notRestricted });
    return payload;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const adultProblems = askAge ? checkAgeDeclaration(adult, minimumAge, new Date()) : {};
    setAdultErrors(adultProblems);
    if (busy || !agree || !form.validate(specs) || Object.keys(adultProblems).length > 0) return;
    const v = form.values;
    void run(
      async () => {
        const code = v.affiliateCode?.trim();
        if (affiliateOn && code && !(await isActiveInvitation(code))) {
          feedback.showToast({ kind: 'error', message: t('auth.invitation_code_error'), duration: TOAST_MS.short });
          form.setError('affiliateCode', 'auth.invitation_code_error');
          form.focus('affiliateCode');
          return false;
        }
        feedback.showToast({ kind: 'loading', message: t('auth.in_please_wait') });
        // The captcha counts only once its proof of work is in (useCaptcha): usually long done by now.
        if (variant === 'username') await captcha.proven();
        const endpoint = variant === 'mobile' ? 'memberRegisterMobile' : 'memberRegister';
        return sessionFromSignIn((await callApi(endpoint, sealedBody<RegisterPayload>(payloadOf(v)))).value);
      },
      {
        success: t('auth.in_registered_successfully'),
        successMs: TOAST_MS.successLong,
        onSuccess: (session) => completeSignIn(session, { navigateTo: paths.home }),
        onError: (error) => {
          const field = error instanceof ApiError ? fieldOfError(error.code, error.value) : undefined;
          // The age checks' refusals belong under their fields; an inherited exclusion (rp.excluded.linked) does not.
          if (error instanceof ApiError && AGE_REFUSALS.includes(error.code))
            setAdultErrors({
              [error.code === 'rp.declaration.required' ? 'notRestricted' : 'birthDate']: apiErrorKey(error.code),
            });
          if (error instanceof ApiError && field && specs.some((s) => s.name === field)) {
            form.setError(field, apiErrorKey(error.code));
            form.focus(field);
          }
          if (variant === 'username') {
            form.reset('captcha');
            captcha.load();
          }
        },
      },
    );
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
            if (spec.name === 'mobileNum')
              return <MobileField key={spec.name} form={form} specs={specs} countries={countries} />;
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
          {askAge && (
            <AgeDeclarationFields value={adult} onChange={setAdult} errors={adultErrors} minimumAge={minimumAge} />
          )}
          <CheckRow>
            <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
            <span>
              <Trans
                i18nKey="auth.agreeTerms"
                values={{ age: site.brand.ageLimit }}
                components={{ terms: <Link to={paths.useragreement} /> }}
              />
            </span>
          </CheckRow>
          <FormAlert>{problem}</FormAlert>
          <PrimaryButton type="submit" disabled={busy || !agree}>
            {t('auth.registerButton')}
          </PrimaryButton>
        </FormStack>
      </TabPanel>
      <SocialLoginButtons />
    </>
  );
});
