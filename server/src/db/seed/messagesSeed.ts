import { and, eq } from 'drizzle-orm';
import { agentNoticeSeeds, playerNoticeSeeds, type AnnouncementSeed } from '../../content/announcements';
import { DEMO_FEEDBACK_TEXT, FEEDBACK_REPLY } from '../../content/messages';
import { addSeconds } from '../../services/clock';
import { announcements, feedback, inboxMessages, users } from '../schema';
import type { ContentSeed } from './contentSeeds';

const DAY = 24 * 3600;

/**
 * Notices and the demo feedback thread. Player (PL) and agent (A) notices are added only where a brand has none of
 * that type (brands seeded before the notices existed); the `demo` member gets one answered, read feedback thread, so
 * the demo accounts keep exactly their 3 unread messages.
 */
export const messagesSeed: ContentSeed = {
  name: 'messages-v1',
  seed: async ({ db, clock }, file) => {
    const brandId = file.brand.id;
    const now = clock();
    for (const [type, seeds] of [
      ['PL', playerNoticeSeeds()],
      ['A', agentNoticeSeeds()],
    ] as [string, AnnouncementSeed[]][]) {
      const existing = await db
        .select({ id: announcements.id })
        .from(announcements)
        .where(and(eq(announcements.brandId, brandId), eq(announcements.type, type)));
      if (existing.length) continue;
      await db.insert(announcements).values(
        seeds.map((s, i) => ({
          brandId,
          type: s.type,
          groupName: s.groupName,
          titleEn: s.titleEn,
          titleTy: s.titleTy,
          contentEn: s.contentEn,
          contentTy: s.contentTy,
          startDate: addSeconds(now, -2 * DAY),
          endDate: s.noExpiry ? null : addSeconds(now, 30 * DAY),
          noExpiry: s.noExpiry,
          sort: 100 + i,
        })),
      );
    }

    const [demo] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.brandId, brandId), eq(users.username, 'demo')));
    if (!demo) return;
    const sentAt = addSeconds(now, -3 * DAY);
    const [row] = await db
      .insert(feedback)
      .values({ brandId, userId: demo.id, content: DEMO_FEEDBACK_TEXT, createdAt: sentAt })
      .returning({ id: feedback.id });
    await db.insert(inboxMessages).values({
      userId: demo.id,
      ...FEEDBACK_REPLY,
      createdAt: addSeconds(sentAt, 600),
      readAt: addSeconds(sentAt, 3600),
      feedbackId: row!.id,
    });
  },
};
