import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Announcement, AnnouncementsQuery, AnnouncementsReply, HotMatch, Promotion } from '@common/generated/api';
import type { AppContext } from '../context';
import { announcements } from '../db/schema';
import { catalogue } from '../content/games';
import { announcementImageUrl, teamBadgeUrl } from '../content/urls';
import { pick, type Lang } from '../plugins/brand';
import { unreadCount } from './inbox';
import type { SessionUser } from './sessions';

type AnnouncementRow = typeof announcements.$inferSelect;
type Image = Announcement['announcementImages'][number];

/** Member types that are not agents (member, free, …): they never see agent notices (type A). */
const NOT_AGENT = [0, 4, 40];
const DAY_MS = 24 * 3600 * 1000;

/** Agents see agent notices (type A); every other member type, and a guest, does not. */
export const isAgent = (session: SessionUser | undefined) => !!session && !NOT_AGENT.includes(session.user.type);

/** The console's audience: everyone, signed-in members, or members whose VIP level is within vipMin..vipMax. */
export function seenBy(a: AnnouncementRow, session: SessionUser | undefined): boolean {
  if (a.audience === 'members') return !!session;
  if (a.audience === 'vip') {
    const level = session?.user.vipLevel;
    return level !== null && level !== undefined && level >= (a.vipMin ?? 0) && level <= (a.vipMax ?? level);
  }
  return true;
}

/** Of the brand, started and not ended: every content query goes through this filter. */
function live(ctx: AppContext, brandId: string) {
  const now = ctx.clock();
  return and(
    eq(announcements.brandId, brandId),
    lte(announcements.startDate, now),
    or(eq(announcements.noExpiry, true), isNull(announcements.endDate), gte(announcements.endDate, now)),
  );
}

/** The brand's live announcements (of one type if given), in display order. */
export async function liveAnnouncements(ctx: AppContext, brandId: string, type?: string): Promise<AnnouncementRow[]> {
  return ctx.db
    .select()
    .from(announcements)
    .where(and(live(ctx, brandId), type ? eq(announcements.type, type) : undefined))
    .orderBy(asc(announcements.sort));
}

/** One live announcement of the brand by id (another brand's, or one not live now, is undefined). */
export async function liveAnnouncement(
  ctx: AppContext,
  brandId: string,
  id: number,
): Promise<AnnouncementRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(announcements)
    .where(and(live(ctx, brandId), eq(announcements.id, id)));
  return row;
}

/** The fields every announcement type shares; without stored images, the server-drawn one. */
export function announcementItem(a: AnnouncementRow, lang: Lang): Announcement {
  const stored = a.images as Image[];
  return {
    id: a.id,
    type: a.type as Announcement['type'],
    title: pick(lang, a.titleEn, a.titleTy),
    content: pick(lang, a.contentEn, a.contentTy),
    startDate: a.startDate.getTime(),
    endDate: a.endDate?.getTime() ?? null,
    noExpiry: a.noExpiry ? 1 : 0,
    announcementImages: stored.length ? stored : [{ sequence: 1, url: announcementImageUrl(a.id) }],
  };
}

/** A promotion (type PR) with its categories. */
export function promotionItem(a: AnnouncementRow, lang: Lang): Promotion {
  return { ...announcementItem(a, lang), promoAnnouncementCategoryIds: a.categoryIds as number[] };
}

/** A hot match; seeded match times roll forward by whole days so a long-lived demo database keeps upcoming matches. */
function hotMatch(a: AnnouncementRow, now: number): HotMatch {
  const d = a.data as { homeTeam: string; awayTeam: string; league: string; matchTime: number; matchIndex: number };
  const matchTime = d.matchTime < now ? d.matchTime + Math.ceil((now - d.matchTime) / DAY_MS) * DAY_MS : d.matchTime;
  const vendor = ['SABA', 'SABA', 'TF', 'DS88'][d.matchIndex % 4]!;
  const game = { SABA: 'SABA_0001', TF: 'TF_0001', DS88: 'DS88_0001' }[vendor]!;
  return {
    id: a.id,
    matchTime,
    homeTeam: d.homeTeam,
    awayTeam: d.awayTeam,
    homeTeamImageUrl: teamBadgeUrl(d.homeTeam),
    awayTeamImageUrl: teamBadgeUrl(d.awayTeam),
    vendor,
    roomId: game,
    nodeId: catalogue().find((g) => g.gameId === game)?.nodeId ?? null,
    league: d.league,
  };
}

/**
 * GET /wps/announcements: each asked-for type in its list (banners of one group, agent notices only for agents,
 * hot matches by time) and the inbox's unread count for a signed-in member.
 */
export async function homeAnnouncements(
  ctx: AppContext,
  brandId: string,
  lang: Lang,
  query: AnnouncementsQuery,
  session: SessionUser | undefined,
): Promise<AnnouncementsReply> {
  const types = new Set((query.types ?? 'B,PL,PU,H').split(','));
  const rows = (await liveAnnouncements(ctx, brandId)).filter((r) => seenBy(r, session));
  const of = (type: string) => (types.has(type) ? rows.filter((r) => r.type === type) : []);
  const group = query.groupName ?? 'm_home';
  const now = ctx.clock().getTime();
  return {
    banners: of('B')
      .filter((r) => r.groupName === group)
      .map((r) => {
        const link = (r.data as { link?: string }).link;
        const url = (r.images as Image[])[0]?.url ?? announcementImageUrl(r.id);
        return { ...announcementItem(r, lang), url, ...(link ? { link } : {}) };
      }),
    notices: [...of('PL'), ...(isAgent(session) ? of('A') : [])].map((r) => announcementItem(r, lang)),
    popups: of('PU').map((r) => announcementItem(r, lang)),
    hotMatches: of('H')
      .map((r) => hotMatch(r, now))
      .sort((x, y) => x.matchTime - y.matchTime),
    promotions: of('PR').map((r) => promotionItem(r, lang)),
    footer: { unreadCount: session ? await unreadCount(ctx, session.user.id) : 0 },
  };
}
