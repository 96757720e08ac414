import type { Announcement as Notice, InboxListReply as InboxPage } from '@common/generated/api';
import type { InboxMessage } from './InboxListStore';

// Replies for the message, notice and feedback stories (parameters.wps), shaped as the reference server sends them.

const DAY = 86_400_000;
/** A fixed moment (03/14/2025 10:00 in Manila), so dates in stories do not change from run to run. */
export const SAMPLE_NOW = Date.UTC(2025, 2, 14, 2, 0);

export const feedbackReply: InboxMessage = {
  id: 10,
  title: 'Re: your feedback',
  content: 'Thank you for your feedback. Our team has received it and will review it within 2 working days.',
  time: SAMPLE_NOW - DAY,
  read: false,
  feedback: 'The slots lobby loads slowly in the evening.\nCould you add a search by provider?',
  feedbackTime: SAMPLE_NOW - DAY - 600_000,
};

export const sampleMessages: InboxMessage[] = [
  feedbackReply,
  { id: 9, title: 'Bonus credited', content: 'Your welcome bonus is ready.', time: SAMPLE_NOW - 2 * DAY, read: false },
  { id: 8, title: 'Welcome!', content: 'Thanks for joining us.', time: SAMPLE_NOW - 3 * DAY, read: true },
];

export const inboxPage = (list: InboxMessage[], pageNum = 1, totalPages = 1): InboxPage => ({
  list,
  pageNum,
  totalPages,
  unreadCount: list.filter((m) => !m.read).length,
});

/** Page `pageNo` of a two-page inbox (the "Load more" story). */
export const twoPages = (pageNo: number): InboxPage =>
  pageNo === 1
    ? { ...inboxPage(sampleMessages), totalPages: 2 }
    : {
        list: [
          {
            id: 3,
            title: 'Security tip',
            content: 'Never share your password.',
            time: SAMPLE_NOW - 9 * DAY,
            read: true,
          },
        ],
        pageNum: 2,
        totalPages: 2,
        unreadCount: 2,
      };

const notice = (id: number, type: 'PL' | 'A', title: string, content: string, endDays: number | null): Notice => ({
  id,
  type,
  title,
  content,
  startDate: SAMPLE_NOW - 2 * DAY,
  endDate: endDays === null ? null : SAMPLE_NOW + endDays * DAY,
  noExpiry: endDays === null ? 1 : 0,
  announcementImages: [],
});

export const playerNotices: Notice[] = [
  notice(1, 'PL', 'System maintenance on Sunday', '<p>Scheduled maintenance from 02:00 to 04:00.</p>', null),
  notice(2, 'PL', 'Faster withdrawals', '<p>Withdrawals now arrive within <strong>5 minutes</strong>.</p>', 30),
];

export const agentNotices: Notice[] = [
  notice(3, 'A', 'Commission statement ready', '<p>Your commission statement is ready.</p>', null),
  notice(4, 'A', 'Team dividend schedule', '<p>Team dividends are paid every Monday.</p>', 30),
];

/** The announcements reply with only notices (what the notice screens ask for). */
export const noticesReply = (notices: Notice[]) => ({
  banners: [],
  notices,
  popups: [],
  hotMatches: [],
  promotions: [],
  footer: { unreadCount: 0 },
});
