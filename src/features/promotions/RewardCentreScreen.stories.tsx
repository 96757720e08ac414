import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Reward } from '@common/generated/api';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { WPS_PENDING, wpsError, type WpsRequest } from '../../storybook/wpsReplies';
import RewardCentreScreen from './RewardCentreScreen';
import { sampleReward, STORY_NOW } from './storySamples';

const rewards: Reward[] = [
  sampleReward(1),
  sampleReward(2, { title: 'Operator gift', source: 'operator', amount: '20.00', turnover: false, expiresAt: null }),
  sampleReward(3, { state: 'claimed', claimedAt: STORY_NOW - 3_600_000 }),
  sampleReward(4, { state: 'expired', expiresAt: STORY_NOW - 3_600_000 }),
];

/** GET /rewards?state=: the samples in that state, one page. */
const byState = (list: Reward[]) => (request: WpsRequest) => {
  const items = list.filter((r) => r.state === (request.params.state ?? r.state));
  return {
    list: items,
    pageNum: 1,
    totalPages: items.length ? 1 : 0,
    claimable: list.filter((r) => r.state === 'issued').length,
  };
};

/** /m/rewardCenter (REWCEN3): rewards by state, issued ones with expiry and Claim. */
const meta = {
  title: 'Promotions/Reward centre',
  component: RewardCentreScreen,
  decorators: [inMain],
  parameters: {
    route: paths.rewardCenter,
    session: demoSession,
    member: demoMember,
    flags: { REWCEN3: true },
    wps: { rewards: byState(rewards) },
  },
} satisfies Meta<typeof RewardCentreScreen>;
export default meta;

/** Issued rewards with amount, expiry (or none) and the turnover note; the other tabs list the rest. */
export const Loaded: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 rewards to claim', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: en('promotions.rewards.tab.issued') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('Expires 2026/03/20 10:00')).toBeVisible();
    await expect(canvas.getByText(en('promotions.rewards.noExpiry'))).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Claim / })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('tab', { name: en('promotions.rewards.tab.expired') }));
    await expect(await canvas.findByText('Expired 2026/03/14 09:00')).toBeVisible();
  },
};

/** Claim: the reward turns claimed in place and the count drops; the balance comes from the reply. */
export const Claim: StoryObj = {
  parameters: {
    wps: {
      rewardClaim: {
        reward: { ...rewards[0]!, state: 'claimed', claimedAt: STORY_NOW },
        balance: '10088.00',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim First deposit 100%' }));
    await expect(await canvas.findByText('1 reward to claim')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Claim First deposit 100%' })).toBeNull();
    await expect(canvas.getByText('Claimed 2026/03/14 10:00')).toBeVisible();
  },
};

/** Claimed elsewhere meanwhile: the refusal, and the list as the server has it now. */
export const AlreadyClaimed: StoryObj = {
  parameters: { wps: { rewardClaim: wpsError('Unknown error', 'reward.claimed', 409) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const claim = await canvas.findByRole('button', { name: 'Claim First deposit 100%' });
    await userEvent.click(claim);
    await expect(await canvas.findByText('2 rewards to claim')).toBeVisible();
  },
};

export const Empty: StoryObj = {
  parameters: { wps: { rewards: byState([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en('promotions.rewards.empty.issued'))).toBeVisible();
  },
};

export const Loading: StoryObj = {
  parameters: { wps: { rewards: WPS_PENDING } },
  play: playLoading,
};

const failFirst = failOnce(byState(rewards));

export const LoadFailed: StoryObj = {
  beforeEach: failFirst.reset,
  parameters: { wps: { rewards: failFirst.reply } },
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Claim Operator gift' })).toBeVisible();
  },
};
