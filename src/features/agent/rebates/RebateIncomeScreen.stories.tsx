import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../../registry/paths';
import { inMain } from '../../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../../storybook/loadStateStory';
import { en } from '../../../storybook/storyText';
import { WPS_PENDING } from '../../../storybook/wpsReplies';
import { asAgent, incomeReply } from '../storyAgent';
import { RebateIncomeScreen } from './RebateIncomeScreen';

const failedFirst = failOnce(incomeReply);

/** /m/member/teamRebate: the agent's rebate income of a period, by category and by direct downline. */
const meta = {
  title: 'Agent/Agent rebate income',
  component: RebateIncomeScreen,
  decorators: [inMain],
  parameters: { route: paths.teamRebate, ...asAgent, wps: { agentRebateIncome: incomeReply } },
} satisfies Meta<typeof RebateIncomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const totals = await canvas.findByRole('region', { name: en('agent.income.totals') }, { timeout: 5000 });
    await expect(within(totals).getByText(en('agent.income.income')).nextElementSibling).toHaveTextContent('₱10.20');
    const byCategory = canvas.getByRole('table', { name: en('agent.income.byCategory') });
    await expect(within(byCategory).getByRole('row', { name: /Slots/ })).toHaveTextContent('0.80%');
    const byDownline = canvas.getByRole('table', { name: en('agent.income.byDownline') });
    await expect(within(byDownline).getByRole('row', { name: /subagent1 \(Agent\)/ })).toHaveTextContent('₱0.60');
  },
};

export const Empty: Story = {
  parameters: {
    wps: {
      agentRebateIncome: {
        ...incomeReply,
        list: [],
        totalPages: 0,
        total: 0,
        income: '0.00',
        validStake: '0.00',
        categories: [],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en('agent.income.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { wps: { agentRebateIncome: WPS_PENDING } },
  play: playLoading,
};

export const LoadFailed: Story = {
  parameters: { wps: { agentRebateIncome: failedFirst.reply } },
  beforeEach: failedFirst.reset,
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('table', { name: en('agent.income.byDownline') })).toBeVisible();
  },
};
