// Writes the planned demo team set-based (one INSERT per table): accounts, rebate rates, wallets, paid deposit
// orders, every ledger txn and entry with the keys, fingerprints and refs of the live services, bets and their
// hourly totals, sign-ins and contracts. A few dozen statements per brand, whatever the team's size.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BrandFile } from '../../brands/loadBrands';
import { channelsOf } from '../../content/paymentMethods';
import { sha256 } from '../../services/hash';
import { HOUSE_USER_ID } from '../../services/ledger';
import { SESSION_TTL_SECONDS } from '../../services/sessions';
import { insertJson } from './agentSeedBulk';
import { writeLedger } from './agentSeedLedger';
import { DEMO_TERMS, planMoney, type Movement, type PlannedAccount, type TeamPlan } from './agentSeedPlan';
import type { SeedDeps } from './seedBrand';

/** Demo passwords (public, like the demo accounts'): sub-agents and team members. */
export const TEAM_PASSWORDS = { agent: 'agent1234!', member: 'team1234!' } as const;

const iso = (d: Date) => d.toISOString();
const json = (v: unknown) => JSON.stringify(v);

async function insertAccounts(
  deps: SeedDeps,
  file: BrandFile,
  list: PlannedAccount[],
  ids: Map<string | null, number>,
) {
  const password = await deps.hashPassword(list[0]!.type === 1 ? TEAM_PASSWORDS.agent : TEAM_PASSWORDS.member);
  const rows = await insertJson<{ id: number; username: string }>(
    deps.db,
    'users',
    [
      ['brand_id', 'text'],
      ['merchant_code', 'text'],
      ['username', 'text'],
      ['password_hash', 'text'],
      ['type', 'integer'],
      ['upline_id', 'integer'],
      ['created_at', 'timestamptz'],
    ],
    list.map((a) => ({
      brand_id: file.brand.id,
      merchant_code: file.brand.merchantCode,
      username: a.username,
      password_hash: password,
      type: a.type,
      upline_id: ids.get(a.upline)!,
      created_at: iso(a.createdAt),
    })),
    ['id', 'username'],
  );
  for (const r of rows) ids.set(r.username, Number(r.id));
  await insertJson(
    deps.db,
    'agent_rebates',
    [
      ['user_id', 'integer'],
      ['category', 'text'],
      ['rate_bps', 'integer'],
      ['updated_at', 'timestamptz'],
    ],
    list.flatMap((a) =>
      Object.entries(a.rates).map(([category, rate]) => ({
        user_id: ids.get(a.username)!,
        category,
        rate_bps: rate,
        updated_at: iso(a.createdAt),
      })),
    ),
  );
}

export async function writeDemoTeam(deps: SeedDeps, file: BrandFile, agentId: number, plan: TeamPlan) {
  const { db } = deps;
  const brandId = file.brand.id;
  const now = deps.clock();
  const ids = new Map<string | null, number>([[null, agentId]]);
  // In waves, so every upline has its id before its downline is written.
  for (let rest = [...plan.agents, ...plan.members]; rest.length;) {
    const ready = rest.filter((a) => ids.has(a.upline));
    const agents = ready.filter((a) => a.type === 1);
    await insertAccounts(deps, file, agents.length ? agents : ready, ids);
    rest = rest.filter((a) => !ids.has(a.username));
  }
  const members = plan.members.map((m) => ({ id: ids.get(m.username)!, createdAt: m.createdAt }));
  const money = planMoney({ brandId, now, members });

  const wallets = new Map<number, number>();
  const made = await insertJson<{ id: number; user_id: number }>(
    db,
    'ledger_accounts',
    [
      ['brand_id', 'text'],
      ['kind', 'text'],
      ['user_id', 'integer'],
      ['balance_cents', 'bigint'],
      ['created_at', 'timestamptz'],
    ],
    [...ids.values()]
      .filter((id) => id !== agentId)
      .map((id) => ({
        brand_id: brandId,
        kind: 'member',
        user_id: id,
        balance_cents: money.balances.get(id) ?? 0,
        created_at: iso(now),
      })),
    ['id', 'user_id'],
  );
  for (const r of made) wallets.set(Number(r.user_id), Number(r.id));
  const house = await deps.ledger.accountId(brandId, HOUSE_USER_ID);

  await writeDeposits(db, brandId, money.movements);
  await writeLedger(db, brandId, money.movements, wallets, house);
  await writeSessions(db, brandId, money.sessions);
  await writeContracts(db, brandId, agentId, ids, now);
}

