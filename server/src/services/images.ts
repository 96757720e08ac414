// The server draws every image (SVG) itself: no external images anywhere. Each function takes the requested file
// name ("<stem>.svg", already decoded once by Fastify: never decoded again, so a "%" left in it is just a character)
// and answers the picture, or undefined for a file that does not exist (a 404).
import type { AppContext } from '../context';
import { PROMOTION_CATEGORIES, VENDORS } from '../content/catalogue';
import { catalogueGame } from '../content/games';
import { avatarSvg, AVATAR_COUNT, bannerSvg, gameIconSvg, teamSvg } from '../content/images';
import { pick, type Lang } from '../plugins/brand';
import { isAgent, liveAnnouncement } from './announcements';
import type { SessionUser } from './sessions';

/** The largest id a database column (int4) holds. */
const INT4_MAX = 2147483647;

/** "123.svg" → "123"; any other name → undefined. */
const stem = (file: string) => (file.endsWith('.svg') ? file.slice(0, -4) : undefined);

/** "<id>.svg" with the id in canonical form (no sign, no leading zero, no exponent) and within int4. */
function idOf(file: string): number | undefined {
  const digits = stem(file);
  if (!digits || !/^[1-9][0-9]{0,9}$/.test(digits)) return undefined;
  const id = Number(digits);
  return id <= INT4_MAX ? id : undefined;
}

/** A catalogue game's icon (`<nodeId>.svg`); large doubles it. */
export function gameIcon(file: string, large: boolean): string | undefined {
  const id = idOf(file);
  const game = id === undefined ? undefined : catalogueGame(id);
  return game && gameIconSvg(game.nameEn, game.vassalage, large);
}

/** A vendor's icon (`<vendor code>.svg`). */
export function vendorIcon(file: string): string | undefined {
  const vendor = VENDORS.find((v) => v.code === stem(file));
  return vendor && gameIconSvg(vendor.name, vendor.gameCategory);
}

export interface AnnouncementPicture {
  svg: string;
  /** Seconds a cache may keep it: at most a day, and never past the announcement's end. */
  maxAge: number;
  /** Only for this viewer (an agent notice): no shared cache. */
  private: boolean;
}

const DAY_S = 24 * 3600;

/**
 * The picture of a banner, announcement or promotion (`<id>.svg`), titled in the request's language: only an
 * announcement of the request's brand that is live now, and an agent notice only for an agent.
 */
export async function announcementImage(
  ctx: AppContext,
  brandId: string,
  file: string,
  lang: Lang,
  viewer: SessionUser | undefined,
): Promise<AnnouncementPicture | undefined> {
  const id = idOf(file);
  const row = id === undefined ? undefined : await liveAnnouncement(ctx, brandId, id);
  if (!row) return undefined;
  const agentOnly = row.type === 'A';
  if (agentOnly && !isAgent(viewer)) return undefined;
  const left = row.noExpiry || !row.endDate ? DAY_S : (row.endDate.getTime() - ctx.clock().getTime()) / 1000;
  return {
    svg: bannerSvg(pick(lang, row.titleEn, row.titleTy), `${row.brandId}:${row.id}`),
    maxAge: Math.max(0, Math.min(DAY_S, Math.floor(left))),
    private: agentOnly,
  };
}

/** A team's badge (`<team name>.svg`): any name draws one. */
export function teamBadge(file: string): string | undefined {
  const team = stem(file);
  return team ? teamSvg(team) : undefined;
}

/** A promotion category's icon (`<category id>.svg`). */
export function categoryIcon(file: string): string | undefined {
  const id = idOf(file);
  const c = PROMOTION_CATEGORIES.find((x) => x.id === id);
  return c && gameIconSvg(c.en, '');
}

/** Member head icon n of 1..12 (`<n>.svg`). */
export function memberIcon(file: string): string | undefined {
  const n = idOf(file);
  return n !== undefined && n <= AVATAR_COUNT ? avatarSvg(n) : undefined;
}
