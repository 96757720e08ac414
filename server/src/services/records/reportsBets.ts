// The betting record (/m/gameRecord): the member's bets settled in the period, newest first, keyset paged on
// (settled_at, id), named from the game catalogue, with totals over the whole filtered period; and one bet's detail.
// The period is by settlement, like the ledger (a bet's txn time is its settled time) and profit and loss.
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { RecordBet, RecordBetDetail, RecordBetsQuery, RecordBetsReply } from '@common/generated/api';
import type { AppContext } from '../../context';
import { bets, games } from '../../db/schema';
import { settledTotals } from './betSums';
import { cursorNumber, decodeCursor, instant, micros } from './reportCursor';
import { RECORD_FAIL } from './reportFailures';
import { DEFAULT_PAGE_SIZE, money, pageOf } from './reportPage';
import { reportPeriod } from './reportRange';
import type { Member } from './reportsWallet';

const gameOf = and(eq(games.brandId, bets.brandId), eq(games.nodeId, bets.nodeId));
const columns = {
  bet: bets,
  nameEn: games.nameEn,
  nameTy: games.nameTy,
  vendorName: games.nodeName,
  gameType: games.gameType,
  us: micros(bets.settledAt),
};
type BetRow = {
  bet: typeof bets.$inferSelect;
  nameEn: string | null;
  nameTy: string | null;
  vendorName: string | null;
};

function betView({ bet, nameEn, nameTy, vendorName }: BetRow): RecordBet {
  return {
    betNo: bet.betNo,
    nodeId: bet.nodeId,
    gameNameEn: nameEn ?? `#${bet.nodeId}`,
    gameNameTy: nameTy ?? `#${bet.nodeId}`,
    vendor: bet.vendor,
    ...(vendorName ? { vendorName } : {}),
    category: bet.category,
    stake: money(bet.stakeCents),
    validStake: money(bet.validStakeCents),
    win: money(bet.winCents),
    net: money(bet.status === 'settled' ? bet.netCents : 0),
    status: bet.status as RecordBet['status'],
    placedAt: bet.placedAt.getTime(),
    ...(bet.settledAt ? { settledAt: bet.settledAt.getTime() } : {}),
  };
}

export async function betReport(ctx: AppContext, m: Member, q: RecordBetsQuery): Promise<RecordBetsReply> {
  const p = reportPeriod(ctx, m.brandId, q.startDate, q.endDate);
  const size = q.size ?? DEFAULT_PAGE_SIZE;
  const key = q.cursor ? decodeCursor('bet', q.cursor, 1) : undefined;
  const where = and(
    eq(bets.userId, m.id),
    eq(bets.brandId, m.brandId),
    gte(bets.settledAt, p.from),
    lt(bets.settledAt, p.to),
    q.category ? eq(bets.category, q.category) : undefined,
    q.vendor ? eq(bets.vendor, q.vendor) : undefined,
    q.status ? eq(bets.status, q.status) : undefined,
  );
  const after = key
    ? sql`(${bets.settledAt}, ${bets.id}) < (${instant(key.micros)}, ${cursorNumber(key.ids[0])})`
    : undefined;
  const [rows, totals] = await Promise.all([
    ctx.db
      .select(columns)
      .from(bets)
      .leftJoin(games, gameOf)
      .where(and(where, after))
      .orderBy(desc(bets.settledAt), desc(bets.id))
      .limit(size + 1),
    settledTotals(ctx, m, p, q),
  ]);
  return {
    ...pageOf('bet', rows, size, (r) => ({ micros: r.us, ids: [String(r.bet.id)] }), betView),
    totals,
  };
}

export async function betDetail(ctx: AppContext, m: Member, betNo: string): Promise<RecordBetDetail> {
  const [row] = await ctx.db
    .select(columns)
    .from(bets)
    .leftJoin(games, gameOf)
    .where(and(eq(bets.brandId, m.brandId), eq(bets.betNo, betNo), eq(bets.userId, m.id)));
  if (!row) throw RECORD_FAIL.betUnknown();
  return {
    bet: betView(row),
    source: row.bet.source === 'feed' || row.bet.source === 'vendor' ? row.bet.source : 'demo',
    gameType: row.gameType ?? '',
    ...(row.bet.txnId ? { txnId: row.bet.txnId } : {}),
  };
}
