// The signed-in member's own profile: member info (with the wallet balance) and the head icon.
import { eq } from 'drizzle-orm';
import { centsToDecimal } from '@common/money';
import type { HeadIcon, MemberInfoReply } from '@common/generated/api';
import type { AppContext } from '../context';
import { AVATAR_COUNT } from '../content/images';
import { users } from '../db/schema';
import { FAIL } from '../errors';
import type { Lang } from '../plugins/brand';
import { vipLabelOf } from './memberBenefits';
import type { UserRow } from './sessions';

/** Member info of SPEC §3, with the balance from the wallet as a decimal string and the VIP label in `lang`. */
export async function memberInfo(ctx: AppContext, user: UserRow, lang: Lang = 'EN'): Promise<MemberInfoReply> {
  const vipLabel = await vipLabelOf(ctx, user, lang);
  return {
    id: user.id,
    type: user.type,
    userName: user.username,
    account: user.username,
    ...(user.nickname != null ? { nickname: user.nickname } : {}),
    ...(vipLabel !== undefined ? { vipLabel } : {}),
    regDate: user.createdAt.getTime(),
    toUpline: user.toUpline,
    sumBalance: centsToDecimal(await ctx.wallet.balanceCents(user.brandId, user.id)),
    trial: user.isTrial ? 1 : 0,
  };
}

/** The head icon number and the URL of its server-generated SVG. */
export const headIcon = (icon: number): HeadIcon => ({ icon, url: `/wps/member/icons/${icon}.svg` });

/** Sets the head icon ("3" from a form, or 3); refused unless 1..AVATAR_COUNT. */
export async function setHeadIcon(ctx: AppContext, user: UserRow, value: string | number): Promise<HeadIcon> {
  const icon = Number(value);
  if (!Number.isInteger(icon) || icon < 1 || icon > AVATAR_COUNT) throw FAIL.fieldInvalid('icon', 'range 1..12');
  await ctx.db.update(users).set({ icon }).where(eq(users.id, user.id));
  return headIcon(icon);
}
