import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { OpsAdjustment } from '@common/generated/api';
import { WPS_PENDING, wpsError } from '../../storybook/wpsReplies';
import { OpsRoutes } from '../App';
import text from '../i18n/en/adjustments.json';
import shell from '../i18n/en/shell.json';
import { adjustingMe, waitingAdjustments } from '../storybook/adjustmentFixtures';
import { page, supportMe } from '../storybook/fixtures';
import { withOps } from '../storybook/OpsStoryFrame';
import { emptyStory, loadFailedStory, noPermissionStory } from '../storybook/screenStories';

/** Manual adjustments inside the console's frame, per state; the calls are answered by `parameters.wps`. */
const meta = {
  title: 'Console/Adjustments',
  component: OpsRoutes,
  decorators: [withOps],
  parameters: {
    route: '/adjustments',
    viewport: { defaultViewport: 'desktop' },
    wps: { opsMe: adjustingMe, opsAdjustments: page(waitingAdjustments) },
  },
} satisfies Meta<typeof OpsRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: /waiting for a second operator/i }));

const made = (body: { amount: string; direction: string; reason: string }, id = 20): OpsAdjustment => ({
  id,
  brandId: 'lucky-peso',
  account: 'juan88',
  amount: body.direction === 'debit' ? `-${body.amount}` : body.amount,
  reason: body.reason,
  state: 'done',
  requestedBy: 'finance',
  requestedAt: Date.UTC(2026, 10, 21),
});

async function fillForm(canvasElement: HTMLElement, amount = '250.5') {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: text.form.title });
  await userEvent.type(canvas.getByRole('textbox', { name: text.form.brand }), 'lucky-peso');
  await userEvent.type(canvas.getByRole('textbox', { name: text.form.account }), 'juan88');
  await userEvent.type(canvas.getByRole('textbox', { name: text.form.amount }), amount);
  await userEvent.type(canvas.getByRole('textbox', { name: text.form.reason }), 'Goodwill for the outage');
  await userEvent.click(canvas.getByRole('button', { name: text.form.submit }));
  return within(await canvas.findByRole('dialog', { name: 'Credit 250.50 to juan88 (lucky-peso)?' }));
}

/** Another operator's request shows Confirm; the operator's own request does not. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(rows.getByRole('button', { name: 'Confirm adjustment 12' })).toBeVisible();
    await expect(rows.queryByRole('button', { name: 'Confirm adjustment 11' })).toBeNull();
    await expect(rows.getByText('-60,000.00')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { wps: { opsAdjustments: WPS_PENDING } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(shell.loading)).toBeVisible();
  },
};

export const Empty: Story = emptyStory('opsAdjustments', text.pending.empty);

export const LoadFailed: Story = loadFailedStory('opsAdjustments');

/** Without adjustments.make: no nav link, and a direct visit says so. */
export const NoPermission: Story = noPermissionStory(supportMe, text.nav);

/** Every field is checked before the confirmation; the reason is required. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.form.submit }));
    await expect(canvas.getByText(text.form.reasonRequired)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: text.form.amount })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** A credit: confirmed in a dialog, sent as a Money string with its key, announced. */
export const Credit: Story = {
  parameters: {
    wps: {
      opsAdjustmentCreate: (request) => {
        const body = request.data as { amount: string; direction: string; reason: string; idempotencyKey?: string };
        if (body.amount !== '250.50' || !body.idempotencyKey)
          return wpsError('bad story request', 'request.invalid', 400);
        return made(body);
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await fillForm(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: text.confirm.button }));
    await expect(await within(canvasElement).findByText('Adjustment 20 for juan88 applied.')).toBeVisible();
  },
};

/** A lost request is retried with the same Idempotency-Key, so the money cannot move twice. */
export const RetryAfterNetworkError: Story = {
  parameters: {
    wps: {
      opsAdjustmentCreate: (() => {
        const keys: string[] = [];
        return (request) => {
          const body = request.data as { amount: string; direction: string; reason: string; idempotencyKey: string };
          keys.push(body.idempotencyKey);
          if (keys.length === 1) throw new Error('connection reset');
          if (keys[0] !== keys[1]) return wpsError('a new key on retry', 'story.error', 500);
          return made(body, 21);
        };
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await fillForm(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: text.confirm.button }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(shell.errors.network);
    await userEvent.click(dialog.getByRole('button', { name: text.confirm.retry }));
    await expect(await within(canvasElement).findByText('Adjustment 21 for juan88 applied.')).toBeVisible();
  },
};

/** Confirming another operator's request; the refusal for one's own request is shown in the dialog. */
export const ConfirmWaiting: Story = {
  parameters: {
    wps: {
      opsAdjustmentConfirm: (request) =>
        request.pathParams.id === '12'
          ? { ...waitingAdjustments[0]!, state: 'done', confirmedBy: 'finance', confirmedAt: Date.UTC(2026, 10, 21) }
          : wpsError('A different operator must confirm', 'ops.four.eyes.same', 409),
    },
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(rows.getByRole('button', { name: 'Confirm adjustment 12' }));
    const dialog = within(await within(canvasElement).findByRole('dialog', { name: 'Confirm adjustment 12?' }));
    await userEvent.click(dialog.getByRole('button', { name: text.pending.dialogConfirm }));
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByText('Adjustment 12 for juan88 confirmed and applied.')).toBeVisible();
  },
};
