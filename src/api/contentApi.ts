import { request } from './client';

export interface Announcement {
  id: number;
  type: string;
  title: string;
  content: string;
  startDate?: number;
  endDate?: number;
  noExpiry?: number;
  announcementImages?: { sequence: number; url: string }[];
  url?: string;
}

export interface HotMatch {
  id: number;
  matchTime: number;
  homeTeam: string;
  awayTeam: string;
  homeTeamImageUrl: string;
  awayTeamImageUrl: string;
  vendor: string;
  roomId: string;
  nodeId: number;
  league: string;
}

export interface HomeAnnouncements {
  banners: Announcement[];
  notices: Announcement[];
  popups: Announcement[];
  hotMatches: HotMatch[];
  footer: { unreadCount: number };
}

/** Banners (B), player notices (PL), popups (PU) and hot matches (H) of the home group. */
export async function fetchHomeAnnouncements(): Promise<HomeAnnouncements> {
  return (
    await request<HomeAnnouncements>({ url: '/announcements', params: { types: 'B,PL,PU,H', groupName: 'm_home' } })
  ).value;
}

/** The image shown for an announcement: sequence 1 of its images (SPEC §3), else its url. */
export const imageOf = (a: Announcement) =>
  a.announcementImages?.find((i) => i.sequence === 1)?.url ?? a.announcementImages?.[0]?.url ?? a.url;

export interface Winner {
  winAmount: number;
  userName: string;
  gameName: string;
  time: number;
}

/** The winner board, sorted by win amount, highest first (SPEC §4), whatever order the server sends. */
export async function fetchWinners(): Promise<Winner[]> {
  const { value } = await request<{ list: { vo: Winner }[] }>({ url: '/winners' });
  return value.list.map((w) => w.vo).sort((a, b) => b.winAmount - a.winAmount);
}
