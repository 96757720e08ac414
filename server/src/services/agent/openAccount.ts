// Open account: the agent registers a member or sub-agent directly below itself, checked like a registration, after
// a captcha (a stolen agent session must not open accounts in bulk), and inheriting a linked member's exclusion.
import { sql } from 'drizzle-orm';
import type { AgentOpenAccountBody, AgentTeamMember, RegisterPayload } from '@common/generated/api';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { FAIL } from '../../errors';
import { findByUsername } from '../accounts';
import { readSettings } from '../brandSettings';
import { inheritedExclusion } from '../responsiblePlay/registration';
import { checkRegistration } from '../registerFields';
import type { AgentRef } from './access';
import { addToHierarchy } from './hierarchy';
import { memberRows } from './members';
import { checkRates, effectiveRates, storeRates } from './rebates';

/** Register fields the agent's form carries; the others (invitation code, referrer, …) do not apply. */
const FORM_FIELDS = new Set(['username', 'password', 'confirmPassword', 'nickname', 'payeeName', 'email', 'mobileNum']);

export async function openAccount(
  ctx: AppContext,
  agent: AgentRef,
  body: AgentOpenAccountBody,
): Promise<AgentTeamMember> {
  const file = ctx.brands.get(agent.brandId)!;
  // The shared captcha check (one try per captcha), before anything else is looked at.
  await ctx.captchas.check(agent.brandId, body.captchaId, body.captcha);
  const { registerSettings } = await readSettings(ctx.db, file);
  const rules = { ...registerSettings, fields: registerSettings.fields.filter((f) => FORM_FIELDS.has(f.name)) };
  const payload: RegisterPayload = { ...body, type: 0 } as RegisterPayload;
  const fields = await checkRegistration(ctx, agent.brandId, rules, payload, 'username');
  const rates = checkRates(await effectiveRates(ctx, agent.brandId, agent.id), body.rates ?? []);
  const username = body.username.trim().toLowerCase();
  if (await findByUsername(ctx, agent.brandId, username)) throw FAIL.usernameExists();
  const passwordHash = await ctx.passwords.hash(body.password);
  const now = ctx.clock();
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          brandId: agent.brandId,
          merchantCode: file.brand.merchantCode,
          username,
          passwordHash,
          type: body.type,
          nickname: fields.nickname,
          payeeName: fields.payeeName,
          email: fields.email,
          // Unproven, as at user-name registration: only an SMS code proves a number.
          mobileDialing: fields.mobile?.dialing ?? null,
          mobileNum: fields.mobile?.num ?? null,
          contacts: fields.contacts,
          uplineId: agent.id,
          createdAt: now,
        })
        .returning({ id: users.id });
      await addToHierarchy(tx as unknown as Db, user!.id, agent.id);
      await storeRates(tx as unknown as Db, user!.id, rates, now);
      return user!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw FAIL.usernameExists();
    throw error;
  }
  // A second account must not sidestep a time-out or self-exclusion (issue 28, finding 6): the reply says `excluded`.
  await inheritedExclusion(ctx.db, id, now);
  const { list } = await memberRows(ctx, agent.id, sql`u.id = ${id}`, 1, 0);
  return list[0]!;
}
