import { PROMOTION_CATEGORIES } from './catalogue';

/** Seed content per brand in English and Filipino. Images point at server-generated SVGs. */
export interface AnnouncementSeed {
  type: 'B' | 'PL' | 'A' | 'PU' | 'H' | 'PR';
  groupName: string;
  titleEn: string;
  titleTy: string;
  contentEn: string;
  contentTy: string;
  noExpiry: boolean;
  categoryIds?: number[];
  data?: Record<string, unknown>;
}

const BANNERS: [string, string][] = [
  ['Welcome bonus 100%', 'Welcome bonus na 100%'],
  ['Daily rebate up to 1.5%', 'Araw-araw na rebate hanggang 1.5%'],
  ['Sabong live every night', 'Live na sabong gabi-gabi'],
  ['Mega jackpot week', 'Linggo ng mega jackpot'],
];

const NOTICES: [string, string, string, string][] = [
  [
    'System maintenance on Sunday',
    'Maintenance ng sistema sa Linggo',
    'Scheduled maintenance from 02:00 to 04:00. Games may be unavailable.',
    'Nakatakdang maintenance mula 02:00 hanggang 04:00. Maaaring hindi magamit ang mga laro.',
  ],
  [
    'New slots every week',
    'Bagong slots linggo-linggo',
    'Discover the newest games in the RNG lobby.',
    'Tuklasin ang pinakabagong laro sa RNG lobby.',
  ],
  [
    'Faster withdrawals',
    'Mas mabilis na withdrawal',
    'Withdrawals now arrive within 5 minutes on average.',
    'Dumarating na ang withdrawal sa loob ng 5 minuto sa karaniwan.',
  ],
  [
    'Play responsibly',
    'Maglaro nang responsable',
    'Set limits and take breaks. Help is available in the help centre.',
    'Magtakda ng limitasyon at magpahinga. May tulong sa help centre.',
  ],
  [
    'Refer a friend',
    'Mag-imbita ng kaibigan',
    'Invite friends and earn rewards for every active referral.',
    'Mag-imbita ng kaibigan at kumita ng gantimpala sa bawat aktibong referral.',
  ],
];

/** Agent notices (type A): title and text in English and Filipino; the last one ends (noExpiry false). */
const AGENT_NOTICES: [string, string, string, string][] = [
  [
    'Commission statement ready',
    'Handa na ang commission statement',
    'Your commission statement for last month is ready in the agent centre. Check it before the 5th.',
    'Handa na sa agent centre ang iyong commission statement noong nakaraang buwan. Suriin ito bago ang ika-5.',
  ],
  [
    'New agent KPI targets',
    'Bagong KPI target para sa ahente',
    'Active-member targets change this quarter. See the team overview for your new goals.',
    'Nagbabago ang target ng aktibong miyembro ngayong quarter. Tingnan ang team overview para sa bagong layunin.',
  ],
  [
    'Team dividend schedule',
    'Iskedyul ng dividend ng team',
    'Team dividends are paid every Monday until the end of this promotion period.',
    'Binabayaran ang dividend ng team tuwing Lunes hanggang matapos ang panahon ng promosyong ito.',
  ],
];

const MATCHES: [string, string, string][] = [
  ['Manila Eagles', 'Cebu Sharks', 'PBA Cup'],
  ['Davao Dragons', 'Iloilo Lions', 'PBA Cup'],
  ['Team Liquid PH', 'Blacklist Intl', 'MPL Philippines'],
  ['Red Rooster', 'Blue Gamecock', 'Sabong Derby'],
];

const PROMOS: [string, string, number][] = [
  ['First deposit bonus', 'Bonus sa unang deposito', 12],
  ['Sports weekly cashback', 'Lingguhang cashback sa palakasan', 3],
  ['Live casino streak', 'Sunod-sunod na panalo sa live casino', 4],
  ['Slots free spins', 'Libreng spins sa slots', 5],
  ['Tongits tournament', 'Torneo ng Tongits', 6],
  ['Fishing frenzy', 'Kasiyahan sa pangingisda', 7],
  ['Lotto lucky draw', 'Masuwerteng bola ng lotto', 8],
  ['Unlimited rebate', 'Walang limitasyong rebate', 9],
  ['Points mall rewards', 'Gantimpala sa points mall', 10],
  ['Monthly ranking', 'Buwanang ranggo', 11],
  ['App download bonus', 'Bonus sa pag-download ng app', 13],
  ['Newbie welcome pack', 'Welcome pack para sa baguhan', 14],
  ['Birthday gift', 'Regalo sa kaarawan', 2],
];

const html = (text: string) => `<p>${text}</p><ul><li>18+ / 21+</li><li>T&amp;C apply</li></ul>`;

/** The agent notices (type A) of a brand. */
export function agentNoticeSeeds(): AnnouncementSeed[] {
  return AGENT_NOTICES.map(([titleEn, titleTy, contentEn, contentTy], i) => ({
    type: 'A',
    groupName: 'm_home',
    titleEn,
    titleTy,
    contentEn,
    contentTy,
    noExpiry: i < AGENT_NOTICES.length - 1,
  }));
}

