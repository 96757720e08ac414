import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { WPS_PENDING } from '../../storybook/wpsReplies';
import LeaderBoardScreen from './LeaderBoardScreen';
import { sampleLeaderboard } from './storySamples';

/** /m/leaderBoard (MISSION): the current period's ranking with the member's own rank. */
const meta = {
  title: 'Promotions/Leaderboard',
  component: LeaderBoardScreen,
  decorators: [inMain],
  parameters: {
    route: paths.leaderBoard,
    session: demoSession,
    member: demoMember,
    flags: { MISSION: true },
    wps: { leaderboard: sampleLeaderboard() },
  },
} satisfies Meta<typeof LeaderBoardScreen>;
export default meta;

/** The week's board (equal volumes share a rank) and the member's rank above it. */
export const Loaded: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mine = await canvas.findByRole('region', { name: en('promotions.leaderboard.mine') }, { timeout: 5000 });
    await expect(mine).toHaveTextContent('No. 4');
    await expect(canvas.getByText('This week: 2026/03/09 – 2026/03/15')).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: en('promotions.leaderboard.caption') })).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[3]).toHaveTextContent('2an***ls₱45,000.00');
  },
};

/** No bet yet in this period: said instead of a rank. */
export const Unranked: StoryObj = {
  parameters: {
    wps: { leaderboard: sampleLeaderboard({ me: { rank: null, userName: 'demo', validBet: '0.00' } }) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en('promotions.leaderboard.unranked'))).toBeVisible();
  },
};

export const Empty: StoryObj = {
  parameters: {
    wps: {
      leaderboard: sampleLeaderboard({ list: [], me: { rank: null, userName: 'demo', validBet: '0.00' } }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en('promotions.leaderboard.empty'))).toBeVisible();
  },
};

export const Loading: StoryObj = {
  parameters: { wps: { leaderboard: WPS_PENDING } },
  play: playLoading,
};

const failFirst = failOnce(sampleLeaderboard());

export const LoadFailed: StoryObj = {
  beforeEach: failFirst.reset,
  parameters: { wps: { leaderboard: failFirst.reply } },
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};
