// Proving the member before a security change or money leaving the wallet: the login password or the payment
// password. Each check is an attempt of the password guard (the sign-in captcha, the per-address cap), and on top a
// per-member lockout shared by every endpoint that asks: a 6-digit payment password needs the tighter limit.
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { loginFailures, users } from '../../db/schema';
import { checkPassword, type Attempt } from '../passwordGuard';
import { SECURITY_FAIL } from './failures';
import { PROOF_FAILURE_LIMIT, PROOF_WINDOW_MS } from './rules';

export interface ProofInput {
  loginPassword?: string;
  paymentPassword?: string;
}

/** Which passwords prove the member: the login password only, or either (the payment password once one is set). */
export type ProofAccepts = 'login' | 'either';

/** Who is proving: the member, and the caller's address key (Caller.ipKey) for the guard's per-address cap. */
export interface Prover {
  userId: number;
  ipKey: string;
}

export interface Proven {
  /** The password that proved the member. */
  by: 'login' | 'payment';
  /** The member's payment password hash as read inside the check (null: none set). */
  paymentPasswordHash: string | null;
}

const proofKey = (userId: number) => `proof:${userId}`;

/**
 * One member's checks run one at a time in this process, so a right password is not refused because the member's
 * own parallel checks are counted while they run. Keyed by context: each server (and test) has its own queues.
 */
const queues = new WeakMap<AppContext, Map<number, Promise<unknown>>>();

function inTurn<T>(ctx: AppContext, userId: number, job: () => Promise<T>): Promise<T> {
  let queue = queues.get(ctx);
  if (!queue) queues.set(ctx, (queue = new Map()));
  const before = queue.get(userId) ?? Promise.resolve();
  const run = before.then(job, job);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queue.set(userId, settled);
  void settled.then(() => {
    if (queue.get(userId) === settled) queue.delete(userId);
  });
  return run;
}

const given = (value: string | undefined) => (value ? value : undefined);

/**
 * Counts this check before the hash comparison, in one write that refuses once the count is at the limit: parallel
 * guesses (other processes included) never get more than the limit of comparisons. Returns the seconds to wait when
 * refused.
 */
async function countAttempt(ctx: AppContext, key: string): Promise<number | undefined> {
  const now = ctx.clock();
  const windowStart = `${new Date(now.getTime() - PROOF_WINDOW_MS).toISOString()}`;
  const counted = await ctx.db
    .insert(loginFailures)
    .values({ key, failures: 1, lastAt: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${loginFailures.lastAt} < ${windowStart}::timestamptz then 1 else ${loginFailures.failures} + 1 end`,
        lastAt: now,
      },
      setWhere: sql`${loginFailures.failures} < ${PROOF_FAILURE_LIMIT} or ${loginFailures.lastAt} < ${windowStart}::timestamptz`,
    })
    .returning({ failures: loginFailures.failures });
  if (counted.length) return undefined;
  const [row] = await ctx.db.select().from(loginFailures).where(eq(loginFailures.key, key));
  const waitMs = (row ? row.lastAt.getTime() + PROOF_WINDOW_MS : now.getTime()) - now.getTime();
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/**
 * Proves the member with the password they sent, then runs `then` in the same turn (so a parallel check cannot be
 * proven by a payment password this change replaces). An empty password is not sent; with both, the login password
 * is checked; a payment password counts only when one is set (and `accepts` is "either"). The check is the guard's
 * own attempt (a failure counts toward the sign-in captcha; the per-(account, address) limit and the per-address cap
 * apply). Throws security.proof.required, rate.limited (429 from the 5th wrong one until 15 minutes after the last,
 * or the guard's limits) or security.proof.wrong; a right password clears the member's count.
 */
export function withProof<T>(
  ctx: AppContext,
  prover: Prover,
  input: ProofInput,
  accepts: ProofAccepts,
  then: (proven: Proven) => Promise<T>,
): Promise<T> {
  const { userId } = prover;
  return inTurn(ctx, userId, async () => {
    const [user] = await ctx.db
      .select({
        brandId: users.brandId,
        username: users.username,
        passwordHash: users.passwordHash,
        paymentPasswordHash: users.paymentPasswordHash,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw SECURITY_FAIL.proofRequired();
    const login = given(input.loginPassword);
    const payment = accepts === 'either' && user.paymentPasswordHash ? given(input.paymentPassword) : undefined;
    const by = login !== undefined ? 'login' : payment !== undefined ? 'payment' : undefined;
    if (!by) throw SECURITY_FAIL.proofRequired();

    const key = proofKey(userId);
    const waitSeconds = await countAttempt(ctx, key);
    if (waitSeconds !== undefined) throw SECURITY_FAIL.rateLimited(waitSeconds);
    // The member's own check: their session stands in for the captcha (passwordGuard.ownAttempt).
    const attempt: Attempt = {
      brandId: user.brandId,
      who: user.username.toLowerCase(),
      ipKey: prover.ipKey,
      captcha: 'session',
    };
    const right =
      by === 'login'
        ? await checkPassword(ctx, attempt, login!, user.passwordHash)
        : await checkPassword(ctx, attempt, payment!, user.paymentPasswordHash!);
    if (!right) throw SECURITY_FAIL.proofWrong();
    await ctx.db.delete(loginFailures).where(eq(loginFailures.key, key));
    return then({ by, paymentPasswordHash: user.paymentPasswordHash });
  });
}

/** Proves the member (see withProof); for callers with nothing to run in the same turn. */
export const proveMember = (ctx: AppContext, prover: Prover, input: ProofInput, accepts: ProofAccepts) =>
  withProof(ctx, prover, input, accepts, async (proven) => proven);
