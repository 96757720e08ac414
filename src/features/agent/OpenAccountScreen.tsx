import type { AgentOpenAccountBody, AgentRebateRates, AgentTeamMember, RegisterSettings } from '@common/generated/api';
import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorKey } from '../../api/apiErrorText';
import { callApi } from '../../api/callApi';
import { ApiError } from '../../api/envelope';
import { useCaptcha } from '../../api/useCaptcha';
import { useCountries } from '../../api/useCountries';
import { useRemoteData } from '../../api/useRemoteData';
import { paths } from '../../registry/paths';
import { PrimaryButton } from '../../ui/Button';
import { CaptchaField } from '../../ui/form/CaptchaField';
import { FormField } from '../../ui/form/FormField';
import { FormAlert, FormStack } from '../../ui/form/FormLayout';
import { DEFAULT_DIALING_CODE, MobileField } from '../../ui/form/MobileFields';
import { useFieldForm } from '../../ui/form/useFieldForm';
import { useSubmit } from '../../ui/form/useSubmit';
import { AsyncView } from '../../ui/LoadState';
import { fieldOfRefusal, OPEN_ACCOUNT_INPUTS, openAccountSpecs } from './openAccountFields';
import { RateFields, rateField, rateForm, ratesOf, type RateLimit } from './RateFields';

const Page = styled.div`
  padding: ${({ theme }) => theme.spacing.md};
`;

const TypeChoice = styled.fieldset`
  display: flex;
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  border: none;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs};
    min-height: 44px;
  }
  input {
    width: 20px;
    height: 20px;
  }
`;

const Opened = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  a {
    margin-inline-start: ${({ theme }) => theme.spacing.xs};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** /m/agentRegister: the agent opens a member or sub-agent account below itself, with its rebate rates. */
export default function OpenAccountScreen() {
  const setup = useRemoteData(
    () =>
      Promise.all([callApi('systemRegisterSettings'), callApi('agentRebates')]).then(
        ([s, r]) => [s.value, r.value] as const,
      ),
    [],
  );
  return (
    <Page>
      <AsyncView state={setup}>{([settings, own]) => <OpenAccountForm settings={settings} own={own} />}</AsyncView>
    </Page>
  );
}

function OpenAccountForm({ settings, own }: { settings: RegisterSettings; own: AgentRebateRates }) {
  const { t } = useTranslation();
  // A downline may get at most the agent's own rate in each category.
  const limits: RateLimit[] = own.rates.map((r) => ({ category: r.category, max: r.rate }));
  const rates = rateForm(limits);
  const fieldSpecs = openAccountSpecs(settings);
  // Issue 28: an account is opened only after a captcha (SPEC's digits, one try each).
  const specs = [...fieldSpecs, ...rates.specs, { name: 'captcha', required: true }];
  const captcha = useCaptcha(true);
  const blank = () => ({
    countryDialingCode: DEFAULT_DIALING_CODE,
    ...Object.fromEntries(limits.map((l) => [rateField(l.category), '0.00'])),
  });
  const form = useFieldForm(blank(), rates.rules);
  const [type, setType] = useState<0 | 1>(0);
  const [opened, setOpened] = useState<AgentTeamMember>();
  const { busy, problem, run } = useSubmit();
  const countries = useCountries(fieldSpecs.some((s) => s.name === 'mobileNum'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate(specs)) return;
    const v = form.values;
    const body: AgentOpenAccountBody = {
      type,
      username: v.username!.trim(),
      password: v.password!,
      rates: ratesOf(v, limits),
      captcha: v.captcha!.trim(),
      captchaId: captcha.captcha?.captchaId,
    };
    for (const { name } of fieldSpecs) {
      const value = name === 'confirmPassword' ? v[name] : v[name]?.trim();
      if (value && name !== 'username' && name !== 'password') Object.assign(body, { [name]: value });
    }
    if (body.mobileNum) body.countryDialingCode = v.countryDialingCode || DEFAULT_DIALING_CODE;
    setOpened(undefined);
    void run(
      async () => {
        // The captcha counts only once its proof of work is in (useCaptcha): usually long done by now.
        await captcha.proven();
        return (await callApi('agentOpenAccount', { body })).value;
      },
      {
        loading: t('auth.in_please_wait'),
        success: t('agent.open.done'),
        onSuccess: (member) => {
          setOpened(member);
          form.replace(blank());
          captcha.load();
        },
        onError: (error) => {
          // A captcha is good for one try, whatever the answer.
          form.reset('captcha');
          captcha.load();
          const field = error instanceof ApiError ? fieldOfRefusal(error.code, error.value) : undefined;
          if (error instanceof ApiError && field && specs.some((s) => s.name === field)) {
            form.setError(field, apiErrorKey(error.code));
            form.focus(field);
          }
        },
      },
    );
  };

  return (
    <FormStack noValidate onSubmit={submit} aria-label={t('route.agentRegister')}>
      {opened && (
        <Opened role="status">
          {opened.excluded
            ? t('agent.open.openedExcluded', { name: opened.userName })
            : t(opened.isAgent ? 'agent.open.openedAgent' : 'agent.open.openedMember', { name: opened.userName })}
          <Link to={paths.memberTeam}>{t('agent.open.viewTeam')}</Link>
        </Opened>
      )}
      <TypeChoice>
        <legend>{t('agent.open.type')}</legend>
        {([0, 1] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="type" checked={type === value} onChange={() => setType(value)} />
            {t(value === 0 ? 'agent.open.member' : 'agent.open.subAgent')}
          </label>
        ))}
      </TypeChoice>
      {fieldSpecs.map((spec) =>
        spec.name === 'mobileNum' ? (
          <MobileField key={spec.name} form={form} specs={specs} countries={countries} />
        ) : (
          <FormField
            key={spec.name}
            form={form}
            specs={specs}
            name={spec.name}
            label={t(`auth.field.${spec.name}`)}
            placeholder={t(`auth.hint.${spec.name}`, { defaultValue: '' })}
            autoCapitalize="none"
            spellCheck={false}
            {...OPEN_ACCOUNT_INPUTS[spec.name]}
          />
        ),
      )}
      <RateFields form={form} specs={specs} limits={limits} legend={t('agent.open.rates')} />
      <CaptchaField form={form} specs={specs} state={captcha} />
      <FormAlert>{problem}</FormAlert>
      <PrimaryButton type="submit" disabled={busy}>
        {t('agent.open.submit')}
      </PrimaryButton>
    </FormStack>
  );
}
