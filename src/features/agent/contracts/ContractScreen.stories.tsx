import type { AgentContract } from '@common/generated/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../registry/paths';
import { inMain } from '../../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../../storybook/loadStateStory';
import { en } from '../../../storybook/storyText';
import { WPS_PENDING, type WpsRequest } from '../../../storybook/wpsReplies';
import { acceptedDaily, agentMember, agentSession, asAgent, contractsReply, emptyReport } from '../storyAgent';
import SalaryContractScreen from './SalaryContractScreen';

const subAgents = [{ id: 40, userName: 'subagent1' }];
const withOwn = contractsReply('daily', { own: acceptedDaily, subAgents });
const failedFirst = failOnce(withOwn);
let offered: unknown;
let decided: AgentContract | undefined;

const dailyOffer: AgentContract = {
  ...acceptedDaily,
  id: 77,
  status: 'pending',
  offeredBy: 'topagent',
  decidedAt: undefined,
  terms: { tiers: [{ minValidStake: '8000.00', minActive: 4, value: '150.00' }] },
};

/** /m/member/agent/getSalaryContract (daily salary; the dividend and hourly screens are the same screen). */
const meta = {
  title: 'Agent/Contracts',
  component: SalaryContractScreen,
  decorators: [inMain],
  parameters: {
    route: paths.getSalaryContract,
    ...asAgent,
    wps: {
      agentContracts: withOwn,
      agentContractReport: {
        ...emptyReport('daily'),
        contract: acceptedDaily,
        rows: [
          {
            periodStart: Date.UTC(2025, 2, 9, 16),
            periodEnd: Date.UTC(2025, 2, 10, 16),
            validStake: '6000.00',
            activeMembers: 4,
            teamPnl: '-250.00',
            tier: 0,
            amount: '100.00',
          },
        ],
        total: '100.00',
      },
      agentContractOffer: (r: WpsRequest) => {
        offered = r.data;
        return { ...acceptedDaily, id: 90, status: 'pending', agentId: 40, agentName: 'subagent1', offeredBy: 'agent' };
      },
    },
  },
} satisfies Meta<typeof SalaryContractScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The own contract, what it paid, and an offer to a sub-agent: a tier above the own best is refused first. */
export const OwnContractAndOffer: Story = {
  beforeEach: () => {
    offered = undefined;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const own = await canvas.findByRole('region', { name: 'Your daily salary contract' }, { timeout: 5000 });
    await expect(within(own).getByRole('cell', { name: '₱300.00' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Total ₱100.00' })).toBeVisible();
    const form = canvas.getByRole('form', { name: en('agent.offer.title') });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Sub-agent/ }), 'subagent1');
    await userEvent.type(within(form).getByRole('textbox', { name: en('agent.contract.minValidStake') }), '1000');
    await userEvent.type(within(form).getByRole('textbox', { name: en('agent.contract.minActive') }), '2');
    const value = within(form).getByRole('textbox', { name: en('agent.contract.value.daily') });
    await userEvent.type(value, '301');
    await userEvent.click(within(form).getByRole('button', { name: en('agent.offer.submit') }));
    await expect(await within(form).findByText(en('agent.offer.valueTooHigh'))).toBeVisible();
    await userEvent.clear(value);
    await userEvent.type(value, '80');
    await userEvent.click(within(form).getByRole('button', { name: en('agent.offer.submit') }));
    await waitFor(() =>
      expect(offered).toEqual({
        kind: 'daily',
        agentId: 40,
        terms: { tiers: [{ minValidStake: '1000.00', minActive: 2, value: '80.00' }] },
      }),
    );
  },
};

/** An offer waits for the agent: Accept sends the decision. */
export const PendingOffer: Story = {
  beforeEach: () => {
    decided = undefined;
  },
  parameters: {
    wps: {
      agentContracts: () =>
        decided ? contractsReply('daily', { own: decided }) : contractsReply('daily', { pending: [dailyOffer] }),
      agentContractDecide: () => {
        decided = { ...dailyOffer, status: 'accepted', decidedAt: Date.UTC(2025, 2, 10, 3) };
        return decided;
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = await canvas.findByRole('article', { name: 'From topagent' }, { timeout: 5000 });
    await expect(within(offer).getByRole('cell', { name: '₱150.00' })).toBeVisible();
    await userEvent.click(within(offer).getByRole('button', { name: en('agent.contract.accept') }));
    // The list reloads: the accepted offer is now the agent's own contract, from the upline who offered it.
    const own = await canvas.findByRole('region', { name: 'Your daily salary contract' });
    await expect(await within(own).findByRole('article', { name: 'From topagent' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: en('agent.contract.pendingTitle') })).toBeNull();
  },
};

/** Without an accepted contract the agent cannot offer one. */
export const NoContractYet: Story = {
  parameters: { wps: { agentContracts: () => contractsReply('daily', { subAgents }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have no daily salary contract.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** Types 41 and 42 take no part in contracts (SPEC §6): nothing is asked of the server. */
export const NotForType41: Story = {
  parameters: {
    session: { ...agentSession, type: 41 },
    member: { ...agentMember, type: 41 },
    wps: { agentContracts: WPS_PENDING },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en('agent.contract.notForYou'))).toBeVisible();
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
    await expect(await canvas.findByRole('region', { name: 'Your daily salary contract' })).toBeVisible();
  },
};
