// What the member has set, for the security centre's list.
import type { SecurityConfig } from '@common/generated/api';
import type { AppContext } from '../../context';
import type { UserRow } from '../sessions';
import { liveCardCount } from './bankCards';
import { BANK_CARD_LIMIT, maskMobile } from './rules';
import { answeredIds } from './securityQuestions';

/** The security settings of the member: which are set, the card count, and the mobile masked. */
export async function securityConfig(ctx: AppContext, user: UserRow): Promise<SecurityConfig> {
  const mobile = maskMobile(user.mobileDialing, user.mobileNum);
  return {
    account: user.username,
    paymentPasswordSet: user.paymentPasswordHash !== null,
    bankCardCount: await liveCardCount(ctx, user.id),
    bankCardLimit: BANK_CARD_LIMIT,
    securityQuestionsSet: (await answeredIds(ctx, user.id)).length > 0,
    ...(user.email ? { email: user.email } : {}),
    ...(user.nickname ? { nickname: user.nickname } : {}),
    ...(user.payeeName ? { payeeName: user.payeeName } : {}),
    ...(mobile ? { mobile } : {}),
    mobileVerified: user.mobileVerifiedAt !== null,
    icon: user.icon,
  };
}
