import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../../registry/paths';
import { inMain } from '../../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../../storybook/loadStateStory';
import { en } from '../../../storybook/storyText';
import { WPS_PENDING, type WpsRequest } from '../../../storybook/wpsReplies';
import { asAgent, teamMember } from '../storyAgent';
import { TeamMembersScreen } from './TeamMembersScreen';

const root = [{ id: 2, userName: 'agent' }];
const direct = [
  teamMember(40, 'subagent1', { type: 1, isAgent: true, directCount: 2, teamSize: 5, online: true, balance: '820.50' }),
  teamMember(31, 'maria88', { nickname: 'Maria', balance: '120.00', lastLoginAt: Date.UTC(2025, 2, 10, 1) }),
];
const under40 = [teamMember(51, 'pedro_s', { depth: 2, uplineName: 'subagent1' })];

/** The team's replies: a level by parentId, or a search of the whole team by keyword. */
function members(request: WpsRequest) {
  const { parentId, keyword } = request.params as { parentId?: number; keyword?: string };
  if (keyword)
    return {
      list: under40.filter((m) => m.userName.includes(keyword)),
      pageNum: 1,
      totalPages: 1,
      total: 1,
      path: root,
    };
  if (parentId === 40)
    return { list: under40, pageNum: 1, totalPages: 1, total: 1, path: [...root, { id: 40, userName: 'subagent1' }] };
  return { list: direct, pageNum: 1, totalPages: 1, total: 2, path: root };
}

const failedFirst = failOnce(members);

/** /m/member/team: the direct downline, drill-down into sub-agents, search over the whole team and online state. */
const meta = {
  title: 'Agent/Team members',
  component: TeamMembersScreen,
  decorators: [inMain],
  parameters: { route: paths.memberTeam, ...asAgent, wps: { agentTeamMembers: members } },
} satisfies Meta<typeof TeamMembersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DirectDownline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: en('agent.team.listLabel') }, { timeout: 5000 });
    await expect(within(list).getByRole('heading', { name: 'maria88 (Maria)' })).toBeVisible();
    await expect(within(list).getAllByText('Online')).toHaveLength(1);
    await expect(canvas.getByText('2 members at this level')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Downline of subagent1/ }));
    await expect(await canvas.findByRole('heading', { name: 'pedro_s' })).toBeVisible();
    const levels = canvas.getByRole('navigation', { name: en('agent.team.levels') });
    await expect(within(levels).getByText('subagent1')).toHaveAttribute('aria-current', 'location');
    await userEvent.click(within(levels).getByRole('button', { name: 'agent' }));
    await expect(await canvas.findByRole('heading', { name: 'maria88 (Maria)' })).toBeVisible();
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('searchbox', { name: en('agent.team.searchLabel') }, { timeout: 5000 }),
      'pedro{Enter}',
    );
    await expect(await canvas.findByText('Level 2 under subagent1', { exact: false })).toBeVisible();
    await expect(canvas.getByText('1 member found')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { wps: { agentTeamMembers: { list: [], pageNum: 1, totalPages: 0, total: 0, path: root } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en('agent.team.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { wps: { agentTeamMembers: WPS_PENDING } },
  play: playLoading,
};

export const LoadFailed: Story = {
  parameters: { wps: { agentTeamMembers: failedFirst.reply } },
  beforeEach: failedFirst.reset,
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'maria88 (Maria)' })).toBeVisible();
  },
};
