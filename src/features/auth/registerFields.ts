import type { RegisterSettings as ContractRegisterSettings } from '@common/generated/api';
import { readStored, STORAGE_KEYS } from '../../stores/localFlags';
import type { FieldSpec } from '../../ui/form/useFieldForm';
import { detectDevice } from '../../ui/platform';

export type RegisterVariant = 'username' | 'mobile';

/** Input attributes of each registration field the server can enable (SPEC §3 registration payload). */
export const REGISTER_INPUTS: Record<
  string,
  { type?: 'text' | 'password' | 'email' | 'tel'; autoComplete?: string; maxLength?: number; inputMode?: 'numeric' }
> = {
  username: { autoComplete: 'username', maxLength: 16 },
  password: { type: 'password', autoComplete: 'new-password', maxLength: 64 },
  confirmPassword: { type: 'password', autoComplete: 'new-password', maxLength: 64 },
  paymentPassword: { type: 'password', autoComplete: 'off', maxLength: 20, inputMode: 'numeric' },
  affiliateCode: { autoComplete: 'off', maxLength: 40 },
  recommenderId: { autoComplete: 'off', maxLength: 64 },
  nickname: { autoComplete: 'nickname', maxLength: 40 },
  payeeName: { autoComplete: 'name', maxLength: 40 },
  email: { type: 'email', autoComplete: 'email', maxLength: 254 },
  idNumber: { maxLength: 64 },
  qqNum: { maxLength: 64, inputMode: 'numeric' },
  facebook: { maxLength: 64 },
  wechat: { maxLength: 64 },
  line: { maxLength: 64 },
  whatsapp: { maxLength: 64, inputMode: 'numeric' },
  zalo: { maxLength: 64 },
};

/** The registration rules as the screens read them: any field name (names the app does not know are skipped). */
export type RegisterSettings = Omit<ContractRegisterSettings, 'fields'> & {
  fields: { name: string; enabled: boolean; required: boolean }[];
};

/**
 * The fields of a registration variant, in the server's order: each enabled field, required as the server says;
 * user name and password are always required for a user-name registration, the number and SMS code for a mobile one
 * (whose user name the server derives from the number).
 */
export function registerSpecs(settings: RegisterSettings, variant: RegisterVariant): FieldSpec[] {
  const specs: FieldSpec[] = [];
  const names = settings.fields.filter((f) => f.enabled).map((f) => f.name);
  const musts = variant === 'username' ? ['username', 'password'] : ['mobileNum', 'password'];
  names.unshift(...musts.filter((must) => !names.includes(must)));
  for (const name of names) {
    if (variant === 'mobile' && name === 'username') continue;
    if (name !== 'mobileNum' && !(name in REGISTER_INPUTS)) continue;
    const field = settings.fields.find((f) => f.name === name);
    const required =
      name === 'password' ||
      (variant === 'username' && name === 'username') ||
      (variant === 'mobile' && name === 'mobileNum') ||
      field?.required === true;
    specs.push({ name, required });
    if (variant === 'mobile' && name === 'mobileNum') specs.push({ name: 'verificationCode', required: true });
  }
  if (variant === 'username') specs.push({ name: 'captcha', required: true });
  return specs;
}

/** The variants a brand offers; user name first (SPEC §2: mobile first only when it is the only one). */
export function registerVariants(settings: RegisterSettings): RegisterVariant[] {
  const variants: RegisterVariant[] = [];
  if (settings.usernameRegistration) variants.push('username');
  if (settings.mobileRegistration) variants.push('mobile');
  return variants;
}

/** How the player reached registration: installed web app, iOS web clip or the browser. */
export function registerMethod(): 'PWA' | 'WEBCLIP' | 'H5' {
  if (readStored<number>(STORAGE_KEYS.webClip) === 1) return 'WEBCLIP';
  return detectDevice().installed ? 'PWA' : 'H5';
}

/** Which field a server refusal belongs to, so its text shows under that field. */
export function fieldOfError(code: string, value: unknown): string | undefined {
  const byCode: Record<string, string> = {
    'format.account': 'username',
    'register.username.exists': 'username',
    'format.password': 'password',
    'format.confirm.password': 'confirmPassword',
    'format.email': 'email',
    'format.mobile': 'mobileNum',
    'register.mobile.exists': 'mobileNum',
    'register.invitation.invalid': 'affiliateCode',
    'captcha.invalid': 'captcha',
    'verification.code.invalid': 'verificationCode',
    'verification.code.expired': 'verificationCode',
  };
  if (code === 'format.name') return (value as { field?: string } | undefined)?.field;
  return byCode[code];
}
