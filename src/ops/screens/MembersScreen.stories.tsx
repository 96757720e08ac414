import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OpsRoutes } from '../App';
import text from '../i18n/en/members.json';
import { member, memberRows, supportAllMe } from '../storybook/contentFixtures';
import { financeMe, page } from '../storybook/fixtures';
import { withOps } from '../storybook/OpsStoryFrame';
import { emptyStory, loadFailedStory, loadingStory, noPermissionStory } from '../storybook/screenStories';

/** Member search and one member opened, per state; the calls are answered by `parameters.wps`. */
const meta = {
  title: 'Console/Members',
  component: OpsRoutes,
  decorators: [withOps],
  parameters: {
    route: '/members',
    viewport: { defaultViewport: 'desktop' },
    wps: { opsMe: supportAllMe, opsMembers: page(memberRows), opsMember: member },
  },
} satisfies Meta<typeof OpsRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: /members \(/i }));

/** The list shows contact details masked, and each member's state. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(rows.getByText('+63 ******0123')).toBeVisible();
    await expect(rows.getByText('j***@example.com')).toBeVisible();
    await expect(rows.getByText(text.locked)).toBeVisible();
  },
};

export const Loading: Story = loadingStory('opsMembers');

export const Empty: Story = emptyStory('opsMembers', text.empty);

export const LoadFailed: Story = loadFailedStory('opsMembers');

/** Finance does not read members: no nav link, and a direct visit says so. */
export const NoPermission: Story = noPermissionStory(financeMe, text.nav);

/** Opening a member shows the unmasked details and balance; locking asks first and is announced. */
export const OpenAndLock: Story = {
  parameters: { wps: { opsMemberLock: { ...memberRows[0]!, locked: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await table(canvasElement);
    await userEvent.click(rows.getByRole('button', { name: 'Open member juan88' }));
    const detail = within(await canvas.findByRole('region', { name: 'Member juan88' }));
    await expect(await detail.findByText('+63 9175550123')).toBeVisible();
    await expect(detail.getAllByText('1,250.50')[0]).toBeVisible();
    await userEvent.click(detail.getByRole('button', { name: text.lock.button }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Lock juan88?' }));
    await userEvent.click(dialog.getByRole('button', { name: text.lock.confirm }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(await detail.findByText('juan88 is locked.')).toBeVisible();
  },
};
