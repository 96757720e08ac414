import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../registry/paths';
import { inMain } from '../../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../../storybook/loadStateStory';
import { en } from '../../../storybook/storyText';
import { WPS_PENDING, type WpsRequest } from '../../../storybook/wpsReplies';
import { asAgent, pnlByMember, teamBet } from '../storyAgent';
import { TeamBettingScreen } from './TeamBettingScreen';

const asked: Record<string, unknown>[] = [];

/** Two pages by cursor: 20 bets, then 3 more and no cursor. */
function bets(request: WpsRequest) {
  asked.push(request.params);
  const second = request.params.cursor === '9:20';
  const count = second ? 3 : 20;
  const offset = second ? 20 : 0;
  const list = Array.from({ length: count }, (_, i) =>
    teamBet(`B${offset + i + 1}`, i === 0 && !second ? { status: 'pending', win: '0.00', pnl: '0.00' } : {}),
  );
  return { list, totals: pnlByMember.totals, ...(second ? {} : { nextCursor: '9:20' }) };
}

const failedFirst = failOnce(bets);

/** /m/teamBetting: the team's bets with filters and endless paging. */
const meta = {
  title: 'Agent/Team betting',
  component: TeamBettingScreen,
  decorators: [inMain],
  parameters: { route: paths.teamBetting, ...asAgent, wps: { agentTeamBets: bets } },
} satisfies Meta<typeof TeamBettingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pages follow the cursor as the list scrolls; a filter starts again without one. */
export const EndlessPages: Story = {
  beforeEach: () => {
    asked.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: en('agent.bets.listLabel') }, { timeout: 5000 });
    await expect(within(list).getByText(en('agent.bets.status.pending'))).toBeVisible();
    // Scrolling near the end loads the next page by itself (no tap on "Load more").
    canvas.getByRole('button', { name: en('agent.loadMore') }).scrollIntoView();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(23));
    await expect(asked.map((q) => q.cursor)).toEqual([undefined, '9:20']);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: en('agent.bets.category') }), 'slots');
    await userEvent.type(canvas.getByRole('textbox', { name: en('agent.bets.member') }), 'maria88');
    await userEvent.click(canvas.getByRole('button', { name: en('agent.search') }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ category: 'slots', member: 'maria88' }));
    await expect(asked.at(-1)?.cursor).toBeUndefined();
  },
};

export const Empty: Story = {
  parameters: { wps: { agentTeamBets: { list: [], totals: { ...pnlByMember.totals, betCount: 0 } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en('agent.bets.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { wps: { agentTeamBets: WPS_PENDING } },
  play: playLoading,
};

export const LoadFailed: Story = {
  parameters: { wps: { agentTeamBets: failedFirst.reply } },
  beforeEach: failedFirst.reset,
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('list', { name: en('agent.bets.listLabel') })).toBeVisible();
  },
};
