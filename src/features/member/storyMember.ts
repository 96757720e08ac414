import type { MemberBenefitsReply as Benefits } from '@common/generated/api';
import { expect } from 'storybook/test';
import type { MemberInfo } from '../../stores/SessionStore';
import { demoMember } from '../../storybook/storyParameters';
import type { WpsReplies } from '../../storybook/wpsReplies';

const DAY = 86_400_000;

/** A signed-in member with a VIP level, registered 30 days ago (noon, so the day count holds in any zone). */
export const storyMemberInfo: MemberInfo = {
  ...demoMember,
  vipLabel: 'Gold',
  regDate: (() => {
    // Manila's calendar day 30 days ago (shifted by UTC+8 first: after 16:00 UTC Manila is already on the next day),
    // at 12:00 in Manila.
    const d = new Date(Date.now() + 8 * 3_600_000 - 30 * DAY);
    d.setUTCHours(4, 0, 0, 0);
    return d.getTime();
  })(),
};

/** The member centre's calls for a member with three unread messages. */
export const memberCentreWps = (unread = 3, info: MemberInfo = storyMemberInfo): WpsReplies => ({
  memberInfo: info,
  inboxUnreadCount: unread,
});

export const sampleBenefits: Benefits = {
  levels: [
    { level: 1, label: 'Bronze', benefits: '<ul><li>Birthday bonus ₱100</li></ul>' },
    { level: 2, label: 'Silver', benefits: '<ul><li>Birthday bonus ₱300</li></ul>' },
    { level: 3, label: 'Gold', benefits: '<ul><li>Birthday bonus ₱800</li><li>Priority service</li></ul>' },
    { level: 4, label: 'Platinum', benefits: '<ul><li>Personal account manager</li></ul>' },
  ],
  currentLevel: 3,
};

/** The top edge of an element, to check where a layout puts things. */
const top = (el: Element) => Math.round(el.getBoundingClientRect().top);
const left = (el: Element) => Math.round(el.getBoundingClientRect().left);

/** All on one row (same top). */
export async function expectOneRow(items: Element[]) {
  await expect(new Set(items.map(top)).size).toBe(1);
}

/** How many distinct columns (left edges) the items use. */
export const columnsOf = (items: Element[]) => new Set(items.map(left)).size;
/** How many distinct rows (top edges) the items use. */
export const rowsOf = (items: Element[]) => new Set(items.map(top)).size;
