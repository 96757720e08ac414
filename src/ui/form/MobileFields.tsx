import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { SecondaryButton } from '../Button';
import { FormField } from './FormField';
import type { FieldForm, FieldSpec } from './useFieldForm';

/** The default dialing code until the country list loads (pesos first: the Philippines). */
export const DEFAULT_DIALING_CODE = '+63';

/** A choice of the dialing-code picker (src/api/useCountries loads them). */
export interface DialingCountry {
  dialingCode: string;
  countryName: string;
  iso: string;
}

/** What the code field needs of an SMS sender (src/api/useSmsCountdown gives it). */
export interface SmsCountdown {
  seconds: number;
  sent: boolean;
  busy: boolean;
  send(mobileNum: string, countryDialingCode: string): Promise<boolean>;
}

const DialingSelect = styled.select`
  max-width: 96px;
  min-height: 40px;
  border: none;
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

/**
 * The mobile-number field with its dialing-code picker (value `countryDialingCode` of the form); the picker offers
 * the default code alone until `countries` arrive.
 */
export function MobileField({
  form,
  specs,
  countries,
  name = 'mobileNum',
}: {
  form: FieldForm;
  specs: readonly FieldSpec[];
  countries: readonly DialingCountry[];
  name?: string;
}) {
  const { t } = useTranslation();
  const dialing = form.values.countryDialingCode || DEFAULT_DIALING_CODE;
  const options = countries.length ? countries : [{ dialingCode: DEFAULT_DIALING_CODE, countryName: '', iso: 'PH' }];
  return (
    <FormField
      form={form}
      specs={specs}
      name={name}
      type="tel"
      label={t('auth.mobileNum')}
      placeholder={t('auth.mobileHint')}
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={20}
      clearable
      leading={
        <DialingSelect
          aria-label={t('auth.dialingCode')}
          autoComplete="tel-country-code"
          value={dialing}
          onChange={(e) => form.change('countryDialingCode', e.target.value, specs)}
        >
          {options.map((c) => (
            <option key={`${c.iso}${c.dialingCode}`} value={c.dialingCode}>
              {c.dialingCode} {c.iso}
            </option>
          ))}
        </DialingSelect>
      }
    />
  );
}

/**
 * The SMS code field with its get-code button: the number is validated before a code is sent; the code field is
 * enabled once a code went out.
 */
export function SmsCodeField({
  form,
  specs,
  sms,
  mobileName = 'mobileNum',
}: {
  form: FieldForm;
  specs: readonly FieldSpec[];
  sms: SmsCountdown;
  mobileName?: string;
}) {
  const { t } = useTranslation();
  const getCode = async () => {
    const mobileSpec = specs.filter((s) => s.name === mobileName);
    if (!form.validate(mobileSpec)) return;
    const sent = await sms.send(
      form.values[mobileName]!.trim(),
      form.values.countryDialingCode || DEFAULT_DIALING_CODE,
    );
    if (sent) setTimeout(() => form.focus('verificationCode'), 0);
  };
  return (
    <FormField
      form={form}
      specs={specs}
      name="verificationCode"
      label={t('auth.smsCode')}
      placeholder={t('auth.smsCodeHint')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={10}
      disabled={!sms.sent}
      trailing={
        <SecondaryButton type="button" disabled={sms.busy} onClick={() => void getCode()}>
          {sms.seconds > 0 ? t('auth.resendIn', { seconds: sms.seconds }) : t('auth.getCode')}
        </SecondaryButton>
      }
    />
  );
}
