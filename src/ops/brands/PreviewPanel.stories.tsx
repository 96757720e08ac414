import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { wpsError, type WpsRequest } from '../../storybook/wpsReplies';
import text from '../i18n/en/brandPreview.json';
import { withOps } from '../storybook/OpsStoryFrame';
import { PreviewPanel } from './PreviewPanel';

const EXPIRES_AT = Date.UTC(2026, 10, 27, 9, 15);

/** The brand studio's live preview: the player app in phone frames through a console-minted token. */
const meta = {
  title: 'Console/Brands/Preview',
  component: PreviewPanel,
  decorators: [withOps],
  args: { brandId: 'lucky-peso', of: 'draft' },
  parameters: {
    viewport: { defaultViewport: 'desktop' },
    wps: { opsBrandPreview: { token: 'story.token', expiresAt: EXPIRES_AT } },
  },
} satisfies Meta<typeof PreviewPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const frameNames = [
  'Home, English, signed out',
  'Login, English, signed out',
  'Member centre, English, signed in',
  'Deposit, English, signed in',
  'Agent home, English, signed in',
];

/** A token minted: one labelled phone frame per screen, each the player app under the token, and its expiry. */
export const Minted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of frameNames) await expect(await canvas.findByRole('group', { name })).toBeVisible();
    const home = canvas.getByTitle('Home, English, signed out');
    await expect(home.getAttribute('src')).toBe('/m/home?wl_preview=story.token&language=EN');
    await expect(canvas.getByRole('status')).toHaveTextContent(/works until/);
    await expect(canvas.getByText(text.members)).toBeVisible();

    await userEvent.click(canvas.getByRole('radio', { name: text.language.TY }));
    const member = await canvas.findByRole('group', { name: 'Member centre, Filipino, signed in' });
    await expect(within(member).getByTitle('Member centre, Filipino, signed in').getAttribute('src')).toBe(
      '/m/mine?wl_preview=story.token&language=TY',
    );
  },
};

/** The panel an operator sees, its width set by the story: the frames are measured to it. */
const sized =
  (width: number): Decorator =>
  (Story) => (
    <div role="region" aria-label="Console panel" style={{ width }}>
      <Story />
    </div>
  );

/**
 * Each phone scaled to the panel's width (never above 100%), measured again when the panel resizes: a wide panel shows
 * full-size phones, a narrower one wraps them, one narrower than a phone shows one phone scaled to fit.
 */
export const FitsItsPanel: Story = {
  decorators: [sized(2000)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Console panel' });
    const box = (name: string) => canvas.getByTitle(name).parentElement!.getBoundingClientRect();
    await canvas.findByTitle(frameNames[0]!);
    await waitFor(() => expect(box(frameNames[0]!).width).toBe(360));

    panel.style.width = '700px';
    await waitFor(() => expect(box(frameNames[0]!).width).toBeLessThan(200));
    const right = panel.getBoundingClientRect().right;
    for (const name of frameNames) await expect(box(name).right).toBeLessThanOrEqual(right);
    // Four to a row at this width: the fifth wraps.
    await expect(box(frameNames[4]!).top).toBeGreaterThan(box(frameNames[0]!).bottom);

    panel.style.width = '320px';
    await waitFor(() => expect(box(frameNames[0]!).width).toBe(320));
    await expect(box(frameNames[1]!).top).toBeGreaterThan(box(frameNames[0]!).bottom);
  },
};

let minted = 0;
/** Reload mints a new token, and the frames load under it. */
export const Reload: Story = {
  parameters: {
    wps: {
      opsBrandPreview: (request: WpsRequest) => {
        minted += 1;
        expect(request.pathParams).toEqual({ brandId: 'lucky-peso' });
        expect(request.data).toEqual({ of: 'draft' });
        return { token: `token-${minted}`, expiresAt: EXPIRES_AT };
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByTitle('Login, English, signed out');
    const before = first.getAttribute('src');
    await userEvent.click(canvas.getByRole('button', { name: text.reload }));
    await waitFor(() => expect(canvas.getByTitle('Login, English, signed out').getAttribute('src')).not.toBe(before));
  },
};

/** A brand never published has no members: the note says the signed-in frames can only ask to sign in. */
export const NeverPublished: Story = {
  args: { brandId: 'nova-bet', of: 'draft', neverPublished: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.neverPublished)).toBeVisible();
    await expect(await canvas.findByRole('group', { name: 'Deposit, English, signed in' })).toBeVisible();
  },
};

/** Minting refused (no draft): the reason in words, no frames, and a retry. */
export const Refused: Story = {
  parameters: {
    wps: { opsBrandPreview: wpsError('Unknown error', 'ops.brand.no.draft', 409) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(text.errors.ops_brand_no_draft);
    await expect(canvas.queryAllByTitle(/signed/)).toEqual([]);
    await expect(within(alert).getByRole('button', { name: text.retry })).toBeEnabled();
  },
};
