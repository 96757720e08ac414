// Team betting: the team's bets of a period, newest first, with filters and keyset paging (placed time, then id).
import { sql } from 'drizzle-orm';
import type { AgentTeamBet, AgentTeamBetsQuery, AgentTeamBetsReply } from '@common/generated/api';
import { centsToDecimal } from '@common/money';
import type { AppContext } from '../../context';
import type { Lang } from '../../plugins/brand';
import type { AgentRef } from './access';
import { parsePeriod } from './period';
import { rowsOf } from '../../db/sql';
import { num } from './sqlRows';
import { pnlTotals } from './sums';
import { categoryOf, settledSums, teamIds, type SumsRow } from './team';

interface BetRow {
  id: unknown;
  bet_no: string;
  username: string;
  category: string;
  vendor: string;
  node_id: number;
  name_en: string | null;
  name_ty: string | null;
  stake_cents: unknown;
  valid_stake_cents: unknown;
  win_cents: unknown;
  net_cents: unknown;
  status: AgentTeamBet['status'];
  placed_at: Date | string;
  settled_at: Date | string | null;
}

const money = (v: unknown) => centsToDecimal(num(v));

function toBet(r: BetRow, lang: Lang): AgentTeamBet {
  const name = lang === 'TY' ? (r.name_ty ?? r.name_en) : r.name_en;
  return {
    betNo: r.bet_no,
    userName: r.username,
    category: r.category,
    vendor: r.vendor,
    nodeId: r.node_id,
    gameName: name ?? String(r.node_id),
    stake: money(r.stake_cents),
    validStake: money(r.valid_stake_cents),
    win: money(r.win_cents),
    pnl: money(r.net_cents),
    status: r.status,
    placedAt: new Date(r.placed_at).getTime(),
    ...(r.settled_at ? { settledAt: new Date(r.settled_at).getTime() } : {}),
  };
}

export async function teamBets(
  ctx: AppContext,
  agent: AgentRef,
  q: AgentTeamBetsQuery,
  lang: Lang,
): Promise<AgentTeamBetsReply> {
  const p = parsePeriod(ctx, agent.brandId, q.startDate, q.endDate);
  const pageSize = q.pageSize ?? 20;
  const filters = sql.join(
    [
      sql`b.user_id in ${teamIds(agent.id)}`,
      sql`b.placed_at >= ${p.from} and b.placed_at < ${p.to}`,
      q.category ? sql`${categoryOf(sql`b.category`)} = ${q.category}` : undefined,
      q.vendor ? sql`upper(b.vendor) = ${q.vendor.toUpperCase()}` : undefined,
      q.member ? sql`u.username = ${q.member.trim().toLowerCase()}` : undefined,
    ].filter((f) => f !== undefined),
    sql` and `,
  );
  const from = sql`from bets b join users u on u.id = b.user_id where ${filters}`;
  const [atMs, id] = q.cursor ? q.cursor.split(':').map(Number) : [undefined, undefined];
  const after =
    atMs !== undefined ? sql` and (b.placed_at, b.id) < (${new Date(atMs)}::timestamptz, ${id}::bigint)` : sql``;
  const rows = await rowsOf<BetRow>(
    ctx.db,
    sql`select b.id, b.bet_no, u.username, ${categoryOf(sql`b.category`)} as category, b.vendor, b.node_id,
        g.name_en, g.name_ty, b.stake_cents, b.valid_stake_cents, b.win_cents, b.net_cents, b.status, b.placed_at,
        b.settled_at
      from bets b join users u on u.id = b.user_id
      left join games g on g.brand_id = b.brand_id and g.node_id = b.node_id
      where ${filters}${after} order by b.placed_at desc, b.id desc limit ${pageSize + 1}`,
  );
  const [totals] = await rowsOf<SumsRow>(ctx.db, sql`select ${settledSums('b')} ${from}`);
  const page = rows.slice(0, pageSize);
  const last = page[page.length - 1];
  return {
    list: page.map((r) => toBet(r, lang)),
    ...(rows.length > pageSize && last ? { nextCursor: `${new Date(last.placed_at).getTime()}:${num(last.id)}` } : {}),
    totals: pnlTotals(totals),
  };
}
