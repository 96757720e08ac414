/** Game categories (SPEC §1) and their vendors, in the order the vendor config sorts them. */
export interface VendorDef {
  code: string;
  name: string;
  gameType: string;
  gameCategory: string;
  count: number;
  /** Lottery vendors: the prize mode of each game, cycling. */
  prizeModes?: string[];
}

export const CATEGORY_ORDER = [
  'RNG',
  'PVP',
  'LIVE',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTTERY',
  'POKER',
  'INHOUSE',
] as const;

export const VENDORS: VendorDef[] = [
  { code: 'PG', name: 'PG Soft', gameType: 'RNG', gameCategory: 'RNG', count: 70 },
  { code: 'JILI', name: 'JILI', gameType: 'RNG', gameCategory: 'RNG', count: 70 },
  { code: 'PP', name: 'Pragmatic Play', gameType: 'RNG', gameCategory: 'RNG', count: 70 },
  { code: 'FC', name: 'Fa Chai', gameType: 'RNG', gameCategory: 'RNG', count: 55 },
  { code: 'CQ9', name: 'CQ9', gameType: 'RNG', gameCategory: 'RNG', count: 55 },
  { code: 'JDB', name: 'JDB', gameType: 'RNG', gameCategory: 'RNG', count: 55 },
  { code: 'KM', name: 'Kingmaker', gameType: 'PVP', gameCategory: 'PVP', count: 30 },
  { code: 'V8', name: 'V8 Poker', gameType: 'PVP', gameCategory: 'PVP', count: 20 },
  { code: 'EVO', name: 'Evolution', gameType: 'LIVE', gameCategory: 'LIVE', count: 20 },
  { code: 'SEXY', name: 'Sexy Gaming', gameType: 'LIVE', gameCategory: 'LIVE', count: 12 },
  { code: 'DG', name: 'Dream Gaming', gameType: 'LIVE', gameCategory: 'LIVE', count: 12 },
  { code: 'JILIFISH', name: 'JILI Fishing', gameType: 'FISH', gameCategory: 'FISH', count: 18 },
  { code: 'JDBFISH', name: 'JDB Fishing', gameType: 'FISH', gameCategory: 'FISH', count: 14 },
  { code: 'SABA', name: 'SABA Sports', gameType: 'SPORTS', gameCategory: 'SPORTS', count: 2 },
  { code: 'CMD', name: 'CMD368', gameType: 'SPORTS', gameCategory: 'SPORTS', count: 2 },
  { code: 'TF', name: 'TF Gaming', gameType: 'ESPORTS', gameCategory: 'ESPORTS', count: 2 },
  { code: 'DS88', name: 'DS88 Sabong', gameType: 'COCKFIGHT', gameCategory: 'COCKFIGHT', count: 2 },
  {
    code: 'TCG',
    name: 'TCG Lotto',
    gameType: 'LOTTERY',
    gameCategory: 'LOTTERY',
    count: 36,
    prizeModes: ['Lott', 'ZY', 'Elott'],
  },
  { code: 'KP', name: 'King Poker', gameType: 'POKER', gameCategory: 'POKER', count: 30 },
  { code: 'IH', name: 'House Originals', gameType: 'RNG', gameCategory: 'INHOUSE', count: 40 },
];

const EN_ADJ = [
  'Golden',
  'Lucky',
  'Mighty',
  'Wild',
  'Royal',
  'Fortune',
  'Jade',
  'Blazing',
  'Mystic',
  'Silver',
  'Thunder',
  'Crystal',
  'Diamond',
  'Ocean',
  'Dragon',
  'Ruby',
  'Sunny',
  'Moon',
  'Star',
  'Magic',
];
const TY_ADJ = [
  'Gintong',
  'Masuwerteng',
  'Makapangyarihang',
  'Mailap na',
  'Maharlikang',
  'Kapalarang',
  'Jade na',
  'Nag-aapoy na',
  'Mahiwagang',
  'Pilak na',
  'Kulog na',
  'Kristal na',
  'Diyamanteng',
  'Karagatang',
  'Dragong',
  'Rubing',
  'Maaraw na',
  'Buwang',
  'Bituing',
  'Mahikang',
];
const EN_NOUN = [
  'Dragon',
  'Tiger',
  'Treasure',
  'Fortune',
  'Phoenix',
  'Empire',
  'Jungle',
  'Temple',
  'Island',
  'Carnival',
  'Riches',
  'Gems',
  'Pirates',
  'Festival',
  'Koi',
  'Panda',
  'Queen',
  'King',
  'Volcano',
  'Fiesta',
];
const TY_NOUN = [
  'Dragon',
  'Tigre',
  'Kayamanan',
  'Kapalaran',
  'Phoenix',
  'Imperyo',
  'Gubat',
  'Templo',
  'Isla',
  'Karnabal',
  'Yaman',
  'Hiyas',
  'Pirata',
  'Pista',
  'Koi',
  'Panda',
  'Reyna',
  'Hari',
  'Bulkan',
  'Piyesta',
];

