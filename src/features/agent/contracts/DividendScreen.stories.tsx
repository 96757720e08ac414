import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../../registry/paths';
import { inMain } from '../../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../../storybook/loadStateStory';
import { en } from '../../../storybook/storyText';
import { WPS_PENDING } from '../../../storybook/wpsReplies';
import { asAgent, contractsReply, dividendOffer } from '../storyAgent';
import { DividendScreen } from './DividendScreen';

const ownDividend = { ...dividendOffer, id: 5, status: 'accepted' as const, decidedAt: Date.UTC(2025, 1, 2) };
const withOwn = contractsReply('dividend', { own: ownDividend, pending: [{ ...dividendOffer, id: 6 }] });
const failedFirst = failOnce(withOwn);

/** /m/member/agent/agentDivident: the dividend contract, what it paid per period, and the three contract screens. */
const meta = {
  title: 'Agent/Dividend',
  component: DividendScreen,
  decorators: [inMain],
  parameters: {
    route: paths.agentDivident,
    ...asAgent,
    wps: {
      agentContracts: withOwn,
      agentContractReport: {
        kind: 'dividend',
        contract: ownDividend,
        rows: [
          {
            periodStart: Date.UTC(2025, 1, 28, 16),
            periodEnd: Date.UTC(2025, 2, 15, 16),
            validStake: '52000.00',
            activeMembers: 12,
            teamPnl: '-4000.00',
            tier: 1,
            amount: '1200.00',
          },
        ],
        total: '1200.00',
      },
    },
  },
} satisfies Meta<typeof DividendScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Total ₱1,200.00' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '03/01 – 03/15/2025' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 offer waits for your decision.');
    const screens = canvas.getByRole('navigation', { name: en('agent.contract.screens') });
    await expect(within(screens).getByRole('link', { name: en('agent.contract.screen.hourly') })).toHaveAttribute(
      'href',
      paths.getHourContract,
    );
  },
};

export const NoContract: Story = {
  parameters: { wps: { agentContracts: () => contractsReply('dividend') } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('You have no dividend contract.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { wps: { agentContracts: WPS_PENDING } },
  play: playLoading,
};

export const LoadFailed: Story = {
  parameters: { wps: { agentContracts: failedFirst.reply } },
  beforeEach: failedFirst.reset,
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Total ₱1,200.00' })).toBeVisible();
  },
};