/** The player notices (type PL) of a brand. */
export function playerNoticeSeeds(): AnnouncementSeed[] {
  return NOTICES.map(([titleEn, titleTy, contentEn, contentTy], i) => ({
    type: 'PL',
    groupName: 'm_home',
    titleEn,
    titleTy,
    contentEn,
    contentTy,
    noExpiry: i % 2 === 0,
  }));
}

export function announcementSeeds(brandName: string): AnnouncementSeed[] {
  const out: AnnouncementSeed[] = [];
  BANNERS.forEach(([en, ty], i) =>
    out.push({
      type: 'B',
      groupName: i < 3 ? 'm_home' : 'm_reg',
      titleEn: en,
      titleTy: ty,
      contentEn: en,
      contentTy: ty,
      noExpiry: true,
    }),
  );
  out.push({
    type: 'B',
    groupName: 'm_reg',
    titleEn: `Join ${brandName}`,
    titleTy: `Sumali sa ${brandName}`,
    contentEn: '',
    contentTy: '',
    noExpiry: true,
  });
  out.push(...playerNoticeSeeds());
  out.push(...agentNoticeSeeds());
  out.push({
    type: 'PU',
    groupName: 'm_home',
    titleEn: `Welcome to ${brandName}`,
    titleTy: `Maligayang pagdating sa ${brandName}`,
    contentEn: html(`Claim your welcome bonus at ${brandName} today.`),
    contentTy: html(`Kunin ang iyong welcome bonus sa ${brandName} ngayon.`),
    noExpiry: true,
  });
  out.push({
    type: 'PU',
    groupName: 'm_home',
    titleEn: 'Download our app',
    titleTy: 'I-download ang aming app',
    contentEn: html('Faster games and instant notifications.'),
    contentTy: html('Mas mabilis na laro at agarang abiso.'),
    noExpiry: false,
  });
  MATCHES.forEach(([home, away, league], i) =>
    out.push({
      type: 'H',
      groupName: 'm_home',
      titleEn: `${home} vs ${away}`,
      titleTy: `${home} laban sa ${away}`,
      contentEn: league,
      contentTy: league,
      noExpiry: false,
      data: { homeTeam: home, awayTeam: away, league, matchIndex: i },
    }),
  );
  PROMOS.forEach(([en, ty, category], i) =>
    out.push({
      type: 'PR',
      groupName: 'm_home',
      titleEn: en,
      titleTy: ty,
      contentEn: html(`${en}: play at ${brandName} and get rewarded. Period ${i + 1}.`),
      contentTy: html(`${ty}: maglaro sa ${brandName} at magkaroon ng gantimpala. Yugto ${i + 1}.`),
      noExpiry: i % 3 === 0,
      categoryIds: [PROMOTION_CATEGORIES[0]!.id, category],
    }),
  );
  return out;
}

export const HELP_SEEDS: [string, string, string, string][] = [
  [
    'How do I register?',
    'Paano magrehistro?',
    '<p>Tap <strong>Register</strong>, fill in the form and confirm. You must be of legal age.</p>',
    '<p>Pindutin ang <strong>Register</strong>, punan ang form at kumpirmahin. Dapat nasa hustong gulang ka.</p>',
  ],
  [
    'How do I deposit?',
    'Paano magdeposito?',
    '<p>Open the deposit centre, choose a channel and enter the amount.</p>',
    '<p>Buksan ang deposit centre, pumili ng channel at ilagay ang halaga.</p>',
  ],
  [
    'How long do withdrawals take?',
    'Gaano katagal ang withdrawal?',
    '<p>Most withdrawals arrive within <em>5 minutes</em>.</p>',
    '<p>Karamihan ng withdrawal ay dumarating sa loob ng <em>5 minuto</em>.</p>',
  ],
  [
    'I forgot my password',
    'Nakalimutan ko ang password',
    '<p>Use <strong>Forgot password</strong> on the login screen, by SMS or e-mail.</p>',
    '<p>Gamitin ang <strong>Forgot password</strong> sa login screen, sa SMS o e-mail.</p>',
  ],
  [
    'Responsible gaming',
    'Responsableng paglalaro',
    '<p>Set limits, take breaks, and never chase losses.</p>',
    '<p>Magtakda ng limitasyon, magpahinga, at huwag habulin ang talo.</p>',
  ],
  [
    'Contact us',
    'Makipag-ugnayan',
    '<p>Our customer service is available 24/7 through live chat.</p>',
    '<p>Ang aming customer service ay bukas 24/7 sa live chat.</p>',
  ],
];

export const INBOX_SEEDS: [string, string, string, string][] = [
  ['Welcome!', 'Maligayang pagdating!', 'Thanks for joining us.', 'Salamat sa pagsali sa amin.'],
  ['Bonus credited', 'Naidagdag ang bonus', 'Your welcome bonus is ready.', 'Handa na ang iyong welcome bonus.'],
  [
    'Security tip',
    'Tip sa seguridad',
    'Never share your password or SMS codes.',
    'Huwag ibahagi ang password o SMS code.',
  ],
  ['Weekly promotions', 'Lingguhang promo', 'See what is new this week.', 'Tingnan ang bago ngayong linggo.'],
  ['VIP upgrade', 'VIP upgrade', 'You are close to the next VIP level.', 'Malapit ka na sa susunod na VIP level.'],
];
