import type { SignInResult } from '@common/generated/api';
import type { SessionInfo } from './SessionStore';

/** The session a sign-in reply opens (sessionLogin, memberRegister*, memberTrialUser). */
export const sessionFromSignIn = (r: SignInResult): SessionInfo => ({
  token: r.token,
  merchantCode: r.merchantCode,
  userName: r.userName,
  type: r.customerType,
  firstTimeLogin: r.firstTimeLogin,
  ...(r.trial ? { trial: true } : {}),
});
