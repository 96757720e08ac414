import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { failOnce, retryFailedLoad } from '../../storybook/loadStateStory';
import { en } from '../../storybook/storyText';
import { WPS_PENDING, wpsError, type WpsRequest } from '../../storybook/wpsReplies';
import { AgentHomeScreen } from './AgentHomeScreen';
import { brandHour, greetingPart } from './greeting';
import { agentInfo, asAgent, contractsReply, dividendOffer, homeReplies } from './storyAgent';

const failedInfo = failOnce(agentInfo);

/** /m/agent for the demo agent: greeting, balance, today's team counters, grid, footer and contract prompts. */
const meta = {
  title: 'Agent/Agent home',
  component: AgentHomeScreen,
  decorators: [inMain],
  parameters: { route: paths.agent, ...asAgent, wps: homeReplies },
} satisfies Meta<typeof AgentHomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const part = greetingPart(brandHour(Date.now(), 'Asia/Manila'));
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(en(`agent.home.greeting.${part}`));
    await expect(canvas.getByText('agent')).toBeVisible();
    await expect(await canvas.findByText('₱5,000.00')).toBeVisible();
    await canvas.findByText(en('agent.counter.teamOnlineCount'));
    for (const [key, value] of [
      ['teamLoginMemberCount', '7'],
      ['teamBetMemberCount', '5'],
      ['teamRegisterMemberCount', '2'],
      ['teamOnlineCount', '3'],
    ] as const)
      await expect(canvas.getByText(en(`agent.counter.${key}`)).parentElement).toHaveTextContent(value);
    const footer = canvas.getByRole('navigation', { name: en('agent.footerLabel') });
    await expect(within(footer).getByRole('link', { name: /Announcements.*2 unread/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en('agent.home.withdraw') })).toHaveAttribute('href', paths.withdraw);
    await expect(canvas.getByRole('link', { name: en('agent.home.deposit') })).toHaveAttribute(
      'href',
      paths.voucherCenter,
    );
  },
};

/** The mail tile carries the inbox's unread count. */
export const MailUnread: Story = {
  parameters: { wps: { inboxUnreadCount: 4 } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /Mail.*4 unread/ })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { wps: { agentInfo: WPS_PENDING, agentTeamKpi: WPS_PENDING } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(en('app.loading'));
  },
};

export const LoadFailed: Story = {
  parameters: { wps: { agentInfo: failedInfo.reply } },
  beforeEach: failedInfo.reset,
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Announcements.*2 unread/ })).toBeVisible();
  },
};

/** The counters fail alone: their section says so and retries; the rest of the home works. */
export const CountersFailed: Story = {
  parameters: { wps: { agentTeamKpi: wpsError('Down') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en('app.loadFailed'));
    await expect(canvas.getByRole('navigation', { name: en('agent.gridLabel') })).toBeVisible();
  },
};

/** A dividend offer waits: the alert shows its tiers; Accept sends the decision and closes it. */
export const DividendContractPrompt: Story = {
  parameters: {
    wps: {
      agentContractRequest: { dailysalreqtype: 0, divtypecompperiodreq: 1, contracthoursalreq: 0 },
      agentContracts: (r: WpsRequest) => contractsReply(r.params.kind as 'dividend', { pending: [dividendOffer] }),
      agentContractDecide: (r: WpsRequest) => ({
        ...dividendOffer,
        status: (r.data as { accept: boolean }).accept ? 'accepted' : 'declined',
        decidedAt: Date.UTC(2025, 2, 10, 3),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: /New dividend contract/ });
    await expect(within(dialog).getByRole('cell', { name: '30.00%' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: en('agent.contract.accept') }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** Online service has no setting: it stays when every other tile is off. */
export const OnlineServiceAlways: Story = {
  parameters: {
    flags: {
      'agent.teamOverview': false,
      'agent.transactionRecord': false,
      'agent.teamManagement': false,
      'agent.redEnvelopeRain': false,
      'agent.teamPnl': false,
      'agent.teamBetting': false,
      'agent.rebateSettings': false,
      'agent.agentRebateIncome': false,
      'agent.securityCenter': false,
      'agent.mail': false,
    },
  },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('navigation', { name: en('agent.gridLabel') });
    await expect(
      within(grid)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([en('agent.onlineService')]);
  },
};
