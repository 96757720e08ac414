import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths, withQuery } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { WPS_PENDING, wpsError, type WpsRequest } from '../../storybook/wpsReplies';
import { sampleAgentTransactions, transactionsReply, twoTransactionPages } from './storySamples';
import TransactionRecordScreen from './TransactionRecordScreen';

/** The first reply of a run also waits for the dev reply validators to load. */
const SLOW = { timeout: 5_000 };
const failedFirst = failOnce(transactionsReply());

/** /m/transaction/record (TRANSREC3): every wallet movement with the balance after it; `?types=A` for agents. */
const meta = {
  title: 'Records/Transaction record',
  component: TransactionRecordScreen,
  decorators: [inMain],
  parameters: {
    route: paths.transactionRecord,
    session: demoSession,
    member: demoMember,
    flags: { TRANSREC3: true },
    wps: { recordTransactions: transactionsReply() },
  },
} satisfies Meta<typeof TransactionRecordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed amounts with the running balance; a kind this build does not name shows its group. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: en('records.transaction.list') }, SLOW);
    const rows = within(list).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('-₱5.00');
    await expect(rows[0]).toHaveTextContent(en('records.transaction.balanceAfter').replace('{{amount}}', '₱1,495.00'));
    await expect(rows[1]).toHaveTextContent('+₱500.00');
    await expect(rows[2]).toHaveTextContent(en('records.transaction.groups.bonus'));
    await expect(canvas.getByRole('region', { name: en('records.totals') })).toHaveTextContent('+₱515.00');
  },
};

/** The agent view: the agent's own row and the team member's transfer, named, without a balance. */
export const AgentView: Story = {
  parameters: {
    route: withQuery(paths.transactionRecord, { types: 'A' }),
    session: { ...demoSession, userName: 'agent', type: 1 },
    wps: {
      recordTransactions: (r: WpsRequest) =>
        r.params.types === 'A' ? transactionsReply(sampleAgentTransactions) : wpsError('Not the agent view'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: en('records.transaction.agentList') }, SLOW);
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[1]).toHaveTextContent(en('records.transaction.member').replace('{{member}}', 'demo'));
    await expect(rows[1]).not.toHaveTextContent(/Balance/);
  },
};

/** Keyset pages: the second page (asked with the first page's cursor) joins the list. */
export const NextPage: Story = {
  parameters: { wps: { recordTransactions: twoTransactionPages } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: en('records.transaction.list') }, SLOW);
    const more = canvas.queryByRole('button', { name: en('records.loadMore') });
    if (more) more.click();
    await expect(await within(list).findByText(en('records.transaction.kinds.withdrawal'))).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A period the server refuses: said in words, with no Retry. */
export const PeriodRefused: Story = {
  parameters: { wps: { recordTransactions: wpsError('Unknown error', 'record.date.span', 400) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en('records.refusal.period'));
    await expect(canvas.queryByRole('button', { name: en('app.retry') })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { wps: { recordTransactions: WPS_PENDING } },
  play: playLoading,
};

export const Empty: Story = {
  parameters: { wps: { recordTransactions: transactionsReply([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en('records.transaction.empty'))).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { wps: { recordTransactions: failedFirst.reply } },
  beforeEach: failedFirst.reset,
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('list', { name: en('records.transaction.list') }, SLOW)).toBeVisible();
  },
};
