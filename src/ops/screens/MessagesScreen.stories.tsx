import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { OpsMessageSendBody } from '@common/generated/api';
import { wpsError } from '../../storybook/wpsReplies';
import { OpsRoutes } from '../App';
import shell from '../i18n/en/shell.json';
import text from '../i18n/en/messages.json';
import { supportAllMe } from '../storybook/contentFixtures';
import { financeMe } from '../storybook/fixtures';
import { withOps } from '../storybook/OpsStoryFrame';
import { noPermissionStory } from '../storybook/screenStories';

/** Composing an inbox message to a member or a segment; the calls are answered by `parameters.wps`. */
const meta = {
  title: 'Console/Messages',
  component: OpsRoutes,
  decorators: [withOps],
  parameters: {
    route: '/messages',
    viewport: { defaultViewport: 'desktop' },
    wps: { opsMe: supportAllMe, opsMessageSend: { recipients: 1 } },
  },
} satisfies Meta<typeof OpsRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: text.form.label }));

async function fill(canvasElement: HTMLElement) {
  const f = await form(canvasElement);
  await userEvent.type(f.getByRole('textbox', { name: text.form.brand }), 'lucky-peso');
  await userEvent.type(f.getByRole('textbox', { name: text.form.titleEn }), 'Weekend bonus');
  await userEvent.type(f.getByRole('textbox', { name: text.form.titleTy }), 'Bonus sa weekend');
  return f;
}

export const Compose: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await expect(f.getByRole('radio', { name: text.form.toMember })).toBeChecked();
    await expect(f.getByRole('textbox', { name: text.form.username })).toBeVisible();
    const nav = within(canvasElement).getByRole('navigation', { name: shell.nav.label });
    await expect(nav).toHaveTextContent(text.nav);
  },
};

/** To one member: the user name is required, the dialog names the member, the count is announced. */
export const SendToMember: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = await fill(canvasElement);
    await userEvent.click(f.getByRole('button', { name: text.form.send }));
    await expect(f.getByText(text.form.required)).toBeVisible();
    await userEvent.type(f.getByRole('textbox', { name: text.form.username }), 'juan88');
    await userEvent.click(f.getByRole('button', { name: text.form.send }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Send “Weekend bonus”?' }));
    await expect(dialog.getByText("It goes to juan88's inbox.")).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: text.confirm.send }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('Sent to 1 members.')).toBeVisible();
  },
};

/** A VIP range is sent as a segment with its bounds. */
export const SendToVipRange: Story = {
  parameters: {
    wps: {
      opsMessageSend: (request) => {
        const body = request.data as OpsMessageSendBody;
        return { recipients: body.segment === 'vip' && body.vipMin === 3 && body.vipMax === 5 ? 42 : 0 };
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = await fill(canvasElement);
    await userEvent.click(f.getByRole('radio', { name: text.form.toVip }));
    await userEvent.type(f.getByRole('spinbutton', { name: text.form.vipMin }), '3');
    await userEvent.type(f.getByRole('spinbutton', { name: text.form.vipMax }), '5');
    await userEvent.click(f.getByRole('button', { name: text.form.send }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: text.confirm.send }));
    await expect(await canvas.findByText('Sent to 42 members.')).toBeVisible();
  },
};

/** A refusal stays in the dialog as an alert. */
export const UnknownMember: Story = {
  parameters: { wps: { opsMessageSend: wpsError('Not found', 'not.found', 404) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = await fill(canvasElement);
    await userEvent.type(f.getByRole('textbox', { name: text.form.username }), 'nobody');
    await userEvent.click(f.getByRole('button', { name: text.form.send }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: text.confirm.send }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(text.errors.not_found);
  },
};

/** Finance sends no messages: no nav link, and a direct visit says so. */
export const NoPermission: Story = noPermissionStory(financeMe, text.nav);
