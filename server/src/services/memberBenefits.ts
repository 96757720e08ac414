// VIP levels of the brand (member club benefits) and the label of a member's own level.
import { and, asc, eq } from 'drizzle-orm';
import type { MemberBenefitsReply } from '@common/generated/api';
import type { AppContext } from '../context';
import { vipLevels } from '../db/schema';
import { pick, type Lang } from '../plugins/brand';
import type { UserRow } from './sessions';

/** The brand's levels in order with their benefits (HTML as stored), and the member's level (null without one). */
export async function memberBenefits(ctx: AppContext, user: UserRow, lang: Lang): Promise<MemberBenefitsReply> {
  const rows = await ctx.db
    .select()
    .from(vipLevels)
    .where(eq(vipLevels.brandId, user.brandId))
    .orderBy(asc(vipLevels.level));
  return {
    levels: rows.map((r) => ({
      level: r.level,
      label: pick(lang, r.labelEn, r.labelTy),
      benefits: pick(lang, r.benefitsEn, r.benefitsTy),
    })),
    currentLevel: user.vipLevel ?? null,
  };
}

/** The name of the member's VIP level in the request language; undefined without a level (or an unknown one). */
export async function vipLabelOf(ctx: AppContext, user: UserRow, lang: Lang): Promise<string | undefined> {
  if (user.vipLevel == null) return undefined;
  const [row] = await ctx.db
    .select({ labelEn: vipLevels.labelEn, labelTy: vipLevels.labelTy })
    .from(vipLevels)
    .where(and(eq(vipLevels.brandId, user.brandId), eq(vipLevels.level, user.vipLevel)));
  return row ? pick(lang, row.labelEn, row.labelTy) : undefined;
}
