// Agent home (AGEINFO3): who the agent is, its balance and team size, and unread agent announcements.
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AgentAnnouncementsSeenReply, AgentInfoReply } from '@common/generated/api';
import { centsToDecimal } from '@common/money';
import type { AppContext } from '../../context';
import { agentPaths, agentProfiles, users } from '../../db/schema';
import { liveAnnouncements } from '../announcements';
import { newInvitationCode } from '../invite';
import type { AgentRef } from './access';
import { agentLevel } from './hierarchy';

/** The agent's invitation code, made on first use (fill-only-if-empty, so concurrent first calls agree). */
async function invitationCode(ctx: AppContext, agentId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await ctx.db.select({ code: users.invitationCode }).from(users).where(eq(users.id, agentId));
    if (row?.code) return row.code;
    try {
      await ctx.db
        .update(users)
        .set({ invitationCode: newInvitationCode() })
        .where(and(eq(users.id, agentId), isNull(users.invitationCode)));
    } catch {
      // another member holds that code: try a new one
    }
  }
  throw new Error('could not create an invitation code');
}

/** Agent announcements (type A) published after the agent last marked them seen. */
async function unreadAnnouncements(ctx: AppContext, agent: AgentRef): Promise<number> {
  const [profile] = await ctx.db
    .select({ seenAt: agentProfiles.announcementsSeenAt })
    .from(agentProfiles)
    .where(eq(agentProfiles.userId, agent.id));
  const seenAt = profile?.seenAt;
  const live = await liveAnnouncements(ctx, agent.brandId, 'A');
  return live.filter((a) => !seenAt || a.startDate > seenAt).length;
}

export async function agentInfo(ctx: AppContext, agent: AgentRef): Promise<AgentInfoReply> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, agent.id));
  const sizes = await ctx.db
    .select({ depth: sql<number>`least(${agentPaths.depth}, 2)`, n: count() })
    .from(agentPaths)
    .where(and(eq(agentPaths.ancestorId, agent.id), gt(agentPaths.depth, 0)))
    .groupBy(sql`1`);
  const direct = Number(sizes.find((s) => Number(s.depth) === 1)?.n ?? 0);
  const deeper = Number(sizes.find((s) => Number(s.depth) === 2)?.n ?? 0);
  return {
    userName: user!.username,
    ...(user!.nickname ? { nickname: user!.nickname } : {}),
    type: user!.type,
    level: await agentLevel(ctx.db, agent.id),
    invitationCode: await invitationCode(ctx, agent.id),
    sumBalance: centsToDecimal(await ctx.wallet.balanceCents(agent.brandId, agent.id)),
    directCount: direct,
    teamSize: direct + deeper,
    announcementUnread: await unreadAnnouncements(ctx, agent),
  };
}

/** Marks every agent announcement published so far as seen. */
export async function markAnnouncementsSeen(ctx: AppContext, agent: AgentRef): Promise<AgentAnnouncementsSeenReply> {
  const now = ctx.clock();
  await ctx.db
    .insert(agentProfiles)
    .values({ userId: agent.id, announcementsSeenAt: now })
    .onConflictDoUpdate({ target: agentProfiles.userId, set: { announcementsSeenAt: now } });
  return { announcementUnread: await unreadAnnouncements(ctx, agent) };
}
