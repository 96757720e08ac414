import type {
  Announcement,
  AnnouncementsReply,
  Banner,
  GameItem,
  GamePage,
  GameVendorsReply as VendorConfig,
  HotMatch,
  WinnersReply,
} from '@common/generated/api';

/** An inline SVG picture, so stories need no server. */
export const svgPicture = (label: string, colour: string, w = 750, h = 300) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="55%" font-size="${h / 5}" text-anchor="middle" fill="#fff">${label}</text></svg>`,
  )}`;

const STARTED = Date.UTC(2026, 0, 1);

/** An announcement as GET /announcements sends it (long term, no stored images unless given). */
export const sampleAnnouncement = (
  id: number,
  type: Announcement['type'],
  title: string,
  content = '',
  images: Announcement['announcementImages'] = [],
): Announcement => ({
  id,
  type,
  title,
  content,
  startDate: STARTED,
  endDate: null,
  noExpiry: 1,
  announcementImages: images,
});

const banner = (id: number, title: string, colour: string): Banner => {
  const url = svgPicture(title, colour);
  return { ...sampleAnnouncement(id, 'B', title, '', [{ sequence: 1, url }]), url };
};

export const sampleBanners: Banner[] = [
  banner(1, 'Welcome bonus', '#b3261e'),
  banner(2, 'Daily rebate', '#1d4ed8'),
  banner(3, 'Sabong weekend', '#1b7f3b'),
];

export const sampleNotices: Announcement[] = [
  sampleAnnouncement(11, 'PL', 'System maintenance on Sunday 02:00–04:00'),
  sampleAnnouncement(12, 'PL', 'New slots from PG Soft this week'),
];

/** A login popup (type PU); its content is HTML. */
export const samplePopup = (content: string, title = 'Weekend reload bonus'): Announcement =>
  sampleAnnouncement(21, 'PU', title, content);

export const sampleMatches: HotMatch[] = [
  ['Ginebra', 'Magnolia', 'PBA'],
  ['San Miguel', 'TNT', 'PBA'],
].map(([homeTeam, awayTeam, league], i) => ({
  id: i + 1,
  matchTime: Date.UTC(2026, 10, 28 + i, 11, 30),
  homeTeam: homeTeam!,
  awayTeam: awayTeam!,
  homeTeamImageUrl: svgPicture(homeTeam!.slice(0, 1), '#b3261e', 48, 48),
  awayTeamImageUrl: svgPicture(awayTeam!.slice(0, 1), '#1d4ed8', 48, 48),
  vendor: 'SABA',
  roomId: String(i + 1),
  nodeId: 900 + i,
  league: league!,
}));

/** The reply of GET /announcements for home: the samples above, or every list empty. */
export const sampleAnnouncements = (filled: boolean): AnnouncementsReply => ({
  banners: filled ? sampleBanners : [],
  notices: filled ? sampleNotices : [],
  popups: [],
  hotMatches: filled ? sampleMatches : [],
  promotions: [],
  footer: { unreadCount: 0 },
});

/** The reply of GET /winners: amounts are decimal strings. */
export const sampleWinners: WinnersReply = {
  list: [{ vo: { winAmount: '25000.00', userName: 'ju***an', gameName: 'Fast 3', time: 0 } }],
};

/** The three icon fields of a game, one picture. */
const gameIcons = (label: string) => {
  const url = svgPicture(label, '#8a5a00', 176, 176);
  return { iconUrl: url, mobileLargeIcon: url, mobileSmallIcon: url };
};

export const sampleGame = (favourite: boolean): GameItem => ({
  nodeId: 100001,
  gameId: 'g1',
  roomId: 'g1',
  gameType: 'RNG',
  gameCategory: 'RNG',
  vassalage: 'PG',
  gameName: 'Mighty Dragon',
  nodeName: 'PG Soft',
  showIcon: true,
  ...gameIcons('MD'),
  supportPlay: true,
  gameClassifyNew: 0,
  minBet: 0.5,
  hot: false,
  favourite,
});

export const sampleVendors = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    vassalage: `V${i + 1}`,
    vendorName: `Vendor ${i + 1}`,
    gameType: 'RNG',
    iconUrl: svgPicture(`V${i + 1}`, '#55585e', 56, 56),
  }));

const GAME_NAMES = ['Mighty Dragon', 'Lucky Koi', 'Golden Carabao', 'Jeepney Rush', 'Mango Spins', 'Fiesta Reels'];

/** Distinct games of one type (names repeat with a number past six). */
export const sampleGames = (count: number, gameType = 'RNG'): GameItem[] =>
  Array.from({ length: count }, (_, i) => {
    const name = `${GAME_NAMES[i % GAME_NAMES.length]}${i < GAME_NAMES.length ? '' : ` ${i + 1}`}`;
    return {
      ...sampleGame(false),
      nodeId: 100001 + i,
      gameId: `g${i + 1}`,
      roomId: `g${i + 1}`,
      gameType,
      gameCategory: gameType,
      gameName: name,
      ...gameIcons(name.slice(0, 2).toUpperCase()),
    };
  });

/** One page of the game list holding `games` (the last page). */
/** One page holding `games`; the server says 1 page even for an empty list. */
export const samplePage = (games: GameItem[]): GamePage => ({ games, pageNum: 1, totalPages: 1 });

const vendor = (gameType: string, vassalage: string, vendorName: string) => ({
  gameType,
  vassalage,
  vendorName,
  iconUrl: svgPicture(vassalage, '#55585e', 56, 56),
});

/**
 * The vendor configuration (GET /game/vendors): slots, live casino, cockfight and lottery categories. `lottery` is the
 * LOTTERY mapping's vendor → game type; an ELOTT entry for TCG_LOTTO_VN or LOTT makes E-lottery the default mode.
 */
export const sampleVendorConfig = (lottery: Record<string, string> = { TCG: 'LOTTERY' }): VendorConfig => ({
  sorting: [
    { gameCategory: 'RNG', vendorNames: [vendor('RNG', 'PG', 'PG Soft'), vendor('RNG', 'JILI', 'JILI')] },
    { gameCategory: 'LIVE', vendorNames: [vendor('LIVE', 'EVO', 'Evolution')] },
    { gameCategory: 'COCKFIGHT', vendorNames: [vendor('COCKFIGHT', 'SV388', 'SV388')] },
    { gameCategory: 'LOTTERY', vendorNames: [vendor('LOTTERY', 'TCG', 'TCG Lottery')] },
  ],
  mapping: { LOTTERY: { vendors: Object.keys(lottery), gameType: lottery } },
});
