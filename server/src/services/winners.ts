import { desc, eq } from 'drizzle-orm';
import { centsToDecimal } from '@common/money';
import type { WinnersReply } from '@common/generated/api';
import type { AppContext } from '../context';
import { winners } from '../db/schema';
import { catalogueGame } from '../content/games';
import { pick, type Lang } from '../plugins/brand';
import { maskName } from './accounts';

const BOARD_SIZE = 20;

/** The brand's biggest wins, highest first, with masked user names. */
export async function winnerBoard(ctx: AppContext, brandId: string, lang: Lang): Promise<WinnersReply> {
  const rows = await ctx.db
    .select()
    .from(winners)
    .where(eq(winners.brandId, brandId))
    .orderBy(desc(winners.winCents))
    .limit(BOARD_SIZE);
  return {
    list: rows.map((w) => {
      const game = catalogueGame(w.nodeId);
      return {
        vo: {
          winAmount: centsToDecimal(w.winCents),
          userName: maskName(w.userName),
          gameName: game ? pick(lang, game.nameEn, game.nameTy) : '',
          time: w.wonAt.getTime(),
        },
      };
    }),
  };
}
