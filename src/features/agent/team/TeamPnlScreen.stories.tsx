import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../../registry/paths';
import { inMain } from '../../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../../storybook/loadStateStory';
import { en } from '../../../storybook/storyText';
import { WPS_PENDING, type WpsRequest } from '../../../storybook/wpsReplies';
import { asAgent, emptyPnl, pnlByDay, pnlByMember } from '../storyAgent';
import { TeamPnlScreen } from './TeamPnlScreen';

const byGroup = (r: WpsRequest) => (r.params.groupBy === 'day' ? pnlByDay : pnlByMember);
const failedFirst = failOnce(byGroup);

/** /m/agent/team/pnl: totals of the period and rows by member or by day. */
const meta = {
  title: 'Agent/Team profit and loss',
  component: TeamPnlScreen,
  decorators: [inMain],
  parameters: { route: paths.teamPnl, ...asAgent, wps: { agentTeamPnl: byGroup } },
} satisfies Meta<typeof TeamPnlScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ByMember: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: en('agent.pnl.memberRows') }, { timeout: 5000 });
    const row = within(table).getByRole('row', { name: /maria88/ });
    await expect(row).toHaveTextContent('-₱300.00');
    const totals = canvas.getByRole('region', { name: en('agent.pnl.totals') });
    await expect(within(totals).getByText('Profit and loss').nextElementSibling).toHaveTextContent('-₱149.50');
  },
};

export const ByDay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: en('agent.pnl.byDay') }, { timeout: 5000 }));
    const table = await canvas.findByRole('table', { name: en('agent.pnl.dayRows') });
    await expect(within(table).getByRole('rowheader', { name: '03/10/2025' })).toBeVisible();
    await expect(canvas.queryByRole('search')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { wps: { agentTeamPnl: emptyPnl } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en('agent.pnl.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { wps: { agentTeamPnl: WPS_PENDING } },
  play: playLoading,
};

export const LoadFailed: Story = {
  parameters: { wps: { agentTeamPnl: failedFirst.reply } },
  beforeEach: failedFirst.reset,
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('table', { name: en('agent.pnl.memberRows') })).toBeVisible();
  },
};
