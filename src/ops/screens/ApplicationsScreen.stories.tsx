import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { wpsError } from '../../storybook/wpsReplies';
import { OpsRoutes } from '../App';
import text from '../i18n/en/applications.json';
import shell from '../i18n/en/shell.json';
import { financeMe, page } from '../storybook/fixtures';
import { applications, reviewSupportMe } from '../storybook/moneyFixtures';
import { withOps } from '../storybook/OpsStoryFrame';
import { emptyStory, loadFailedStory, loadingStory, noPermissionStory } from '../storybook/screenStories';

/** Promotion applications inside the console's frame, per state; the calls are answered by `parameters.wps`. */
const meta = {
  title: 'Console/Promotion applications',
  component: OpsRoutes,
  decorators: [withOps],
  parameters: {
    route: '/applications',
    viewport: { defaultViewport: 'desktop' },
    wps: { opsMe: reviewSupportMe, opsPromotionApplications: page(applications) },
  },
} satisfies Meta<typeof OpsRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: /applications/i }));

/** Waiting applications have actions; the remark, images and the activity's reward show. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(rows.getByText('My birthday is today')).toBeVisible();
    await expect(rows.getAllByText('1 image attached')).toHaveLength(applications.length);
    await expect(rows.getAllByText('Reward 100.00')).toHaveLength(2);
    await expect(rows.getByRole('button', { name: 'Approve application 8' })).toBeVisible();
    await expect(rows.queryByRole('button', { name: 'Approve application 6' })).toBeNull();
    await expect(rows.getByText('Reason: No proof of birthday.')).toBeVisible();
  },
};

export const Loading: Story = loadingStory('opsPromotionApplications');

export const Empty: Story = emptyStory('opsPromotionApplications', text.empty);

export const LoadFailed: Story = loadFailedStory('opsPromotionApplications');

/** A finance operator (no promotions.review): no nav link, and a direct visit says so. */
export const NoPermission: Story = noPermissionStory(financeMe, text.nav);

/** Approve offers the activity's reward; the request carries the amount and the result is announced. */
export const Approve: Story = {
  parameters: {
    wps: {
      opsPromotionApprove: (request) => {
        const { amount } = request.data as { amount: string };
        if (amount !== '120.00') return wpsError('Invalid', 'request.invalid', 400);
        return { ...applications[0]!, application: { ...applications[0]!.application, status: 'issued' } };
      },
    },
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(rows.getByRole('button', { name: 'Approve application 8' }));
    const dialog = within(await within(canvasElement).findByRole('dialog', { name: 'Approve application 8?' }));
    const amount = dialog.getByRole('textbox', { name: text.approve.amount });
    await expect(amount).toHaveValue('100.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '120');
    await userEvent.click(dialog.getByRole('button', { name: text.approve.confirm }));
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(
      within(canvasElement).getByText("Application 8 approved: the reward is in the member's reward centre."),
    ).toBeVisible();
  },
};

/** An activity without a reward of its own: the amount is required. Reject needs the reason the member sees. */
export const AmountAndReasonRequired: Story = {
  parameters: {
    wps: {
      opsPromotionReject: (request) => ({
        ...applications[1]!,
        application: {
          ...applications[1]!.application,
          status: 'rejected',
          reason: (request.data as { reason: string }).reason,
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(rows.getByRole('button', { name: 'Approve application 7' }));
    let dialog = within(await within(canvasElement).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: text.approve.confirm }));
    await expect(dialog.getByText(text.approve.amountInvalid)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: shell.cancel }));

    await userEvent.click(rows.getByRole('button', { name: 'Reject application 7' }));
    dialog = within(await within(canvasElement).findByRole('dialog', { name: 'Reject application 7?' }));
    await userEvent.click(dialog.getByRole('button', { name: text.reject.confirm }));
    await expect(dialog.getByText(text.reject.reasonRequired)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: text.reject.reason }), 'Screenshot is unreadable');
    await userEvent.click(dialog.getByRole('button', { name: text.reject.confirm }));
    await expect(await within(canvasElement).findByText('Application 7 rejected.')).toBeVisible();
  },
};
