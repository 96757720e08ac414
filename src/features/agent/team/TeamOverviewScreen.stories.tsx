import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../registry/paths';
import { inMain } from '../../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../../storybook/loadStateStory';
import { WPS_PENDING, type WpsRequest } from '../../../storybook/wpsReplies';
import { asAgent, overviewReply } from '../storyAgent';
import TeamOverviewScreen from './TeamOverviewScreen';

const failedFirst = failOnce(overviewReply);
const asked: Record<string, unknown>[] = [];

/** /m/agent/team/overview: the whole team's totals for a period. */
const meta = {
  title: 'Agent/Team overview',
  component: TeamOverviewScreen,
  decorators: [inMain],
  parameters: {
    route: paths.teamOverview,
    ...asAgent,
    wps: {
      agentTeamOverview: (r: WpsRequest) => {
        asked.push(r.params);
        return overviewReply;
      },
    },
  },
} satisfies Meta<typeof TeamOverviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today first; "Last 7 days" asks again for a 7-day period. */
export const Loaded: Story = {
  beforeEach: () => {
    asked.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const members = await canvas.findByRole('region', { name: 'Members' }, { timeout: 5000 });
    await expect(within(members).getByText('Team size').nextElementSibling).toHaveTextContent('12');
    const money = canvas.getByRole('region', { name: 'Deposits and withdrawals' });
    await expect(within(money).getByText('Deposits').nextElementSibling).toHaveTextContent('₱2,500.00');
    const bets = canvas.getByRole('region', { name: 'Settled bets' });
    await expect(within(bets).getByText('Profit and loss').nextElementSibling).toHaveTextContent('-₱149.50');
    const first = asked[0] as { startDate: string; endDate: string };
    await expect(first.startDate).toBe(first.endDate);
    await userEvent.click(canvas.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    const week = asked[1] as { startDate: string; endDate: string };
    await expect((Date.parse(week.endDate) - Date.parse(week.startDate)) / 86_400_000).toBe(6);
  },
};

export const Loading: Story = {
  parameters: { wps: { agentTeamOverview: WPS_PENDING } },
  play: playLoading,
};

export const LoadFailed: Story = {
  parameters: { wps: { agentTeamOverview: failedFirst.reply } },
  beforeEach: failedFirst.reset,
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Members' })).toBeVisible();
  },
};
