import type { RegisterSettings as ContractRegisterSettings } from '@common/generated/api';
import type { FieldSpec } from '../../ui/form/useFieldForm';

/** The registration fields an agent fills for a downline (the open-account body; no SMS code or invitation). */
const OPEN_ACCOUNT_FIELDS = ['username', 'password', 'confirmPassword', 'nickname', 'payeeName', 'email', 'mobileNum'];

/** Input attributes of those fields, as on the registration screen. */
export const OPEN_ACCOUNT_INPUTS: Record<
  string,
  { type?: 'text' | 'password' | 'email'; autoComplete: string; maxLength: number }
> = {
  username: { autoComplete: 'off', maxLength: 16 },
  password: { type: 'password', autoComplete: 'new-password', maxLength: 64 },
  confirmPassword: { type: 'password', autoComplete: 'new-password', maxLength: 64 },
  nickname: { autoComplete: 'off', maxLength: 40 },
  payeeName: { autoComplete: 'off', maxLength: 40 },
  email: { type: 'email', autoComplete: 'off', maxLength: 254 },
};

/** The registration rules as this form reads them: any field name (those an agent may not fill are skipped). */
export type RegisterSettings = Omit<ContractRegisterSettings, 'fields'> & {
  fields: { name: string; enabled: boolean; required: boolean }[];
};

/**
 * The fields of the open-account form, in the brand's registration order: user name and password always (required),
 * then each of the other fields the brand enables, required as its registration requires it. The same shared rules
 * (`fieldRules`) check them, so an account the agent opens passes what registration would ask.
 */
export function openAccountSpecs(settings: RegisterSettings): FieldSpec[] {
  const enabled = settings.fields.filter((f) => f.enabled && OPEN_ACCOUNT_FIELDS.includes(f.name));
  const names = enabled.map((f) => f.name);
  for (const must of ['password', 'username']) if (!names.includes(must)) names.unshift(must);
  return names.map((name) => ({
    name,
    required: name === 'username' || name === 'password' || enabled.some((f) => f.name === name && f.required),
  }));
}

/** Which field a server refusal belongs to, so its text shows under that field. */
export function fieldOfRefusal(code: string, value: unknown): string | undefined {
  const byCode: Record<string, string> = {
    'format.account': 'username',
    'register.username.exists': 'username',
    'format.password': 'password',
    'format.password.common': 'password',
    'format.confirm.password': 'confirmPassword',
    'format.email': 'email',
    'format.mobile': 'mobileNum',
    'register.mobile.exists': 'mobileNum',
  };
  if (code === 'format.name') return (value as { field?: string } | undefined)?.field;
  if (code === 'agent.rebate.too.high') {
    const category = (value as { category?: string } | undefined)?.category;
    return category ? `rate_${category}` : undefined;
  }
  return byCode[code];
}
