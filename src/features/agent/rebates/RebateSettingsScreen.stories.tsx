import type { AgentRebateRates } from '@common/generated/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../registry/paths';
import { inMain } from '../../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../../storybook/loadStateStory';
import { en } from '../../../storybook/storyText';
import { WPS_PENDING, wpsError, type WpsRequest } from '../../../storybook/wpsReplies';
import { asAgent, ownRates, teamMember } from '../storyAgent';
import { RebateSettingsScreen } from './RebateSettingsScreen';

const memberRates = (userId: number, userName: string, editable: boolean): AgentRebateRates => ({
  userId,
  userName,
  editable,
  rates: ownRates.rates.map((r) => ({ category: r.category, rate: '0.20', max: r.rate })),
});

let saved: unknown;
const rates = (r: WpsRequest) => {
  const userId = Number(r.params.userId);
  if (!userId) return ownRates;
  return userId === 31 ? memberRates(31, 'maria88', true) : memberRates(51, 'pedro_s', false);
};
const failedFirst = failOnce(rates);

/** /m/member/agent/agentRebeat: own rates and ceilings, then each downline's rates in place (`?user=`). */
const meta = {
  title: 'Agent/Rebate settings',
  component: RebateSettingsScreen,
  decorators: [inMain],
  parameters: {
    route: paths.agentRebeat,
    ...asAgent,
    wps: {
      agentRebates: rates,
      agentTeamMembers: {
        list: [teamMember(31, 'maria88'), teamMember(51, 'pedro_s', { depth: 2 })],
        pageNum: 1,
        totalPages: 1,
        total: 2,
        path: [{ id: 2, userName: 'agent' }],
      },
      agentRebatesSet: (r: WpsRequest) => {
        saved = r.data;
        return memberRates(31, 'maria88', true);
      },
    },
  },
} satisfies Meta<typeof RebateSettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A rate above the ceiling is refused in place; one within it is saved with 2 decimals and the list returns. */
export const EditDownline: Story = {
  beforeEach: () => {
    saved = undefined;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const own = await canvas.findByRole('table', { name: en('agent.rebates.ownCaption') }, { timeout: 5000 });
    await expect(within(own).getByRole('row', { name: /Slots/ })).toHaveTextContent('0.80%');
    await userEvent.click(await canvas.findByRole('button', { name: 'Rates of maria88' }));
    const slots = await canvas.findByRole('textbox', { name: 'Slots (%, max 0.80)' });
    await userEvent.clear(slots);
    await userEvent.type(slots, '0.9');
    await userEvent.click(canvas.getByRole('button', { name: en('agent.rebates.save') }));
    await expect(await canvas.findByText(en('agent.rate.tooHigh'))).toBeVisible();
    await userEvent.clear(slots);
    await userEvent.type(slots, '0.7');
    await userEvent.click(canvas.getByRole('button', { name: en('agent.rebates.save') }));
    await waitFor(() =>
      expect(saved).toMatchObject({ userId: 31, rates: expect.arrayContaining([{ category: 'slots', rate: '0.70' }]) }),
    );
    await expect(await canvas.findByRole('heading', { name: en('agent.rebates.ownTitle') })).toBeVisible();
  },
};

/** Beyond the direct downline the rates are shown, not edited. */
export const ReadOnly: Story = {
  parameters: { route: `${paths.agentRebeat}?user=51` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(en('agent.rebates.readOnly'), {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: en('agent.rebates.save') })).toBeNull();
  },
};

/** The server's floor (a rate the sub-agent already gives its team) lands under that category. */
export const BelowSubAgentRate: Story = {
  parameters: {
    route: `${paths.agentRebeat}?user=31`,
    wps: { agentRebatesSet: wpsError('Unknown error', 'agent.rebate.too.low', 400) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: en('agent.rebates.save') }, { timeout: 5000 }));
    await expect(await canvas.findAllByText('Lower than the rate this agent gives its own team')).not.toHaveLength(0);
  },
};

export const Loading: Story = {
  parameters: { wps: { agentRebates: WPS_PENDING } },
  play: playLoading,
};

export const LoadFailed: Story = {
  parameters: { wps: { agentRebates: failedFirst.reply } },
  beforeEach: failedFirst.reset,
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('table', { name: en('agent.rebates.ownCaption') })).toBeVisible();
  },
};
