// Lotteries of a prize mode (Lott, ZY, Elott) with a made-up but steady draw schedule, listed or grouped for the menu.
import { and, asc, eq } from 'drizzle-orm';
import type { LotteryItem, LotteryListQuery, LotteryMenuReply } from '@common/generated/api';
import type { AppContext } from '../context';
import { games } from '../db/schema';
import type { Lang } from '../plugins/brand';
import { iconUrl, type GameRow } from './games';

type PrizeMode = NonNullable<LotteryListQuery['prizeMode']>;

/** Draw intervals cycle by catalogue position: every minute up to hourly. */
const DRAW_INTERVALS_S = [60, 180, 300, 600, 3600];
/** Draws at most this far apart count as "fast" in the menu. */
const FAST_DRAW_S = 300;

function lotteryItem(g: GameRow, lang: Lang, now: number): LotteryItem {
  const drawIntervalSeconds = DRAW_INTERVALS_S[g.sort % DRAW_INTERVALS_S.length]!;
  const intervalMs = drawIntervalSeconds * 1000;
  return {
    code: g.gameId,
    name: lang === 'TY' ? g.nameTy : g.nameEn,
    prizeMode: g.prizeMode as PrizeMode,
    nodeId: g.nodeId,
    vassalage: g.vassalage,
    iconUrl: iconUrl(g.nodeId),
    playTypes: ['Tradition', 'Entertainment'],
    drawIntervalSeconds,
    nextDrawTime: Math.ceil(now / intervalMs) * intervalMs,
  };
}

/** The brand's lotteries of a prize mode, in catalogue order. */
export async function listLotteries(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  brandId: string,
  prizeMode: PrizeMode,
  lang: Lang,
): Promise<LotteryItem[]> {
  const rows = await ctx.db
    .select()
    .from(games)
    .where(and(eq(games.brandId, brandId), eq(games.gameType, 'LOTTERY'), eq(games.prizeMode, prizeMode)))
    .orderBy(asc(games.sort));
  const now = ctx.clock().getTime();
  return rows.map((g) => lotteryItem(g, lang, now));
}

/** The lotteries of a prize mode in two groups: "fast" (draws every 5 minutes or less) and "classic". */
export async function lotteryMenu(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  brandId: string,
  prizeMode: PrizeMode,
  lang: Lang,
): Promise<LotteryMenuReply> {
  const items = await listLotteries(ctx, brandId, prizeMode, lang);
  return [
    { groupName: 'fast', list: items.filter((i) => i.drawIntervalSeconds <= FAST_DRAW_S) },
    { groupName: 'classic', list: items.filter((i) => i.drawIntervalSeconds > FAST_DRAW_S) },
  ];
}
