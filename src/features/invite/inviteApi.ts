import type { MemberInviteReply } from '@common/generated/api';
import { callApi } from '../../api/callApi';

export type Invite = MemberInviteReply;

/** GET /wps/member/invite: the member's invitation code (made on first use) and registration link. */
export async function fetchInvite(): Promise<Invite> {
  return (await callApi('memberInvite')).value;
}
