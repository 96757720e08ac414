import type { SessionInfo } from '../stores/SessionStore';
import { request } from './client';
import { encryptJson, ENCRYPTION_HEADER, newPassphrase } from './payloadCrypto';

/** What sign-in, registration and trial return (docs/api.md "Tokens and sessions"). */
interface SignInReply {
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
  merchantCode: string;
  trial?: number;
}

const toSession = (r: SignInReply): SessionInfo => ({
  token: r.token,
  merchantCode: r.merchantCode,
  userName: r.userName,
  type: r.customerType,
  firstTimeLogin: r.firstTimeLogin,
  ...(r.trial ? { trial: true } : {}),
});

/** Sends a body encrypted under a fresh passphrase carried in X-Encryption-Key (login, register). */
async function encrypted<T>(method: 'POST' | 'PUT', url: string, payload: unknown) {
  const key = newPassphrase();
  return request<T>({ method, url, headers: { [ENCRYPTION_HEADER]: key }, data: { data: encryptJson(payload, key) } });
}

export interface LoginPayload {
  type: 'username' | 'sms';
  username?: string;
  password?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  captcha?: string;
  captchaId?: string;
}

export async function login(payload: LoginPayload): Promise<SessionInfo> {
  return toSession((await encrypted<SignInReply>('POST', '/session/login', payload)).value);
}

/** A trial (free play) account under the brand's trial merchant. */
export async function createTrialUser(): Promise<SessionInfo> {
  return toSession((await request<SignInReply>({ url: '/member/trialuser' })).value);
}

export async function register(payload: Record<string, string>, byMobile: boolean): Promise<SessionInfo> {
  const url = byMobile ? '/member/register/mobile' : '/member/register';
  return toSession((await encrypted<SignInReply>('PUT', url, payload)).value);
}

export interface Captcha {
  captchaId: string;
  image: string;
}

export async function fetchCaptcha(): Promise<Captcha> {
  return (await request<Captcha>({ url: '/captcha' })).value;
}

export interface Country {
  countryName: string;
  dialingCode: string;
  iso: string;
}

export async function fetchCountries(): Promise<Country[]> {
  return (await request<Country[]>({ url: '/system/country' })).value;
}

export interface RegisterField {
  name: string;
  enabled: boolean;
  required: boolean;
}

export interface RegisterSettings {
  usernameRegistration: boolean;
  mobileRegistration: boolean;
  fields: RegisterField[];
}

export async function fetchRegisterSettings(): Promise<RegisterSettings> {
  return (await request<RegisterSettings>({ url: '/system/setting/register' })).value;
}

/** Which SMS code: mobile login, mobile registration, or set-password-by-phone. */
export type SmsPurpose = 'login' | 'register' | 'password';
const SMS_URL: Record<SmsPurpose, string> = {
  login: '/verification/sms/noLogin',
  register: '/verification/sms/register',
  password: '/verification/sms',
};

/** Sends an SMS code; resolves with how long it is valid (the countdown). */
export async function sendSmsCode(purpose: SmsPurpose, mobileNum: string, countryDialingCode: string) {
  const { value } = await request<{ expiredMinutes: number }>({
    method: 'POST',
    url: SMS_URL[purpose],
    data: { mobileNum, countryDialingCode },
  });
  return value.expiredMinutes;
}

/** GET /wps/agent/affiliate: whether an invitation code belongs to an active agent. */
export async function checkInvitationCode(code: string): Promise<boolean> {
  return (await request<{ success: boolean }>({ url: '/agent/affiliate', params: { code } })).value.success;
}

export async function recoverByEmail(username: string, email: string): Promise<void> {
  await request<null>({ method: 'POST', url: '/member/password/email', data: { username, email } });
}

export async function setPasswordByPhone(data: {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}): Promise<void> {
  await request<null>({ method: 'POST', url: '/member/password/phone', data });
}

export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await request<null>({
    method: 'POST',
    url: '/member/password',
    data: { oldPassword, newPassword, confirmNewPassword: newPassword },
  });
}

/** Completes an e-mail reset with the token from the reset link (/m/forget?resetToken=…). */
export async function resetPasswordByToken(resetToken: string, newPassword: string): Promise<void> {
  await request<null>({
    method: 'POST',
    url: '/member/password/reset',
    data: { resetToken, newPassword, confirmNewPassword: newPassword },
  });
}
