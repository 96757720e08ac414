import type {
  ActivityDetail,
  LeaderboardReply,
  Promotion,
  PromotionCategoriesReply,
  RebateManualReply,
  RebateReportReply,
  RedRainReply,
  Reward,
} from '@common/generated/api';
import { SPEC_APPLY_LIMITS } from './applyRules';

// Replies of the promotions API for stories, shaped by the contract (schemas/api/promotions.api.json).

const DAY = 86_400_000;
/** A fixed moment, so stories read the same every day: 2026-03-14 10:00 in Manila. */
export const STORY_NOW = Date.UTC(2026, 2, 14, 2, 0);

const svg = (label: string, color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300"><rect width="750" height="300" fill="${color}"/><text x="40" y="170" font-size="56" fill="#fff">${label}</text></svg>`,
  )}`;

const icon = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28"><circle cx="14" cy="14" r="12" fill="${color}"/></svg>`,
  )}`;

export const sampleCategories: PromotionCategoriesReply = [
  { id: 1, title: 'All', iconImageUrl: icon('#b3261e') },
  { id: 3, title: 'Sports', iconImageUrl: icon('#1d4ed8') },
  { id: 5, title: 'Slots', iconImageUrl: icon('#1b7f3b') },
  { id: 12, title: 'Deposit', iconImageUrl: icon('#8a5a00') },
];

const promotion = (id: number, title: string, categoryIds: number[], color: string, noExpiry = false): Promotion => ({
  id,
  type: 'PR',
  title,
  content: `<p>${title}: play and get rewarded.</p>`,
  startDate: STORY_NOW - 10 * DAY,
  endDate: noExpiry ? null : STORY_NOW + 20 * DAY,
  noExpiry: noExpiry ? 1 : 0,
  // Sequence 2 first: the card must pick sequence 1.
  announcementImages: [
    { sequence: 2, url: svg('second image', '#333333') },
    { sequence: 1, url: svg(title, color) },
  ],
  promoAnnouncementCategoryIds: [1, ...categoryIds],
});

export const samplePromotions: Promotion[] = [
  promotion(11, 'Weekend sports bonus', [3], '#1d4ed8'),
  promotion(12, 'Slots free spins', [5], '#1b7f3b', true),
  promotion(13, 'First deposit 100%', [12], '#8a5a00'),
];

/** GET /promotions?categoryId=: the samples of that category (1 = all). */
export const promotionsByCategory = ({ params }: { params: Record<string, unknown> }) =>
  samplePromotions.filter((p) => p.promoAnnouncementCategoryIds.includes(Number(params.categoryId ?? 1)));

/** An activity's detail with the member's status. */
export function sampleActivity(over: Partial<ActivityDetail> = {}): ActivityDetail {
  const base = samplePromotions[2]!;
  return {
    id: base.id,
    title: base.title,
    content:
      '<p>Deposit and get <strong>100%</strong> up to ₱888.</p><img alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onerror="window.__promoXss=1">',
    startDate: base.startDate,
    endDate: base.endDate,
    noExpiry: base.noExpiry,
    announcementImages: base.announcementImages,
    promoAnnouncementCategoryIds: base.promoAnnouncementCategoryIds,
    apply: { mode: 'review', ...SPEC_APPLY_LIMITS, reward: '88.00', turnover: true, rewardValidDays: 7 },
    status: null,
    application: null,
    ...over,
  };
}

/** An application in a state (images are fetched from /promotions/uploads/:id). */
export const sampleApplication = (
  status: NonNullable<ActivityDetail['application']>['status'],
  reason?: string,
): NonNullable<ActivityDetail['application']> => ({
  id: 501,
  activityId: 13,
  remark: 'Deposited ₱1,000 by GCash',
  images: [{ id: 71, url: '/wps/promotions/uploads/71', contentType: 'image/png', size: 2048 }],
  status,
  createdAt: STORY_NOW - DAY,
  ...(reason ? { reason, decidedAt: STORY_NOW - 3_600_000 } : {}),
});

export const sampleReward = (id: number, over: Partial<Reward> = {}): Reward => ({
  id,
  title: 'First deposit 100%',
  source: 'activity',
  activityId: 13,
  amount: '88.00',
  turnover: true,
  state: 'issued',
  issuedAt: STORY_NOW - DAY,
  expiresAt: STORY_NOW + 6 * DAY,
  ...over,
});

export const sampleManualRebate = (over: Partial<RebateManualReply> = {}): RebateManualReply => ({
  since: STORY_NOW - 2 * DAY,
  until: STORY_NOW,
  lines: [
    { category: 'slots', rateBps: 80, validBet: '12500.00', rebate: '100.00' },
    { category: 'live', rateBps: 50, validBet: '3000.00', rebate: '15.00' },
  ],
  total: '115.00',
  minClaim: '1.00',
  canClaim: true,
  lastClaim: { amount: '42.10', at: STORY_NOW - 2 * DAY },
  ...over,
});

export const sampleRebateReport: RebateReportReply = {
  startDate: '2026-03-14',
  endDate: '2026-03-14',
  lines: [
    { category: 'slots', rateBps: 80, validBet: '12500.00', rebate: '100.00', claimed: '60.00', unclaimed: '40.00' },
    { category: 'sports', rateBps: 60, validBet: '0.00', rebate: '0.00', claimed: '0.00', unclaimed: '0.00' },
  ],
  total: { validBet: '12500.00', rebate: '100.00', claimed: '60.00', unclaimed: '40.00' },
};

export const sampleLeaderboard = (over: Partial<LeaderboardReply> = {}): LeaderboardReply => ({
  period: 'week',
  start: Date.UTC(2026, 2, 8, 16),
  end: Date.UTC(2026, 2, 15, 16),
  list: [
    { rank: 1, userName: 'ma***ia', validBet: '98000.00' },
    { rank: 2, userName: 'jo***se', validBet: '45000.00' },
    { rank: 2, userName: 'an***ls', validBet: '45000.00' },
    { rank: 4, userName: 'de***mo', validBet: '1200.00' },
  ],
  me: { rank: 4, userName: 'demo', validBet: '1200.00' },
  ...over,
});

/** A red-rain reply whose clock is the browser's, so the window is live (or upcoming) while the story runs. */
export function sampleRedRain(
  state: 'live' | 'upcoming',
  over: Partial<RedRainReply['events'][number]> = {},
): RedRainReply {
  const now = Date.now();
  return {
    serverTime: now,
    events: [
      {
        id: 'evening',
        title: 'Evening red envelope rain',
        state,
        start: state === 'live' ? now - 60_000 : now + 3_600_000,
        end: state === 'live' ? now + 10 * 60_000 : now + 3_900_000,
        min: '1.00',
        max: '88.00',
        perMember: 3,
        envelopesLeft: 500,
        myGrabs: 0,
        myTotal: '0.00',
        allowed: true,
        ...over,
      },
    ],
  };
}
