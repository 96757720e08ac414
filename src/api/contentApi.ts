import type {
  Announcement as ApiAnnouncement,
  AnnouncementsReply,
  Banner,
  HotMatch as ApiHotMatch,
  WinnersReply,
} from '@common/generated/api';
import { decimalToCents } from '@common/money';
import { callApi } from './callApi';

/** A notice, popup or banner (banners also carry their image `url`). */
export type Announcement = ApiAnnouncement & Partial<Pick<Banner, 'url'>>;

export type HotMatch = ApiHotMatch;

/** What home shows: banners (B), player notices (PL), popups (PU) and hot matches (H). */
export type HomeAnnouncements = Omit<AnnouncementsReply, 'promotions'>;

/** Banners (B), player notices (PL), popups (PU) and hot matches (H) of the home group. */
export const HOME_ANNOUNCEMENTS_QUERY = { types: 'B,PL,PU,H', groupName: 'm_home' } as const;

export async function fetchHomeAnnouncements(): Promise<HomeAnnouncements> {
  return (await callApi('announcements', { query: HOME_ANNOUNCEMENTS_QUERY })).value;
}

/** The image shown for an announcement: sequence 1 of its images (SPEC §3), else its url. */
export const imageOf = (a: Announcement) =>
  a.announcementImages.find((i) => i.sequence === 1)?.url ?? a.announcementImages[0]?.url ?? a.url;

/** A winner board entry; `winAmount` is in pesos (from the reply's decimal string), for display only. */
export type Winner = Omit<WinnersReply['list'][number]['vo'], 'winAmount'> & { winAmount: number };

/** The winner board, sorted by win amount, highest first (SPEC §4), whatever order the server sends. */
export async function fetchWinners(): Promise<Winner[]> {
  const { value } = await callApi('winners');
  return value.list
    .map(({ vo }) => ({ ...vo, cents: decimalToCents(vo.winAmount) ?? 0 }))
    .sort((a, b) => b.cents - a.cents)
    .map(({ cents, ...vo }) => ({ ...vo, winAmount: cents / 100 }));
}
