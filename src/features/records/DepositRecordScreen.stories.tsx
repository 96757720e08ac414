import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { WPS_PENDING, wpsError, type WpsRequest } from '../../storybook/wpsReplies';
import DepositRecordScreen from './DepositRecordScreen';
import { depositsReply, sampleDeposits } from './storySamples';

/** The first reply of a run also waits for the dev reply validators to load. */
const SLOW = { timeout: 5_000 };
const failedFirst = failOnce(depositsReply());

/** /m/vouReport (DEPRECM3): deposit orders of a period by state and method, with totals. */
const meta = {
  title: 'Records/Deposit record',
  component: DepositRecordScreen,
  decorators: [inMain],
  parameters: {
    route: paths.vouReport,
    session: demoSession,
    member: demoMember,
    flags: { DEPRECM3: true },
    wps: { recordDeposits: depositsReply() },
  },
} satisfies Meta<typeof DepositRecordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Orders with their states, the period's totals, and a way back to the pending order. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: en('records.deposit.list') }, SLOW);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText(en('records.state.paid'))).toBeVisible();
    const totals = canvas.getByRole('region', { name: en('records.totals') });
    await expect(totals).toHaveTextContent('₱1,500.00');
    await expect(
      canvas.getByRole('link', { name: en('records.deposit.payNow').replace('{{id}}', sampleDeposits[1]!.id) }),
    ).toHaveAttribute('href', `/m/voucherCenter?order=${sampleDeposits[1]!.id}`);
  },
};

/** Choosing a state asks the server again with it and shows what it answers. */
export const FilterByState: Story = {
  parameters: {
    wps: {
      recordDeposits: (r: WpsRequest) =>
        depositsReply(r.params.state === 'paid' ? sampleDeposits.slice(0, 1) : sampleDeposits),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: en('records.deposit.list') }, SLOW);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: en('records.deposit.state') }), 'paid');
    await expect(await canvas.findByRole('listitem')).toHaveTextContent(en('records.state.paid'));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Loading: Story = {
  parameters: { wps: { recordDeposits: WPS_PENDING } },
  play: playLoading,
};

export const Empty: Story = {
  parameters: { wps: { recordDeposits: depositsReply([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en('records.deposit.empty'))).toBeVisible();
  },
};

/** The first load fails; Retry loads the orders. */
export const LoadFailed: Story = {
  parameters: { wps: { recordDeposits: failedFirst.reply } },
  beforeEach: failedFirst.reset,
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('list', { name: en('records.deposit.list') }, SLOW)).toBeVisible();
  },
};

/** A free account: the SPEC §6 text, and no Retry (trying again cannot help). */
export const FreeAccount: Story = {
  parameters: {
    wps: {
      recordDeposits: wpsError('Please login an actual account to use this function', 'auth.trial.forbidden', 403),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en('apiError.auth_trial_forbidden'));
    await expect(canvas.queryByRole('button', { name: en('app.retry') })).toBeNull();
  },
};
