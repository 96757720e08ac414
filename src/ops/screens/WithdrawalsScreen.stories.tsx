import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { wpsError } from '../../storybook/wpsReplies';
import { OpsRoutes } from '../App';
import shell from '../i18n/en/shell.json';
import text from '../i18n/en/withdrawals.json';
import { financeMe, page, supportMe, viewerMe, withdrawals } from '../storybook/fixtures';
import { withOps } from '../storybook/OpsStoryFrame';
import { emptyStory, loadingStory, noPermissionStory } from '../storybook/screenStories';

/** The withdrawals queue inside the console's frame, per state; the calls are answered by `parameters.wps`. */
const meta = {
  title: 'Console/Withdrawals',
  component: OpsRoutes,
  decorators: [withOps],
  parameters: {
    route: '/withdrawals',
    viewport: { defaultViewport: 'desktop' },
    wps: { opsMe: financeMe, opsWithdrawals: page(withdrawals) },
  },
} satisfies Meta<typeof OpsRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: /withdrawal requests/i }));

/** Finance sees every row, the actions on open rows only, and who gave a first approval. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Approved by finance2, needs a second approval')).toBeVisible();
    const rows = await table(canvasElement);
    await expect(rows.getByRole('button', { name: 'Approve withdrawal 31' })).toBeVisible();
    await expect(rows.getByRole('button', { name: 'Approve withdrawal 30' })).toBeVisible();
    await expect(rows.queryByRole('button', { name: 'Approve withdrawal 29' })).toBeNull();
    await expect(rows.getByText('150,000.00')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: shell.nav.label });
    await expect(nav).toHaveTextContent(shell.nav.withdrawals);
  },
};

export const Loading: Story = loadingStory('opsWithdrawals');

export const Empty: Story = emptyStory('opsWithdrawals', text.empty);

/** A failed load is an alert with a retry; retrying loads again. */
export const LoadFailed: Story = {
  parameters: { wps: { opsWithdrawals: wpsError('Service unavailable', 'unknown', 503) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(shell.errors.unknown);
    await userEvent.click(canvas.getByRole('button', { name: shell.retry }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** A viewer sees the queue but no action (the server refuses them regardless). */
export const Viewer: Story = {
  parameters: { wps: { opsMe: viewerMe } },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(rows.getAllByRole('row')).toHaveLength(withdrawals.length + 1);
    await expect(rows.queryByRole('button')).toBeNull();
  },
};

/** An operator without withdrawals.read: no nav link, and a direct visit says so. */
export const NoPermission: Story = noPermissionStory(supportMe, shell.nav.withdrawals);

/** Approve asks first; the result is announced and the list reloads. */
export const Approve: Story = {
  parameters: {
    wps: { opsWithdrawalApprove: { ...withdrawals[0]!, state: 'paid', decidedAt: withdrawals[0]!.createdAt + 1 } },
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(rows.getByRole('button', { name: 'Approve withdrawal 31' }));
    const dialog = within(await within(canvasElement).findByRole('dialog', { name: 'Approve withdrawal 31?' }));
    await expect(dialog.getByText('2,500.00 will be paid out to juan88.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: text.approve.confirm }));
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByText('Withdrawal 31 approved and paid out.')).toBeVisible();
  },
};

/** Reject needs the reason the player will see; the request carries it. */
export const RejectWithReason: Story = {
  parameters: {
    wps: {
      opsWithdrawalReject: (request) => {
        const { reason } = request.data as { reason: string };
        return { ...withdrawals[0]!, state: 'rejected', reason, decidedAt: withdrawals[0]!.createdAt + 1 };
      },
    },
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(rows.getByRole('button', { name: 'Reject withdrawal 31' }));
    const dialog = within(await within(canvasElement).findByRole('dialog', { name: 'Reject withdrawal 31?' }));
    await userEvent.click(dialog.getByRole('button', { name: text.reject.confirm }));
    await expect(dialog.getByText(text.reject.reasonRequired)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: text.reject.reason }), 'Name does not match');
    await userEvent.click(dialog.getByRole('button', { name: text.reject.confirm }));
    await expect(
      await within(canvasElement).findByText("Withdrawal 31 rejected; the amount is back in the member's balance."),
    ).toBeVisible();
  },
};

/** Four eyes: the first approver cannot give the second approval; the dialog says so. */
export const FourEyesSameOperator: Story = {
  parameters: {
    wps: {
      opsWithdrawalApprove: wpsError('A different operator must approve', 'ops.four.eyes.same', 409),
    },
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(rows.getByRole('button', { name: 'Approve withdrawal 30' }));
    const dialog = within(
      await within(canvasElement).findByRole('dialog', { name: 'Give the second approval for withdrawal 30?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: text.approve.confirm }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(text.errors.ops_four_eyes_same);
  },
};

/** Filters are applied together and kept in the URL; the query carries them. */
export const Filtered: Story = {
  parameters: {
    route: '/withdrawals?state=pending&brand=lucky-peso',
    wps: {
      // Only the filtered row when the URL's filters reach the request.
      opsWithdrawals: (request) =>
        page(request.params.state === 'pending' && request.params.brandId ? withdrawals.slice(0, 1) : withdrawals),
    },
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(rows.getAllByRole('row')).toHaveLength(2);
    await expect(within(canvasElement).getByRole('combobox', { name: text.filters.state })).toHaveValue('pending');
    await expect(within(canvasElement).getByRole('textbox', { name: text.filters.brand })).toHaveValue('lucky-peso');
  },
};
