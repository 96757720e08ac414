// The server draws every image (SVG) itself: no external images anywhere. Each function takes the requested file
// name ("<stem>.svg") and answers the picture, or undefined for a file that does not exist (a 404).
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { announcements } from '../db/schema';
import { PROMOTION_CATEGORIES, VENDORS } from '../content/catalogue';
import { catalogueGame } from '../content/games';
import { avatarSvg, AVATAR_COUNT, bannerSvg, gameIconSvg, teamSvg } from '../content/images';
import { pick, type Lang } from '../plugins/brand';

/** "123.svg" → "123"; any other name → undefined. */
const stem = (file: string) => (file.endsWith('.svg') ? decodeURIComponent(file.slice(0, -4)) : undefined);

/** A catalogue game's icon (`<nodeId>.svg`); large doubles it. */
export function gameIcon(file: string, large: boolean): string | undefined {
  const game = catalogueGame(Number(stem(file)));
  return game && gameIconSvg(game.nameEn, game.vassalage, large);
}

/** A vendor's icon (`<vendor code>.svg`). */
export function vendorIcon(file: string): string | undefined {
  const vendor = VENDORS.find((v) => v.code === stem(file));
  return vendor && gameIconSvg(vendor.name, vendor.gameCategory);
}

/** The picture of a banner, announcement or promotion (`<id>.svg`), titled in the request's language. */
export async function announcementImage(ctx: AppContext, file: string, lang: Lang): Promise<string | undefined> {
  const id = Number(stem(file));
  if (!Number.isInteger(id)) return undefined;
  const [row] = await ctx.db.select().from(announcements).where(eq(announcements.id, id));
  return row && bannerSvg(pick(lang, row.titleEn, row.titleTy), `${row.brandId}:${row.id}`);
}

/** A team's badge (`<team name>.svg`): any name draws one. */
export function teamBadge(file: string): string | undefined {
  const team = stem(file);
  return team ? teamSvg(team) : undefined;
}

/** A promotion category's icon (`<category id>.svg`). */
export function categoryIcon(file: string): string | undefined {
  const c = PROMOTION_CATEGORIES.find((x) => String(x.id) === stem(file));
  return c && gameIconSvg(c.en, '');
}

/** Member head icon n of 1..12 (`<n>.svg`). */
export function memberIcon(file: string): string | undefined {
  const n = Number(stem(file));
  return Number.isInteger(n) && n >= 1 && n <= AVATAR_COUNT ? avatarSvg(n) : undefined;
}
