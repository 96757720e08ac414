import type {
  CaptchaChallenge,
  LoginPayload as ContractLoginPayload,
  RegisterField as ContractRegisterField,
  RegisterSettings as ContractRegisterSettings,
  SignInResult,
  SystemCountriesReply,
} from '@common/generated/api';
import { encryptJson, ENCRYPTION_HEADER, newPassphrase } from '@common/payloadCrypto';
import type { SessionInfo } from '../stores/SessionStore';
import { callApi } from './callApi';

const toSession = (r: SignInResult): SessionInfo => ({
  token: r.token,
  merchantCode: r.merchantCode,
  userName: r.userName,
  type: r.customerType,
  firstTimeLogin: r.firstTimeLogin,
  ...(r.trial ? { trial: true } : {}),
});

/** A body sealed under a fresh passphrase, carried in X-Encryption-Key (login, register). */
function sealed(payload: unknown) {
  const key = newPassphrase();
  return { body: { data: encryptJson(payload, key) }, headers: { [ENCRYPTION_HEADER]: key } };
}

/** The sign-in payload this app sends (the contract's LoginPayload without firebase). */
export type LoginPayload = Pick<
  ContractLoginPayload,
  'username' | 'password' | 'mobileNum' | 'countryDialingCode' | 'verificationCode' | 'captcha' | 'captchaId'
> & { type: 'username' | 'sms' };

/** POST /wps/session/login (sealed payload). */
export async function login(payload: LoginPayload): Promise<SessionInfo> {
  return toSession((await callApi('sessionLogin', sealed(payload))).value);
}

/** A trial (free play) account under the brand's trial merchant. */
export async function createTrialUser(): Promise<SessionInfo> {
  return toSession((await callApi('memberTrialUser')).value);
}

/** PUT /wps/member/register or /register/mobile (sealed payload): the new member, signed in. */
export async function register(payload: Record<string, string | boolean>, byMobile: boolean): Promise<SessionInfo> {
  const { value } = await callApi(byMobile ? 'memberRegisterMobile' : 'memberRegister', sealed(payload));
  return toSession(value);
}

export type Captcha = CaptchaChallenge;

/** GET /wps/captcha (also sets the captcha_id cookie). */
export async function fetchCaptcha(): Promise<Captcha> {
  return (await callApi('captcha')).value;
}

export type Country = SystemCountriesReply[number];

/** GET /wps/system/country. */
export async function fetchCountries(): Promise<Country[]> {
  return (await callApi('systemCountries')).value;
}

/** A register field as the screens read it: any name (names the app does not know are skipped). */
export type RegisterField = Omit<ContractRegisterField, 'name'> & { name: string };
export type RegisterSettings = Omit<ContractRegisterSettings, 'fields'> & { fields: RegisterField[] };

/** GET /wps/system/setting/register. */
export async function fetchRegisterSettings(): Promise<RegisterSettings> {
  return (await callApi('systemRegisterSettings')).value;
}

/** Which SMS code: mobile login, mobile registration, or set-password-by-phone. */
export type SmsPurpose = 'login' | 'register' | 'password';
const SMS_ENDPOINT = {
  login: 'verificationSmsNoLogin',
  register: 'verificationSmsRegister',
  password: 'verificationSms',
} as const satisfies Record<SmsPurpose, string>;

/** Sends an SMS code; resolves with how long it is valid (the countdown). */
export async function sendSmsCode(purpose: SmsPurpose, mobileNum: string, countryDialingCode: string) {
  const { value } = await callApi(SMS_ENDPOINT[purpose], { body: { mobileNum, countryDialingCode } });
  return value.expiredMinutes;
}

/** GET /wps/agent/affiliate: whether an invitation code belongs to an active agent. */
export async function checkInvitationCode(code: string): Promise<boolean> {
  return (await callApi('agentAffiliate', { query: { code } })).value.success;
}

/** POST /wps/member/password/email: a reset link when the user name and e-mail match (same reply either way). */
export async function recoverByEmail(username: string, email: string): Promise<void> {
  await callApi('memberPasswordEmail', { body: { username, email } });
}

/** POST /wps/member/password/phone with a code from sendSmsCode('password', …). */
export async function setPasswordByPhone(data: {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}): Promise<void> {
  await callApi('memberPasswordPhone', { body: data });
}

/** POST /wps/member/password: the signed-in member's other sessions are revoked. */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await callApi('memberPasswordChange', { body: { oldPassword, newPassword, confirmNewPassword: newPassword } });
}

/** Completes an e-mail reset with the token from the reset link (/m/forget?resetToken=…). */
export async function resetPasswordByToken(resetToken: string, newPassword: string): Promise<void> {
  await callApi('memberPasswordReset', { body: { resetToken, newPassword, confirmNewPassword: newPassword } });
}
