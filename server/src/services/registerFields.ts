// The registration fields a brand enables (register settings): each enabled field is checked when present,
// required ones must be present, and what passes is returned in the form it is stored.
import type { RegisterPayload } from '@common/generated/api';
import { DIALING_PATTERN, EMAIL_PATTERN, MOBILE_PATTERN, NAME_PATTERN, USERNAME_PATTERN } from '@common/fieldPatterns';
import type { RegisterSettings } from '../brands/loadBrands';
import type { AppContext } from '../context';
import { FAIL } from '../errors';
import { findAgentByCode, findByUsername } from './accounts';
import { assertNewPassword } from './passwords';

const CONTACTS = ['idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo'] as const;

const blank = (v: string | undefined) => v === undefined || v.trim() === '';

/** Checks each field the brand's rules enable (required ones must be present) and returns what to store. */
export async function checkRegistration(
  ctx: AppContext,
  brandId: string,
  rules: RegisterSettings,
  p: RegisterPayload,
  variant: 'username' | 'mobile',
) {
  const field = (name: string) => rules.fields.find((f) => f.name === name);
  const on = (name: string) => field(name)?.enabled === true;
  const required = (name: string) =>
    (field(name)?.enabled === true && field(name)?.required === true) ||
    name === 'password' ||
    (variant === 'username' && name === 'username') ||
    (variant === 'mobile' && name === 'mobileNum');

  const order: string[] = rules.fields.map((f) => f.name);
  for (const must of ['username', 'password', 'mobileNum']) if (!order.includes(must)) order.push(must);

  for (const name of order) {
    const value = (p as Record<string, unknown>)[name] as string | undefined;
    const active = on(name) || required(name);
    if (!active) continue;
    if (blank(value)) {
      if (required(name)) throw missing(name);
      continue;
    }
    const v = value!.trim();
    switch (name) {
      case 'username':
        if (!new RegExp(USERNAME_PATTERN).test(v)) throw FAIL.accountFormat();
        break;
      case 'password':
        assertNewPassword(value!);
        break;
      case 'confirmPassword':
        if (value !== p.password) throw FAIL.confirmMismatch();
        break;
      case 'paymentPassword':
        if (!/^[0-9]{6}$/.test(v)) throw FAIL.passwordFormat();
        break;
      case 'email':
        if (!new RegExp(EMAIL_PATTERN).test(v)) throw FAIL.emailFormat();
        break;
      case 'mobileNum':
        if (!new RegExp(MOBILE_PATTERN).test(v) || !new RegExp(DIALING_PATTERN).test(p.countryDialingCode ?? '+63')) {
          throw FAIL.mobileInvalid();
        }
        break;
      case 'nickname':
      case 'payeeName':
        if (!new RegExp(NAME_PATTERN, 'u').test(v)) throw FAIL.nameFormat(name);
        break;
      case 'affiliateCode':
        if (!(await findAgentByCode(ctx, brandId, v))) throw FAIL.invitationInvalid();
        break;
      case 'recommenderId':
        if (!(await findByUsername(ctx, brandId, v))) throw FAIL.referrerInvalid();
        break;
    }
  }
  if (
    on('confirmPassword') &&
    !required('confirmPassword') &&
    !blank(p.confirmPassword) &&
    p.confirmPassword !== p.password
  ) {
    throw FAIL.confirmMismatch();
  }
  const keep = (name: string) => (on(name) || required(name)) && !blank((p as Record<string, string>)[name]);
  const contacts: Record<string, string> = {};
  for (const c of CONTACTS) if (keep(c)) contacts[c] = (p[c] ?? '').trim();
  return {
    nickname: keep('nickname') ? p.nickname!.trim() : null,
    payeeName: keep('payeeName') ? p.payeeName!.trim() : null,
    email: keep('email') ? p.email!.trim().toLowerCase() : null,
    mobile: keep('mobileNum') ? { dialing: p.countryDialingCode ?? '+63', num: p.mobileNum!.trim() } : undefined,
    affiliateCode: keep('affiliateCode') ? p.affiliateCode!.trim() : undefined,
    contacts,
  };
}

function missing(name: string) {
  switch (name) {
    case 'username':
      return FAIL.accountFormat();
    case 'password':
    case 'paymentPassword':
      return FAIL.passwordFormat();
    case 'confirmPassword':
      return FAIL.confirmMismatch();
    case 'email':
      return FAIL.emailFormat();
    case 'mobileNum':
      return FAIL.mobileInvalid();
    case 'nickname':
    case 'payeeName':
      return FAIL.nameFormat(name);
    case 'affiliateCode':
      return FAIL.invitationInvalid();
    case 'recommenderId':
      return FAIL.referrerInvalid();
    default:
      return FAIL.fieldInvalid(name, 'required');
  }
}
