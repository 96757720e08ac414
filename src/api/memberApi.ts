import type { MemberInfo } from '../stores/SessionStore';
import { callApi } from './callApi';

/** GET /wps/member/info (`sumBalance` is a decimal string, common/money.ts). */
export async function fetchMemberInfo(): Promise<MemberInfo> {
  return (await callApi('memberInfo')).value;
}

/** DELETE /wps/session/logout: invalidates the token on the server. */
export async function logout(): Promise<void> {
  await callApi('sessionLogout');
}
