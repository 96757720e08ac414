import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WPS_PENDING } from '../../storybook/wpsReplies';
import { OpsRoutes } from '../App';
import text from '../i18n/en/audit.json';
import shell from '../i18n/en/shell.json';
import { auditEntries, financeMe, page } from '../storybook/fixtures';
import { withOps } from '../storybook/OpsStoryFrame';
import { emptyStory, loadFailedStory, noPermissionStory } from '../storybook/screenStories';

/** The audit log inside the console's frame, per state. */
const meta = {
  title: 'Console/Audit log',
  component: OpsRoutes,
  decorators: [withOps],
  parameters: {
    route: '/audit',
    viewport: { defaultViewport: 'desktop' },
    wps: { opsMe: financeMe, opsAudit: page(auditEntries) },
  },
} satisfies Meta<typeof OpsRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each row names the operator; before/after shows what changed, a new record its fields. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('pending → paid')).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: /operator actions/i }));
    await expect(rows.getByText('withdrawal.approve')).toBeVisible();
    await expect(rows.getByText('support2')).toBeVisible();
    await expect(rows.queryByText('1000.00 → 1000.00')).toBeNull();
    // A time field reads as a date, not as milliseconds.
    await expect(rows.getByText(/— → Nov 20, 2026, 11:15\sAM/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { wps: { opsAudit: WPS_PENDING } },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'));
    await expect(await main.findByRole('status')).toHaveTextContent(shell.loading);
  },
};

export const Empty: Story = emptyStory('opsAudit', text.empty);

export const LoadFailed: Story = loadFailedStory('opsAudit');

/** Without audit.read: no nav link, and a direct visit says "not allowed". */
export const NoPermission: Story = noPermissionStory(
  { ...financeMe, permissions: financeMe.permissions.filter((p) => p.permission !== 'audit.read') },
  shell.nav.audit,
);

/** Applying the filters sends them with the request (and keeps them in the URL). */
export const Filters: Story = {
  parameters: {
    wps: {
      opsAudit: (request) =>
        page(auditEntries.filter((e) => !request.params.operator || e.operator === request.params.operator)),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('pending → paid');
    await userEvent.type(canvas.getByRole('textbox', { name: text.filters.operator }), 'owner');
    await userEvent.click(canvas.getByRole('button', { name: shell.filters.apply }));
    await expect(await canvas.findByText('support2')).toBeVisible();
    await expect(canvas.queryByText('pending → paid')).toBeNull();
  },
};

/** An action with underscores (`operator.sign_in`) is a valid filter: it reaches the request, as the API accepts it. */
export const ActionWithUnderscore: Story = {
  parameters: {
    route: '/audit?action=operator.sign_in',
    wps: {
      opsAudit: (request) => page(request.params.action === 'operator.sign_in' ? [] : auditEntries),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.empty)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: text.filters.action })).toHaveValue('operator.sign_in');
  },
};
