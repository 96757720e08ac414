import type { AgentAffiliateReply } from '@common/generated/api';
import type { AppContext } from '../context';
import { findAgentByCode } from './accounts';

/** Whether an invitation code belongs to an active agent of the brand (the registration form checks it early). */
export async function checkInvitationCode(
  ctx: AppContext,
  brandId: string,
  code: string,
): Promise<AgentAffiliateReply> {
  return { success: !!(await findAgentByCode(ctx, brandId, code)) };
}
