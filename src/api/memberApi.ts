import type { MemberInfo } from '../stores/SessionStore';
import { request } from './client';

/** GET /wps/member/info. */
export async function fetchMemberInfo(): Promise<MemberInfo> {
  const { value } = await request<MemberInfo>({ url: '/member/info' });
  return value;
}

/** DELETE /wps/session/logout: invalidates the token on the server. */
export async function logout(): Promise<void> {
  await request<unknown>({ url: '/session/logout', method: 'DELETE' });
}
