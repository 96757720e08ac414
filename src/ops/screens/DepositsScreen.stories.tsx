import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { wpsError } from '../../storybook/wpsReplies';
import { OpsRoutes } from '../App';
import text from '../i18n/en/deposits.json';
import { page, supportMe } from '../storybook/fixtures';
import { depositDetail, depositOrders, depositsFinanceMe, depositsViewerMe } from '../storybook/moneyFixtures';
import { withOps } from '../storybook/OpsStoryFrame';
import { emptyStory, loadFailedStory, loadingStory, noPermissionStory } from '../storybook/screenStories';

/** Deposit orders inside the console's frame, per state; the calls are answered by `parameters.wps`. */
const meta = {
  title: 'Console/Deposits',
  component: OpsRoutes,
  decorators: [withOps],
  parameters: {
    route: '/deposits',
    viewport: { defaultViewport: 'desktop' },
    wps: { opsMe: depositsFinanceMe, opsDeposits: page(depositOrders), opsDeposit: depositDetail },
  },
} satisfies Meta<typeof OpsRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: /deposit orders/i }));

/** Finance settles stuck orders; another operator's request shows its confirm action; a paid order has none. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(rows.getByRole('button', { name: 'Settle order D1A2B3C4D5E6F7A8B by hand' })).toBeVisible();
    await expect(rows.getByRole('button', { name: 'Confirm settlement of order D0000000000000042' })).toBeVisible();
    await expect(rows.getByText('Manual settlement asked by finance2, needs a second operator')).toBeVisible();
    await expect(rows.queryByRole('button', { name: /settle.*D0000000000000041/i })).toBeNull();
    await expect(rows.getByText('2,000.00')).toBeVisible();
  },
};

export const Loading: Story = loadingStory('opsDeposits');

export const Empty: Story = emptyStory('opsDeposits', text.empty);

export const LoadFailed: Story = loadFailedStory('opsDeposits');

/** A viewer looks orders up but has no settle action. */
export const Viewer: Story = {
  parameters: { wps: { opsMe: depositsViewerMe } },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(rows.getAllByRole('button', { name: /callbacks/i })).toHaveLength(depositOrders.length);
    await expect(rows.queryByRole('button', { name: /settle/i })).toBeNull();
  },
};

/** Without deposits.read: no nav link, and a direct visit says so. */
export const NoPermission: Story = noPermissionStory(supportMe, text.nav);

/** An order's provider callbacks open below the list, with what came of each. */
export const Callbacks: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(rows.getByRole('button', { name: 'Callbacks of order D0000000000000041' }));
    const callbacks = within(
      await within(canvasElement).findByRole('table', { name: 'Callbacks received for order D0000000000000041' }),
    );
    await expect(callbacks.getByText(text.callbacks.outcome.accepted)).toBeVisible();
    await expect(callbacks.getByText(text.callbacks.outcome.replay)).toBeVisible();
  },
};

/** Asking for a settlement needs a reason; the request carries it and the result is announced. */
export const RequestSettlement: Story = {
  parameters: {
    wps: {
      opsDepositSettle: (request) => ({
        ...depositOrders[0]!,
        settlement: {
          state: 'awaiting_second',
          reason: (request.data as { reason: string }).reason,
          requestedBy: 'finance',
          requestedAt: depositOrders[0]!.createdAt + 1,
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(rows.getByRole('button', { name: 'Settle order D1A2B3C4D5E6F7A8B by hand' }));
    const dialog = within(
      await within(canvasElement).findByRole('dialog', { name: 'Settle order D1A2B3C4D5E6F7A8B by hand?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: text.settle.request }));
    await expect(dialog.getByText(text.settle.reasonRequired)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: text.settle.reason }), 'Provider statement shows it');
    await userEvent.click(dialog.getByRole('button', { name: text.settle.request }));
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(
      within(canvasElement).getByText(
        'Settlement of order D1A2B3C4D5E6F7A8B asked for: a different operator must confirm it.',
      ),
    ).toBeVisible();
  },
};

/** Four eyes: the server refuses the requester's own confirmation; the dialog says so. */
export const FourEyesSameOperator: Story = {
  parameters: { wps: { opsDepositSettle: wpsError('Four eyes', 'ops.four.eyes.same', 409) } },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(rows.getByRole('button', { name: 'Confirm settlement of order D0000000000000042' }));
    const dialog = within(await within(canvasElement).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: text.settle.reason }), 'Checked');
    await userEvent.click(dialog.getByRole('button', { name: text.settle.confirm }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(text.errors.ops_four_eyes_same);
  },
};
