import { asc, eq } from 'drizzle-orm';
import type { HelpCentreReply } from '@common/generated/api';
import type { AppContext } from '../context';
import { helpEntries } from '../db/schema';
import { pick, type Lang } from '../plugins/brand';

/** The brand's help centre entries (title, HTML content) in display order. */
export async function helpCentre(ctx: AppContext, brandId: string, lang: Lang): Promise<HelpCentreReply> {
  const rows = await ctx.db
    .select()
    .from(helpEntries)
    .where(eq(helpEntries.brandId, brandId))
    .orderBy(asc(helpEntries.sort));
  return rows.map((r) => ({ title: pick(lang, r.titleEn, r.titleTy), content: pick(lang, r.contentEn, r.contentTy) }));
}
