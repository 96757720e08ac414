// Profit and loss (/m/profitandloss): the member's bets settled in the period summed per brand-local day, per game
// type and in total, in one pass (GROUPING SETS) over bet_hours (or the bets, see betSums.ts). The same sums as the
// betting record's totals, so the two screens always agree.
import { sql } from 'drizzle-orm';
import type { RecordProfitLossQuery, RecordProfitLossReply } from '@common/generated/api';
import type { AppContext } from '../../context';
import { betHours, bets } from '../../db/schema';
import { betTotals, hoursAnswer, settledWhere, sumColumns } from './betSums';
import { reportPeriod } from './reportRange';
import type { Member } from './reportsWallet';

/** An IANA zone name as a SQL literal (checked: it is spliced, so GROUP BY sees the same expression as SELECT). */
function zoneLiteral(timeZone: string) {
  if (!/^[A-Za-z0-9_+/-]{1,64}$/.test(timeZone)) throw new Error(`bad time zone ${timeZone}`);
  return sql.raw(`'${timeZone}'`);
}

export async function profitLossReport(
  ctx: AppContext,
  m: Member,
  q: RecordProfitLossQuery,
): Promise<RecordProfitLossReply> {
  const p = reportPeriod(ctx, m.brandId, q.startDate, q.endDate);
  const fromHours = hoursAnswer(p);
  const time = fromHours ? betHours.hour : bets.settledAt;
  const category = fromHours ? betHours.category : bets.category;
  const day = sql<string>`to_char(${time} at time zone ${zoneLiteral(p.timeZone)}, 'YYYY-MM-DD')`;
  const rows = await ctx.db
    .select({
      day,
      category,
      byDay: sql<number>`grouping(${day})`,
      byCategory: sql<number>`grouping(${category})`,
      ...sumColumns(fromHours),
    })
    .from(fromHours ? betHours : bets)
    .where(settledWhere(m, p, fromHours))
    .groupBy(sql`grouping sets ((${day}), (${category}), ())`);
  // grouping(x) is 0 on the rows grouped by x: a day row has byDay 0, the grand total has both 1.
  const days = rows.filter((r) => Number(r.byDay) === 0);
  const categories = rows.filter((r) => Number(r.byCategory) === 0);
  const total = rows.find((r) => Number(r.byDay) === 1 && Number(r.byCategory) === 1);
  return {
    days: days.map((r) => ({ date: r.day, ...betTotals(r) })).sort((a, b) => b.date.localeCompare(a.date)),
    categories: categories
      .map((r) => ({ row: { category: r.category, ...betTotals(r) }, stake: Number(r.stake) }))
      .sort((a, b) => b.stake - a.stake || a.row.category.localeCompare(b.row.category))
      .map((c) => c.row),
    totals: betTotals(total),
  };
}
