import type { Promotion, PromotionCategoriesReply } from '@common/generated/api';
import { callApi } from '../../api/callApi';

export type { Promotion };
export type PromotionCategory = PromotionCategoriesReply[number];

/** The promotion categories (SPEC §9) in the current language; the server sends "All" first. */
export async function fetchPromotionCategories(): Promise<PromotionCategory[]> {
  return (await callApi('promotionCategories')).value;
}

/** The live promotions of one category (the "All" category lists every one). */
export async function fetchPromotions(categoryId: number): Promise<Promotion[]> {
  return (await callApi('promotions', { query: { categoryId } })).value;
}

/** One live promotion, or undefined when it has ended or never existed. */
export async function fetchPromotion(id: number): Promise<Promotion | undefined> {
  return (await callApi('promotions', { query: { id } })).value[0];
}

/** The image a promotion shows: the one with sequence 1 (SPEC §2), else its first. */
export const promotionImage = (p: Pick<Promotion, 'announcementImages'>): string | undefined =>
  p.announcementImages.find((i) => i.sequence === 1)?.url ?? p.announcementImages[0]?.url;
