import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WPS_PENDING, wpsError } from '../../storybook/wpsReplies';
import { OpsRoutes } from '../App';
import { brandOwnerMe, brandRows, brandViewerMe, luckyBrandReply } from '../brands/storyFixtures';
import text from '../i18n/en/brands.json';
import shell from '../i18n/en/shell.json';
import { financeMe } from '../storybook/fixtures';
import { withOps } from '../storybook/OpsStoryFrame';
import { loadFailedStory, noPermissionStory } from '../storybook/screenStories';

/** The Brands list inside the console's frame, per state; calls answered by `parameters.wps`. */
const meta = {
  title: 'Console/Brands',
  component: OpsRoutes,
  decorators: [withOps],
  parameters: {
    route: '/brands',
    viewport: { defaultViewport: 'desktop' },
    wps: { opsMe: brandOwnerMe, opsBrands: { items: brandRows } },
  },
} satisfies Meta<typeof OpsRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: /brands/i }));

/** Each brand with its live version (or none), who published it when, and its draft; the owner may create one. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(rows.getByRole('row', { name: /Lucky Peso/ })).toHaveTextContent('Version 3');
    await expect(rows.getByRole('row', { name: /Lucky Peso/ })).toHaveTextContent('by owner');
    await expect(rows.getByRole('row', { name: /New Peso/ })).toHaveTextContent(text.list.notPublished);
    await expect(rows.getByRole('link', { name: 'Lucky Peso' })).toHaveAttribute('href', '/brands/lucky-peso');
    await expect(within(canvasElement).getByRole('button', { name: text.create.button })).toBeVisible();
  },
};

/** brands.read only: the list, no "New brand". */
export const ReadOnly: Story = {
  parameters: { wps: { opsMe: brandViewerMe } },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await expect(within(canvasElement).queryByRole('button', { name: text.create.button })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { wps: { opsBrands: WPS_PENDING } },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'));
    await expect(await main.findByText(shell.loading)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { wps: { opsBrands: { items: [] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.list.empty)).toBeVisible();
  },
};

export const LoadFailed: Story = loadFailedStory('opsBrands');

/** Finance holds no brands.read: no nav link, and a direct visit says so. */
export const NoPermission: Story = noPermissionStory(financeMe, text.nav);

/** New brand: each field says what is wrong; the server's "exists" lands on the id; success opens the new brand. */
export const CreateBrand: Story = {
  parameters: {
    wps: {
      opsBrandCreate: (request) => {
        const body = request.data as { id: string; sourceBrandId: string; timeZone: string; domains: string[] };
        if (body.id === 'lucky-peso') return wpsError('Exists', 'ops.brand.exists', 409);
        if (
          body.sourceBrandId !== 'lucky-peso' ||
          body.timeZone !== 'Asia/Manila' ||
          body.domains[0] !== 'sun.localhost'
        )
          return wpsError('Unexpected body', 'request.invalid', 400);
        return { ...luckyBrandReply, id: body.id, live: null };
      },
      opsBrand: { ...luckyBrandReply, id: 'sun-peso', live: null },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.create.button }));
    const dialog = within(await canvas.findByRole('dialog', { name: text.create.title }, { timeout: 5000 }));
    await expect(dialog.getByRole('combobox', { name: text.create.timeZone })).toHaveValue('Asia/Manila');
    await userEvent.type(dialog.getByRole('textbox', { name: text.create.id }), 'x');
    await userEvent.type(dialog.getByRole('textbox', { name: text.create.domains }), 'not a host!');
    await userEvent.click(dialog.getByRole('button', { name: text.create.confirm }));
    await expect(dialog.getByText(text.create.idInvalid)).toBeVisible();
    await expect(dialog.getByText(text.create.nameRequired)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: text.create.id })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(dialog.getByRole('textbox', { name: text.create.id }));
    await userEvent.type(dialog.getByRole('textbox', { name: text.create.id }), 'lucky-peso');
    await userEvent.type(dialog.getByRole('textbox', { name: text.create.name }), 'Sun Peso');
    await userEvent.clear(dialog.getByRole('textbox', { name: text.create.domains }));
    await userEvent.type(dialog.getByRole('textbox', { name: text.create.domains }), 'sun.localhost');
    await userEvent.click(dialog.getByRole('button', { name: text.create.confirm }));
    await expect(await dialog.findByText(text.errors.ops_brand_exists, {}, { timeout: 5000 })).toBeVisible();
    await userEvent.clear(dialog.getByRole('textbox', { name: text.create.id }));
    await userEvent.type(dialog.getByRole('textbox', { name: text.create.id }), 'sun-peso');
    await userEvent.click(dialog.getByRole('button', { name: text.create.confirm }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /\(sun-peso\)/ }, { timeout: 20_000 }),
    ).toBeVisible();
  },
};
