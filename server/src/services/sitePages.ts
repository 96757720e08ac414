import { and, eq } from 'drizzle-orm';
import type { SitePageQuery, SitePageReply } from '@common/generated/api';
import type { AppContext } from '../context';
import { sitePages } from '../db/schema';
import { fail } from '../errors';
import { pick, type Lang } from '../plugins/brand';

/** The brand has no page of that name (404 page.missing). */
const pageMissing = () => fail('page.missing');

/**
 * One of the brand's static pages (customer service, user agreement) in the request's language. The HTML is returned
 * as stored: the client sanitises what it renders.
 */
export async function sitePage(
  ctx: AppContext,
  brandId: string,
  name: SitePageQuery['name'],
  lang: Lang,
): Promise<SitePageReply> {
  const [row] = await ctx.db
    .select()
    .from(sitePages)
    .where(and(eq(sitePages.brandId, brandId), eq(sitePages.name, name)));
  if (!row) throw pageMissing();
  return { title: pick(lang, row.titleEn, row.titleTy), content: pick(lang, row.contentEn, row.contentTy) };
}
