import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { OpsAnnouncementCreateBody } from '@common/generated/api';
import { OpsRoutes } from '../App';
import shell from '../i18n/en/shell.json';
import text from '../i18n/en/notices.json';
import { notices, supportAllMe } from '../storybook/contentFixtures';
import { financeMe, page } from '../storybook/fixtures';
import { withOps } from '../storybook/OpsStoryFrame';
import { emptyStory, loadFailedStory, loadingStory, noPermissionStory } from '../storybook/screenStories';

/** Notices and banners inside the console's frame, per state; the calls are answered by `parameters.wps`. */
const meta = {
  title: 'Console/Notices',
  component: OpsRoutes,
  decorators: [withOps],
  parameters: {
    route: '/notices',
    viewport: { defaultViewport: 'desktop' },
    wps: { opsMe: supportAllMe, opsAnnouncements: page(notices) },
  },
} satisfies Meta<typeof OpsRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: /notices and banners/i }));

/** Each notice with its kind, window, audience and whether it is live now. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(rows.getByText('Maintenance tonight')).toBeVisible();
    await expect(rows.getByText('VIP 3–5')).toBeVisible();
    await expect(rows.getByText(text.notLive)).toBeVisible();
    await expect(rows.getByRole('button', { name: 'Edit notice 41' })).toBeVisible();
    const nav = within(canvasElement).getByRole('navigation', { name: shell.nav.label });
    await expect(nav).toHaveTextContent(text.nav);
  },
};

export const Loading: Story = loadingStory('opsAnnouncements');

export const Empty: Story = emptyStory('opsAnnouncements', text.empty);

export const LoadFailed: Story = loadFailedStory('opsAnnouncements');

/** Finance does not manage content: no nav link, and a direct visit says so. */
export const NoPermission: Story = noPermissionStory(financeMe, text.nav);

/** Publishing checks the window first, then sends the notice and announces it. */
export const Publish: Story = {
  parameters: {
    wps: {
      opsAnnouncementCreate: (request) => {
        const body = request.data as OpsAnnouncementCreateBody;
        return { ...notices[0]!, ...body, id: 43, endDate: body.endDate ?? null, vipMin: null, vipMax: null };
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.create }));
    const dialog = within(await canvas.findByRole('dialog', { name: text.form.createTitle }));
    await userEvent.type(dialog.getByRole('textbox', { name: text.form.brand }), 'lucky-peso');
    await userEvent.type(dialog.getByRole('textbox', { name: text.form.titleEn }), 'Cash-out is faster');
    await userEvent.type(dialog.getByRole('textbox', { name: text.form.titleTy }), 'Mas mabilis na ang cash-out');
    await userEvent.type(dialog.getByLabelText(text.form.end), '2020-01-01T00:00');
    await userEvent.click(dialog.getByRole('button', { name: text.form.publish }));
    await expect(dialog.getByText(text.form.endBeforeStart)).toBeVisible();
    await userEvent.clear(dialog.getByLabelText(text.form.end));
    await userEvent.click(dialog.getByRole('button', { name: text.form.publish }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('“Cash-out is faster” is published.')).toBeVisible();
  },
};
