import type { MemberPasswordChangeBody } from '@common/generated/api';
import type { AppContext } from '../context';
import { FAIL } from '../errors';
import { storePassword } from './accounts';
import { assertNewPassword } from './passwords';
import { checkPassword, ownAttempt } from './passwordGuard';
import type { SessionUser } from './sessions';

/** Changes the signed-in member's password; their other sessions are revoked, this one stays valid. */
export async function changePassword(
  ctx: AppContext,
  session: SessionUser,
  ipKey: string,
  body: MemberPasswordChangeBody,
): Promise<null> {
  const { oldPassword, newPassword, confirmNewPassword } = body;
  if (newPassword === oldPassword) throw FAIL.sameAsOld();
  if (confirmNewPassword !== newPassword) throw FAIL.confirmMismatch();
  assertNewPassword(newPassword);
  if (!(await checkPassword(ctx, ownAttempt(session, ipKey), oldPassword, session.user.passwordHash))) {
    throw FAIL.oldPasswordWrong();
  }
  await storePassword(ctx, session.user.id, newPassword, session.tokenHash);
  return null;
}
