import type { Announcement, HotMatch } from '../api/contentApi';
import type { GameItem, GamePage, VendorConfig } from '../api/gamesApi';

/** An inline SVG picture, so stories need no server. */
export const svgPicture = (label: string, colour: string, w = 750, h = 300) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="55%" font-size="${h / 5}" text-anchor="middle" fill="#fff">${label}</text></svg>`,
  )}`;

export const sampleBanners: Announcement[] = [
  { id: 1, type: 'B', title: 'Welcome bonus', content: '', url: svgPicture('Welcome bonus', '#b3261e') },
  { id: 2, type: 'B', title: 'Daily rebate', content: '', url: svgPicture('Daily rebate', '#1d4ed8') },
  { id: 3, type: 'B', title: 'Sabong weekend', content: '', url: svgPicture('Sabong weekend', '#1b7f3b') },
];

export const sampleNotices: Announcement[] = [
  { id: 11, type: 'PL', title: 'System maintenance on Sunday 02:00–04:00', content: '' },
  { id: 12, type: 'PL', title: 'New slots from PG Soft this week', content: '' },
];

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

export const sampleGame = (favourite: boolean): GameItem => ({
  nodeId: 100001,
  gameId: 'g1',
  roomId: 'g1',
  gameType: 'RNG',
  gameCategory: 'RNG',
  vassalage: 'PG',
  gameName: 'Mighty Dragon',
  iconUrl: svgPicture('MD', '#8a5a00', 176, 176),
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
      iconUrl: svgPicture(name.slice(0, 2).toUpperCase(), '#8a5a00', 176, 176),
    };
  });

/** One page of the game list holding `games` (the last page). */
export const samplePage = (games: GameItem[]): GamePage => ({ games, pageNum: 1, totalPages: games.length ? 1 : 0 });

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
