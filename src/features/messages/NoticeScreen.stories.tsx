import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths, withQuery } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { WPS_PENDING, type WpsRequest } from '../../storybook/wpsReplies';
import { NoticeScreen } from './NoticeScreen';
import { agentNotices, noticesReply, playerNotices } from './sampleMessages';

const failedFirst = failOnce(noticesReply(playerNotices));
const agentSession = { ...demoSession, userName: 'agent', type: 1 };

/** Notices: PL at /m/notice, A at /m/member/notice?types=A (the server sends A to agents only). */
const meta = {
  title: 'Messages/Notices',
  component: NoticeScreen,
  decorators: [inMain],
  parameters: { route: paths.notice, wps: { announcements: noticesReply(playerNotices) } },
} satisfies Meta<typeof NoticeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dates are MM/DD/YYYY in the brand's zone (Asia/Manila); without an end date, "Long term". */
export const PlayerNotices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'System maintenance on Sunday' }));
    await expect(await canvas.findByText(/Published 03\/12\/2025 · Long term/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Faster withdrawals' }));
    await expect(await canvas.findByText(/Until 04\/13\/2025/)).toBeVisible();
    await expect(canvas.getByText('5 minutes')).toBeVisible();
  },
};

export const AgentNotices: Story = {
  parameters: {
    route: withQuery(paths.memberNotice, { types: 'A' }),
    session: agentSession,
    member: { ...demoMember, type: 1 },
    wps: { announcements: (r: WpsRequest) => noticesReply(r.params.types === 'A' ? agentNotices : []) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Commission statement ready' }),
    ).toBeVisible();
  },
};

/** A member at the agent address: the server sends no type-A notices. */
export const Empty: Story = {
  parameters: {
    route: withQuery(paths.memberNotice, { types: 'A' }),
    session: demoSession,
    wps: { announcements: noticesReply([]) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en('messages.noNotices'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { wps: { announcements: WPS_PENDING } },
  play: playLoading,
};

export const LoadFailed: Story = {
  parameters: { wps: { announcements: failedFirst.reply } },
  beforeEach: failedFirst.reset,
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Faster withdrawals' })).toBeVisible();
  },
};
