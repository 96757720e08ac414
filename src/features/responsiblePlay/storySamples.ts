const NOW = Date.UTC(2026, 10, 23, 4, 0);
const HOUR = 3_600_000;

/** The limits of a brand that offers every one, none set. */
const blank = (key: RpLimit['key']): RpLimit =>
  key === 'session' ? { key, used: '12' } : { key, used: '0.00', resetsAt: NOW + 20 * HOUR };

/** What the screen shows for a member with a daily deposit limit of ₱1,000. */
export const overviewSample: RpOverview = {
  minimumAge: 21,
  limits: [
    { key: 'deposit.day', amount: '1000.00', used: '250.00', resetsAt: NOW + 20 * HOUR },
    blank('deposit.week'),
    blank('loss.day'),
    blank('wager.day'),
    blank('session'),
  ],
  realityCheckMinutes: 30,
  realityCheckOptions: [15, 30, 60],
  timeoutDurations: ['24h', '7d', '30d'],
  selfExclusionDurations: ['6m', '1y', '5y'],
  helpLines: [{ name: 'PAGCOR Responsible Gaming', contact: '+63 2 8521 1542' }],
};

/** A raise of the daily deposit limit to ₱5,000, requested 25 hours ago: due, waiting for the member's confirmation. */
export const overviewPending: RpOverview = {
  ...overviewSample,
  limits: [
    {
      key: 'deposit.day',
      amount: '1000.00',
      used: '250.00',
      resetsAt: NOW + 20 * HOUR,
      pending: {
        amount: '5000.00',
        remove: false,
        requestedAt: NOW - 25 * HOUR,
        effectiveAt: NOW - HOUR,
        confirmable: true,
      },
    },
    ...overviewSample.limits.slice(1),
  ],
};

/** The raise confirmed: ₱5,000 in force. */
export const overviewConfirmed: RpOverview = {
  ...overviewSample,
  limits: [
    { key: 'deposit.day', amount: '5000.00', used: '250.00', resetsAt: NOW + 20 * HOUR },
    ...overviewSample.limits.slice(1),
  ],
};

/** The daily loss limit used up. */
export const overviewReached: RpOverview = {
  ...overviewSample,
  limits: [
    overviewSample.limits[0]!,
    blank('deposit.week'),
    { key: 'loss.day', amount: '500.00', used: '500.00', resetsAt: NOW + 20 * HOUR },
    blank('wager.day'),
    blank('session'),
  ],
};

export const historySample: { list: RpHistoryEntry[]; pageNum: number; totalPages: number } = {
  list: [
    { id: 2, at: NOW - HOUR, action: 'limit.raise.requested', key: 'deposit.day', amount: '5000.00', source: 'member' },
    { id: 1, at: NOW - 48 * HOUR, action: 'limit.set', key: 'deposit.day', amount: '1000.00', source: 'member' },
  ],
  pageNum: 1,
  totalPages: 1,
};

export const emptyHistory = { list: [], pageNum: 1, totalPages: 0 };

/** 47 minutes since sign-in, 32 spins, ₱320 staked, ₱85.50 lost. */
export const sessionSample: RpSessionSummary = {
  startedAt: NOW - 47 * 60_000,
  minutesPlayed: 47,
  bets: 32,
  staked: '320.00',
  net: '-85.50',
  realityCheckMinutes: 30,
  nextCheckAt: NOW + 13 * 60_000,
};
import type { RpHistoryEntry, RpLimit, RpOverview, RpSessionSummary } from '@common/generated/api';
