import { and, eq, max } from 'drizzle-orm';
import { categoryIconUrl } from '../../content/urls';
import { addSeconds } from '../../services/clock';
import { announcements, promotionActivities, promotionApplications, rewards, users } from '../schema';
import type { ContentSeed } from './contentSeeds';

const DAY = 24 * 3600;

/** Apply rules of the seeded promotions (by English title); the others have nothing to apply for. */
const RULES: Record<string, { mode: 'review' | 'signup'; reward?: number; turnover?: boolean; days?: number }> = {
  'First deposit bonus': { mode: 'review', reward: 18800, turnover: true, days: 7 },
  'Sports weekly cashback': { mode: 'review', reward: 8800, turnover: false, days: 7 },
  'Live casino streak': { mode: 'review', reward: 5800, turnover: true, days: 3 },
  'Slots free spins': { mode: 'review', reward: 2800, turnover: true, days: 7 },
  'Tongits tournament': { mode: 'signup' },
  'Monthly ranking': { mode: 'signup' },
  'Newbie welcome pack': { mode: 'review', reward: 5000, turnover: true, days: 7 },
  'Birthday gift': { mode: 'review', reward: 10000, turnover: false, days: 30 },
  'Anniversary bonanza': { mode: 'review', reward: 28800, turnover: true, days: 7 },
  'Summer splash': { mode: 'review', reward: 3800, turnover: true, days: 7 },
};

const html = (text: string) => `<p>${text}</p><ul><li>18+ / 21+</li><li>T&amp;C apply</li></ul>`;

/**
 * Promotions issue 17: apply rules for the brand's promotions, one activity that has not started (coming) and one
 * that has ended (closed), and for the demo member a waiting and a rejected application and three rewards (two to
 * claim, one expired). Red envelope rain events and rebate rates are brand settings (brand.json).
 */
export const promotionsSeed: ContentSeed = {
  name: 'promotions',
  seed: async ({ db, clock }, file) => {
    const brandId = file.brand.id;
    const now = clock();
    const [last] = await db
      .select({ sort: max(announcements.sort) })
      .from(announcements)
      .where(eq(announcements.brandId, brandId));
    const extra = [
      ['Anniversary bonanza', 'Anibersaryong bonanza', 14, addSeconds(now, 45 * DAY), addSeconds(now, 90 * DAY)],
      ['Summer splash', 'Tag-init na saya', 5, addSeconds(now, -40 * DAY), addSeconds(now, -DAY)],
    ] as const;
    await db.insert(announcements).values(
      extra.map(([en, ty, category, start, end], i) => ({
        brandId,
        type: 'PR',
        groupName: 'm_home',
        titleEn: en,
        titleTy: ty,
        contentEn: html(`${en}: apply with a remark and up to 3 screenshots.`),
        contentTy: html(`${ty}: mag-apply na may paliwanag at hanggang 3 screenshot.`),
        startDate: start,
        endDate: end,
        noExpiry: false,
        images: [{ sequence: 1, url: categoryIconUrl(category) }],
        categoryIds: [1, category],
        sort: (last?.sort ?? 0) + 1 + i,
      })),
    );
    const promos = await db
      .select({ id: announcements.id, title: announcements.titleEn, titleTy: announcements.titleTy })
      .from(announcements)
      .where(and(eq(announcements.brandId, brandId), eq(announcements.type, 'PR')));
    const configured = promos.filter((p) => RULES[p.title]);
    await db.insert(promotionActivities).values(
      configured.map((p) => {
        const r = RULES[p.title]!;
        return {
          announcementId: p.id,
          brandId,
          mode: r.mode,
          rewardCents: r.reward ?? null,
          turnover: r.turnover ?? false,
          rewardValidDays: r.days ?? null,
        };
      }),
    );

    const [demo] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.brandId, brandId), eq(users.username, 'demo')));
    if (!demo) return;
    const byTitle = (t: string) => promos.find((p) => p.title === t)!;
    const live = byTitle('Live casino streak');
    const sports = byTitle('Sports weekly cashback');
    await db.insert(promotionApplications).values([
      {
        brandId,
        userId: demo.id,
        activityId: live.id,
        remark: 'Won 5 rounds in a row on table 3.',
        status: 'applying',
        createdAt: addSeconds(now, -3600),
      },
      {
        brandId,
        userId: demo.id,
        activityId: sports.id,
        remark: 'Weekly cashback please.',
        status: 'rejected',
        reason: 'Not enough sports bets this week.',
        createdAt: addSeconds(now, -2 * DAY),
        decidedAt: addSeconds(now, -DAY),
      },
    ]);
    const reward = (
      titleEn: string,
      titleTy: string,
      cents: number,
      turnover: boolean,
      issued: number,
      ends: number,
    ) => ({
      brandId,
      userId: demo.id,
      source: 'operator',
      titleEn,
      titleTy,
      amountCents: cents,
      turnover,
      state: 'issued',
      issuedAt: addSeconds(now, issued * DAY),
      expiresAt: addSeconds(now, ends * DAY),
    });
    await db
      .insert(rewards)
      .values([
        reward('Welcome reward', 'Gantimpalang pagbati', 5000, true, -1, 7),
        reward('Weekend bonus', 'Bonus sa katapusan ng linggo', 2000, false, 0, 2),
        reward('Last month bonus', 'Bonus noong nakaraang buwan', 3000, true, -31, -1),
      ]);
  },
};
