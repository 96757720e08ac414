import type { PromotionCategoriesReply, PromotionsQuery, PromotionsReply } from '@common/generated/api';
import type { AppContext } from '../context';
import { PROMOTION_CATEGORIES } from '../content/catalogue';
import { categoryIconUrl } from '../content/urls';
import { pick, type Lang } from '../plugins/brand';
import { liveAnnouncements, promotionItem } from './announcements';

/** Category 1 is "All": it matches every promotion. */
const ALL = 1;

/** The promotion categories (SPEC §9) in the request's language. */
export function promotionCategories(lang: Lang): PromotionCategoriesReply {
  return PROMOTION_CATEGORIES.map((c) => ({
    id: c.id,
    title: pick(lang, c.en, c.ty),
    iconImageUrl: categoryIconUrl(c.id),
  }));
}

/** The brand's live promotions: one by id, or those of a category. */
export async function listPromotions(
  ctx: AppContext,
  brandId: string,
  lang: Lang,
  { categoryId, id }: PromotionsQuery,
): Promise<PromotionsReply> {
  const rows = await liveAnnouncements(ctx, brandId, 'PR');
  return rows
    .filter((r) => (id ? r.id === id : true))
    .filter((r) => (!categoryId || categoryId === ALL ? true : (r.categoryIds as number[]).includes(categoryId)))
    .map((r) => promotionItem(r, lang));
}
