// Responsible play (issue 19): the member centre's calls. Enforcement hooks live in enforce.ts, sign-in and marketing
// in exclusion.ts, registration in registration.ts (docs/responsible-play.md).
import type {
  RpExcludeBody,
  RpExcludeReply,
  RpLimitKey,
  RpOverview,
  RpReinstateBody,
  RpSetLimitBody,
} from '@common/generated/api';
import type { AppContext } from '../../context';
import type { BrandFile } from '../../brands/loadBrands';
import { FAIL } from '../../errors';
import { findByUsername } from '../accounts';
import { captchaNext, checkPassword, ownAttempt } from '../passwordGuard';
import type { SessionUser } from '../sessions';
import { endExclusion, exclusionView, startExclusion } from './exclusion';
import { RP_FAIL } from './failures';
import { historyPage } from './history';
import { cancelLimit, confirmLimit, setLimit } from './limits';
import { overview, sessionSummary, setRealityCheck } from './overview';
import { rpAt } from './enforce';
import { rpSettings } from './settings';

type Ctx = AppContext;
const memberOf = (s: SessionUser) => ({ id: s.user.id, brandId: s.user.brandId });
const brandOf = (ctx: Ctx, s: SessionUser): BrandFile => ctx.brands.get(s.user.brandId)!;

export async function rpOverview(ctx: Ctx, s: SessionUser): Promise<RpOverview> {
  return overview(ctx.db, memberOf(s), await rpSettings(ctx, brandOf(ctx, s)), rpAt(ctx, s.user.brandId));
}

export async function rpSetLimit(ctx: Ctx, s: SessionUser, body: RpSetLimitBody): Promise<RpOverview> {
  await setLimit(ctx.db, memberOf(s), await rpSettings(ctx, brandOf(ctx, s)), body, ctx.clock());
  return rpOverview(ctx, s);
}

export async function rpConfirmLimit(ctx: Ctx, s: SessionUser, key: RpLimitKey): Promise<RpOverview> {
  await confirmLimit(ctx.db, memberOf(s), await rpSettings(ctx, brandOf(ctx, s)), key, ctx.clock());
  return rpOverview(ctx, s);
}

export async function rpCancelLimit(ctx: Ctx, s: SessionUser, key: RpLimitKey): Promise<RpOverview> {
  await cancelLimit(ctx.db, memberOf(s), await rpSettings(ctx, brandOf(ctx, s)), key, ctx.clock());
  return rpOverview(ctx, s);
}

export async function rpRealityCheck(ctx: Ctx, s: SessionUser, minutes: 15 | 30 | 60): Promise<RpOverview> {
  await setRealityCheck(ctx.db, memberOf(s), minutes, ctx.clock());
  return rpOverview(ctx, s);
}

export async function rpSession(ctx: Ctx, s: SessionUser) {
  return sessionSummary(ctx.db, memberOf(s), await rpSettings(ctx, brandOf(ctx, s)), s.tokenHash, ctx.clock());
}

export async function rpHistory(ctx: Ctx, s: SessionUser, pageNo?: number, pageSize?: number) {
  return historyPage(ctx.db, memberOf(s), pageNo, pageSize);
}

/** Takes a time-out or self-exclusion (password checked), then ends every session of the member. */
export async function rpExclude(ctx: Ctx, s: SessionUser, ipKey: string, body: RpExcludeBody): Promise<RpExcludeReply> {
  if (!(await checkPassword(ctx, ownAttempt(s, ipKey), body.password, s.user.passwordHash))) {
    throw RP_FAIL.passwordWrong();
  }
  const row = await startExclusion(ctx.db, memberOf(s), body.duration, ctx.clock());
  await ctx.sessions.revokeOthers(s.user.id);
  return { exclusion: exclusionView(row) };
}

/** Ends a self-exclusion after its first 6 months, for a member proving the account's password. */
export async function rpReinstate(ctx: Ctx, brand: BrandFile, ipKey: string, body: RpReinstateBody) {
  const brandId = brand.brand.id;
  const who = body.username.trim().toLowerCase();
  const attempt = { brandId, who, ipKey, captcha: { id: body.captchaId, answer: body.captcha } };
  const found = await findByUsername(ctx, brandId, who);
  const user = found && !found.disabled ? found : undefined;
  if (!(await checkPassword(ctx, attempt, body.password, user?.passwordHash)) || !user) {
    throw FAIL.loginFailed(await captchaNext(ctx, attempt));
  }
  await endExclusion(ctx.db, { id: user.id, brandId }, ctx.clock());
  return { reinstated: true as const };
}
