import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { WPS_PENDING } from '../../storybook/wpsReplies';
import { withdrawalsReply } from './storySamples';
import WithdrawRecordScreen from './WithdrawRecordScreen';

/** The first reply of a run also waits for the dev reply validators to load. */
const SLOW = { timeout: 5_000 };
const failedFirst = failOnce(withdrawalsReply());

/** /m/withdrawReport (WITHREC3): pending, paid and rejected withdrawals of a period. */
const meta = {
  title: 'Records/Withdraw record',
  component: WithdrawRecordScreen,
  decorators: [inMain],
  parameters: {
    route: paths.withdrawReport,
    session: demoSession,
    member: demoMember,
    flags: { WITHREC3: true },
    wps: { recordWithdrawals: withdrawalsReply() },
  },
} satisfies Meta<typeof WithdrawRecordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every state as a word, a rejection's reason, and what is still waiting. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: en('records.withdraw.list') }, SLOW);
    for (const state of ['pending', 'paid', 'rejected'])
      await expect(within(list).getByText(en(`records.state.${state}`))).toBeVisible();
    await expect(within(list).getByText(/Name mismatch/)).toBeVisible();
    await expect(canvas.getByRole('region', { name: en('records.totals') })).toHaveTextContent('₱100.00');
  },
};

export const Loading: Story = {
  parameters: { wps: { recordWithdrawals: WPS_PENDING } },
  play: playLoading,
};

export const Empty: Story = {
  parameters: { wps: { recordWithdrawals: withdrawalsReply([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en('records.withdraw.empty'))).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { wps: { recordWithdrawals: failedFirst.reply } },
  beforeEach: failedFirst.reset,
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('list', { name: en('records.withdraw.list') }, SLOW)).toBeVisible();
  },
};