async function writeDeposits(db: SeedDeps['db'], brandId: string, movements: Movement[]) {
  const channel = channelsOf(brandId).find((c) => c.method === 'EWALLET') ?? channelsOf(brandId)[0]!;
  const rows = movements.flatMap((m) => {
    if (m.type !== 'deposit') return [];
    const d = m.deposit;
    const createdAt = new Date(d.at.getTime() - 2 * 60_000);
    return [
      {
        id: d.orderId,
        brand_id: brandId,
        user_id: d.userId,
        method: channel.method,
        channel_id: channel.id,
        channel_name: channel.name,
        amount_cents: d.amountCents,
        fee_cents: 0,
        pay_amount_cents: d.amountCents,
        state: 'paid',
        idempotency_key: `seed-${d.orderId}`,
        fingerprint: `${channel.id}:${d.amountCents}`,
        created_at: iso(createdAt),
        expires_at: iso(new Date(createdAt.getTime() + 15 * 60_000)),
        decided_at: iso(d.at),
      },
    ];
  });
  const columns = Object.keys(rows[0] ?? {}).map(
    (c) => [c, /_cents$|user_id/.test(c) ? 'bigint' : /_at$/.test(c) ? 'timestamptz' : 'text'] as const,
  );
  await insertJson(db, 'deposit_orders', columns, rows);
}

/** Sign-ins (tokens nobody holds: only their hashes exist) and each member's last login time. */
async function writeSessions(db: SeedDeps['db'], brandId: string, sessions: { userId: number; createdAt: Date }[]) {
  await insertJson(
    db,
    'sessions',
    [
      ['token_hash', 'text'],
      ['user_id', 'integer'],
      ['brand_id', 'text'],
      ['created_at', 'timestamptz'],
      ['expires_at', 'timestamptz'],
    ],
    sessions.map((s) => ({
      token_hash: sha256(randomBytes(32).toString('base64url')),
      user_id: s.userId,
      brand_id: brandId,
      created_at: iso(s.createdAt),
      expires_at: iso(new Date(s.createdAt.getTime() + SESSION_TTL_SECONDS * 1000)),
    })),
  );
  const users = json(sessions.map((s) => ({ id: s.userId, at: iso(s.createdAt) })));
  await db.execute(sql`update users u set last_login_at = x.at from (
      select id, max(at) as at from json_to_recordset(${users}::json) as r(id int, at timestamptz) group by id) x
    where u.id = x.id`);
}

/** The brand's contracts with the demo agent (one revised daily salary awaiting its answer) and its offers. */
async function writeContracts(
  db: SeedDeps['db'],
  brandId: string,
  agentId: number,
  ids: Map<string | null, number>,
  now: Date,
) {
  const ago = (days: number) => iso(new Date(now.getTime() - days * 86_400_000));
  const row = (
    kind: string,
    agent: number,
    offeredBy: number | null,
    terms: unknown,
    status: string,
    days: number,
  ) => ({
    brand_id: brandId,
    kind,
    agent_id: agent,
    offered_by: offeredBy,
    terms,
    status,
    created_at: ago(days),
    decided_at: status === 'pending' ? null : ago(days - 1),
  });
  const sub = (name: string) => ids.get(name)!;
  await insertJson(
    db,
    'agent_contracts',
    [
      ['brand_id', 'text'],
      ['kind', 'text'],
      ['agent_id', 'integer'],
      ['offered_by', 'integer'],
      ['terms', 'jsonb'],
      ['status', 'text'],
      ['created_at', 'timestamptz'],
      ['decided_at', 'timestamptz'],
    ],
    [
      row('daily', agentId, null, DEMO_TERMS.daily, 'accepted', 90),
      row('dividend', agentId, null, DEMO_TERMS.dividend, 'accepted', 90),
      row('hourly', agentId, null, DEMO_TERMS.hourly, 'accepted', 90),
      row('daily', agentId, null, DEMO_TERMS.dailyRevised, 'pending', 1),
      row('daily', sub('subagent2'), agentId, DEMO_TERMS.subDaily, 'accepted', 60),
      row('dividend', sub('subagent2'), agentId, DEMO_TERMS.subDividend, 'accepted', 60),
      row('daily', sub('subagent1'), agentId, DEMO_TERMS.subDaily, 'pending', 2),
    ],
  );
}
