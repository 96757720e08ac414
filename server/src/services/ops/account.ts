// Operator sign-in and "who am I". Sign-in goes through the players' password guard (services/passwordGuard.ts):
// the captcha after a failure, the per (account, address) limit and one answer for every refusal, so the console
// is no easier to guess at than the app. Operator names are keyed apart from players' (`ops:` prefix), and under
// the default brand whatever brand the request names, so switching `?brand=` does not reset the count (the
// captcha, when asked for, is one of the default brand: GET /wps/captcha?brand=<default>).
import { eq } from 'drizzle-orm';
import type { OpsMe, OpsSignInBody, OpsSignInReply } from '@common/generated/api';
import type { AppContext } from '../../context';
import { operators } from '../../db/schema';
import { FAIL } from '../../errors';
import { PERMISSION_IDS, scopeOf, type Grant } from '../../ops/roles';
import { captchaIdOf, type Caller } from '../caller';
import { captchaNext, checkPassword, type Attempt } from '../passwordGuard';
import { grantsOf, openOperatorSession } from './sessions';

/** The operator's roles and, per permission held anywhere, where it holds. */
export function meOf(username: string, grants: Grant[]): OpsMe {
  const permissions = PERMISSION_IDS.flatMap((permission) => {
    const scope = scopeOf(grants, permission);
    if (scope.all) return [{ permission, allBrands: true, brands: [] }];
    return scope.brands.length ? [{ permission, allBrands: false, brands: scope.brands }] : [];
  });
  return { username, roles: grants, permissions };
}

/** A disabled operator, or one without any role, is refused like a wrong password (nothing to tell a guesser). */
export async function opsSignIn(ctx: AppContext, caller: Caller, body: OpsSignInBody): Promise<OpsSignInReply> {
  const username = body.username.trim().toLowerCase();
  const attempt: Attempt = {
    brandId: ctx.defaultBrand,
    who: `ops:${username}`,
    ipKey: caller.ipKey,
    captcha: { id: captchaIdOf(caller, body.captchaId), answer: body.captcha },
  };
  const [found] = await ctx.db.select().from(operators).where(eq(operators.username, username)).limit(1);
  const grants = found && !found.disabledAt ? await grantsOf(ctx, found.id) : [];
  const operator = grants.length ? found : undefined;
  if (!(await checkPassword(ctx, attempt, body.password, operator?.passwordHash)) || !operator)
    throw FAIL.loginFailed(await captchaNext(ctx, attempt));
  const token = await openOperatorSession(ctx, operator.id);
  return { token, me: meOf(operator.username, grants) };
}
