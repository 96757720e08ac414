import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { OpsHelpCreateBody, OpsSitePageUpdateBody } from '@common/generated/api';
import { OpsRoutes } from '../App';
import shell from '../i18n/en/shell.json';
import text from '../i18n/en/help.json';
import { helpEntries, sitePages, supportAllMe } from '../storybook/contentFixtures';
import { financeMe, page } from '../storybook/fixtures';
import { withOps } from '../storybook/OpsStoryFrame';
import { emptyStory, loadFailedStory, loadingStory, noPermissionStory } from '../storybook/screenStories';

/** The help centre's entries and the service and agreement pages, per state; `parameters.wps` answers the calls. */
const meta = {
  title: 'Console/Help and pages',
  component: OpsRoutes,
  decorators: [withOps],
  parameters: {
    route: '/help',
    viewport: { defaultViewport: 'desktop' },
    wps: { opsMe: supportAllMe, opsHelpEntries: page(helpEntries), opsSitePages: page(sitePages) },
  },
} satisfies Meta<typeof OpsRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement, name: RegExp) =>
  within(await within(canvasElement).findByRole('table', { name }));

/** The entries in the order players see them, each with edit and delete. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement, /help-centre entries/i);
    await expect(rows.getByText('How do I deposit?')).toBeVisible();
    await expect(rows.getByRole('button', { name: 'Edit help entry 6' })).toBeVisible();
    await expect(rows.getByRole('button', { name: 'Delete help entry 5' })).toBeVisible();
    const nav = within(canvasElement).getByRole('navigation', { name: shell.nav.label });
    await expect(nav).toHaveTextContent(text.nav);
  },
};

/** The service and agreement pages (`?view=pages`): edited only, never added or removed. */
export const Pages: Story = {
  parameters: { route: '/help?view=pages' },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement, /service and agreement pages/i);
    await expect(rows.getByText(text.pages.name.useragreement)).toBeVisible();
    await expect(rows.getByRole('button', { name: 'Edit User agreement of lucky-peso' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: text.pages.heading })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Loading: Story = loadingStory('opsHelpEntries');

export const Empty: Story = emptyStory('opsHelpEntries', text.entries.empty);

export const LoadFailed: Story = loadFailedStory('opsHelpEntries');

/** Finance does not manage content: no nav link, and a direct visit says so. */
export const NoPermission: Story = noPermissionStory(financeMe, text.nav);

/** A new entry: the order is checked, the preview shows the text as players will (scripts removed), then it is added. */
export const CreateWithPreview: Story = {
  parameters: {
    wps: {
      opsHelpCreate: (request) => ({ ...(request.data as OpsHelpCreateBody), id: 7, sort: 3 }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.entries.create }));
    const dialog = within(await canvas.findByRole('dialog', { name: text.form.createTitle }));
    await userEvent.type(dialog.getByRole('textbox', { name: text.form.brand }), 'lucky-peso');
    await userEvent.type(dialog.getByRole('textbox', { name: text.form.titleEn }), 'Is my data safe?');
    await userEvent.type(dialog.getByRole('textbox', { name: text.form.titleTy }), 'Ligtas ba ang data ko?');
    await userEvent.type(dialog.getByRole('textbox', { name: text.form.contentEn }), '<p>Yes, <b>always</b>.</p>');
    const preview = within(dialog.getByRole('region', { name: text.preview.label }));
    await expect(preview.getByRole('heading', { name: 'Is my data safe?' })).toBeVisible();
    await expect(preview.getByText('always')).toBeVisible();
    await userEvent.selectOptions(preview.getByRole('combobox', { name: text.preview.language }), 'ty');
    await expect(preview.getByRole('heading', { name: 'Ligtas ba ang data ko?' })).toBeVisible();
    const order = dialog.getByRole('spinbutton', { name: text.form.order });
    await userEvent.clear(order);
    await userEvent.type(order, '-1');
    await userEvent.click(dialog.getByRole('button', { name: text.form.save }));
    await expect(dialog.getByText(text.form.orderInvalid)).toBeVisible();
    await userEvent.clear(order);
    await userEvent.type(order, '3');
    await userEvent.click(dialog.getByRole('button', { name: text.form.save }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('“Is my data safe?” is added to the help centre.')).toBeVisible();
  },
};

/** The preview runs the player's sanitiser: a script in the text never runs and is not shown. */
export const PreviewSanitised: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit help entry 5' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit help entry 5' }));
    const content = dialog.getByRole('textbox', { name: text.form.contentEn });
    await userEvent.clear(content);
    await userEvent.type(
      content,
      '<p>Safe</p><img src=x alt="" onerror="window.__pwned=1"><script>window.__pwned=1</script>',
    );
    const preview = dialog.getByRole('region', { name: text.preview.label });
    await expect(within(preview).getByText('Safe')).toBeVisible();
    await expect(preview.querySelector('script')).toBeNull();
    await expect(preview.querySelector('[onerror]')).toBeNull();
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  },
};

/** Deleting asks first; the confirmation names the entry. */
export const Delete: Story = {
  parameters: { wps: { opsHelpDelete: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete help entry 6' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Delete “How long do withdrawals take?”?' }));
    await userEvent.click(dialog.getByRole('button', { name: text.remove.confirm }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('“How long do withdrawals take?” is deleted.')).toBeVisible();
  },
};

/** Editing a page sends its texts to its brand and name. */
export const EditPage: Story = {
  parameters: {
    route: '/help?view=pages',
    wps: {
      opsSitePageUpdate: (request) => ({ ...sitePages[0]!, ...(request.data as OpsSitePageUpdateBody) }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Customer service of lucky-peso' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit Customer service of lucky-peso' }));
    const title = dialog.getByRole('textbox', { name: text.form.titleEn });
    await userEvent.clear(title);
    await userEvent.click(dialog.getByRole('button', { name: text.form.save }));
    await expect(dialog.getByText(text.form.required)).toBeVisible();
    await userEvent.type(title, 'Help desk');
    await userEvent.click(dialog.getByRole('button', { name: text.form.save }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('“Help desk” is saved.')).toBeVisible();
  },
};