const TYPE_WORD: Record<string, [string, string]> = {
  PVP: ['Tongits', 'Tongits'],
  LIVE: ['Baccarat', 'Baccarat'],
  FISH: ['Fishing', 'Pangingisda'],
  SPORTS: ['Sportsbook', 'Palakasan'],
  ESPORTS: ['E-sports', 'E-sports'],
  COCKFIGHT: ['Sabong Arena', 'Arena ng Sabong'],
  LOTTERY: ['Lotto', 'Loterya'],
  POKER: ['Poker', 'Poker'],
};

const LIVE_GAMES: [string, string][] = [
  ['Baccarat', 'Baccarat'],
  ['Roulette', 'Roleta'],
  ['Sic Bo', 'Sic Bo'],
  ['Dragon Tiger', 'Dragon Tigre'],
  ['Blackjack', 'Blackjack'],
];
const PVP_GAMES: [string, string][] = [
  ['Tongits', 'Tongits'],
  ['Pusoy', 'Pusoy'],
  ['Lucky 9', 'Lucky 9'],
  ['Teen Patti', 'Teen Patti'],
  ['Andar Bahar', 'Andar Bahar'],
];

export const MIN_BETS = ['0.01', '0.05', '0.1', '0.5', '0.75', '1'];

/** The game's name in English and Filipino, from its vendor and index (deterministic). */
export function gameNames(vendor: VendorDef, index: number): { en: string; ty: string } {
  const a = (index * 7 + vendor.code.length) % EN_ADJ.length;
  const n = (index * 3 + vendor.code.charCodeAt(0)) % EN_NOUN.length;
  const series = Math.floor(index / 20) + 1;
  const suffix = series > 1 ? ` ${series}` : '';
  if (vendor.gameType === 'RNG') {
    return { en: `${EN_ADJ[a]} ${EN_NOUN[n]}${suffix}`, ty: `${TY_ADJ[a]} ${TY_NOUN[n]}${suffix}` };
  }
  const pool = vendor.gameType === 'LIVE' ? LIVE_GAMES : vendor.gameType === 'PVP' ? PVP_GAMES : undefined;
  if (pool) {
    const [en, ty] = pool[index % pool.length]!;
    const table = Math.floor(index / pool.length) + 1;
    return { en: `${en} ${table}`, ty: `${ty} ${table}` };
  }
  const [en, ty] = TYPE_WORD[vendor.gameType]!;
  return { en: `${vendor.name} ${en} ${index + 1}`, ty: `${vendor.name} ${ty} ${index + 1}` };
}

/** Promotion categories of SPEC §9 (id, English, Filipino). */
export const PROMOTION_CATEGORIES: { id: number; en: string; ty: string }[] = [
  { id: 1, en: 'All', ty: 'Lahat' },
  { id: 2, en: 'Other', ty: 'Iba pa' },
  { id: 3, en: 'Sports', ty: 'Palakasan' },
  { id: 4, en: 'Live casino', ty: 'Live casino' },
  { id: 5, en: 'Slots', ty: 'Slots' },
  { id: 6, en: 'Card games', ty: 'Mga laro ng baraha' },
  { id: 7, en: 'Fish', ty: 'Isda' },
  { id: 8, en: 'Lotto', ty: 'Lotto' },
  { id: 9, en: 'Rebate', ty: 'Rebate' },
  { id: 10, en: 'Points mall', ty: 'Points mall' },
  { id: 11, en: 'Ranking', ty: 'Ranggo' },
  { id: 12, en: 'Deposit', ty: 'Deposito' },
  { id: 13, en: 'App download', ty: 'I-download ang app' },
  { id: 14, en: 'Newbie', ty: 'Baguhan' },
];

export const COUNTRIES = [
  { countryName: 'Philippines', dialingCode: '+63', iso: 'PH' },
  { countryName: 'Vietnam', dialingCode: '+84', iso: 'VN' },
  { countryName: 'Thailand', dialingCode: '+66', iso: 'TH' },
  { countryName: 'Indonesia', dialingCode: '+62', iso: 'ID' },
  { countryName: 'Malaysia', dialingCode: '+60', iso: 'MY' },
  { countryName: 'Singapore', dialingCode: '+65', iso: 'SG' },
  { countryName: 'India', dialingCode: '+91', iso: 'IN' },
  { countryName: 'Japan', dialingCode: '+81', iso: 'JP' },
  { countryName: 'South Korea', dialingCode: '+82', iso: 'KR' },
  { countryName: 'United States', dialingCode: '+1', iso: 'US' },
];
