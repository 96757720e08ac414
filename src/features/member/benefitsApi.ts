import type { MemberBenefitsReply } from '@common/generated/api';
import { callApi } from '../../api/callApi';

export type Benefits = MemberBenefitsReply;

/** GET /wps/member/benefits: the brand's VIP levels in order with their benefits, and the member's level. */
export async function fetchBenefits(): Promise<Benefits> {
  return (await callApi('memberBenefits')).value;
}
