// Operator sign-in, sign-out and "who am I". Sign-in goes through the players' password guard
// (services/passwordGuard.ts): the captcha after a failure, the per (account, address) limit and one answer for every
// refusal, so the console is no easier to guess at than the app. Operator names are keyed apart from players' (`ops:`
// prefix), and under the default brand whatever brand the request names, so switching `?brand=` does not reset the
// count (the captcha, when asked for, is one of the default brand: GET /wps/captcha?brand=<default>).
// With two-factor sign-in on, the password alone answers `ops.totp.required`; a wrong code is a failed attempt like
// a wrong password (it counts toward the captcha and the limits). Every sign-in, failed sign-in and sign-out is an
// audit row; a failure records the name tried, never anything of the password.
import { and, eq, isNull } from 'drizzle-orm';
import type { OpsMe, OpsSignInBody, OpsSignInReply } from '@common/generated/api';
import type { AppContext } from '../../context';
import { operators, operatorSessions } from '../../db/schema';
import { fail, FAIL } from '../../errors';
import { PERMISSION_IDS, scopeOf, type Grant } from '../../ops/roles';
import { captchaIdOf, type Caller } from '../caller';
import { captchaNext, checkPassword, settleAttempt, type Attempt } from '../passwordGuard';
import { writeAudit } from './audit';
import { grantsOf, openOperatorSession, totpRequiredFor, type OperatorSession } from './sessions';
import { spendRecoveryCode, spendTotpCode } from './totp';

/** The operator's roles and, per permission held anywhere, where it holds; with their 2FA state when known. */
export function meOf(
  username: string,
  grants: Grant[],
  totp?: { totpEnabled: boolean; mustEnrolTotp: boolean },
): OpsMe {
  const permissions = PERMISSION_IDS.flatMap((permission) => {
    const scope = scopeOf(grants, permission);
    if (scope.all) return [{ permission, allBrands: true, brands: [] }];
    return scope.brands.length ? [{ permission, allBrands: false, brands: scope.brands }] : [];
  });
  return {
    username,
    roles: grants,
    permissions,
    ...(totp ? { totpEnabled: totp.totpEnabled, mustEnrolTotp: totp.mustEnrolTotp } : {}),
  };
}

type Method = 'password' | 'totp' | 'recovery';

/** One audit row for a refused attempt: the name tried, the operator when one has that name, and which step failed. */
async function recordFailure(ctx: AppContext, address: string, tried: string, operatorId: number | null, at: Method) {
  await writeAudit(ctx.db, ctx.clock(), {
    operatorId,
    action: 'operator.sign_in_failed',
    brandId: null,
    target: `operator:${tried}`,
    before: null,
    after: { username: tried, failed: at },
    address,
  });
}

/** A disabled operator, or one without any role, is refused like a wrong password (nothing to tell a guesser). */
export async function opsSignIn(
  ctx: AppContext,
  caller: Caller,
  address: string,
  body: OpsSignInBody,
): Promise<OpsSignInReply> {
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
  if (!(await checkPassword(ctx, attempt, body.password, operator?.passwordHash)) || !operator) {
    await recordFailure(ctx, address, username, found?.id ?? null, 'password');
    throw FAIL.loginFailed(await captchaNext(ctx, attempt));
  }
  let method: Method = 'password';
  if (operator.totpEnabledAt) {
    if (!body.totp && !body.recoveryCode) throw fail('ops.totp.required');
    method = body.recoveryCode ? 'recovery' : 'totp';
    const ok = body.recoveryCode
      ? await spendRecoveryCode(ctx, operator.id, body.recoveryCode)
      : await spendTotpCode(ctx, operator, body.totp!);
    if (!ok) {
      await settleAttempt(ctx, attempt, false);
      await recordFailure(ctx, address, username, operator.id, method);
      throw fail('ops.totp.invalid', (await captchaNext(ctx, attempt)) ? { captcha: true } : undefined);
    }
  }
  const totpEnabled = operator.totpEnabledAt !== null;
  const mustEnrolTotp = !totpEnabled && (await totpRequiredFor(ctx, grants));
  const token = await openOperatorSession(ctx, operator.id);
  await writeAudit(ctx.db, ctx.clock(), {
    operatorId: operator.id,
    action: 'operator.sign_in',
    brandId: null,
    target: `operator:${operator.username}`,
    before: null,
    after: { method },
    address,
  });
  const me = meOf(operator.username, grants, { totpEnabled, mustEnrolTotp });
  return { token, me, ...(mustEnrolTotp ? { mustEnrolTotp: true } : {}) };
}

/** Ends the caller's session; the sign-out and its audit row commit together (a second sign-out records nothing). */
export async function opsSignOut(ctx: AppContext, session: OperatorSession, address: string): Promise<null> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const closed = await tx
      .update(operatorSessions)
      .set({ revokedAt: now })
      .where(and(eq(operatorSessions.tokenHash, session.tokenHash), isNull(operatorSessions.revokedAt)))
      .returning({ tokenHash: operatorSessions.tokenHash });
    if (!closed.length) return;
    await writeAudit(tx, now, {
      operatorId: session.operator.id,
      action: 'operator.sign_out',
      brandId: null,
      target: `operator:${session.operator.username}`,
      before: null,
      after: null,
      address,
    });
  });
  return null;
}
