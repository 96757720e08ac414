import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { wpsError, type WpsRequest } from '../../storybook/wpsReplies';
import text from '../i18n/en/storybookLink.json';
import { withOps } from '../storybook/OpsStoryFrame';
import { StorybookLink } from './StorybookLink';

const EXPIRES_AT = Date.UTC(2026, 10, 27, 9, 15);
const SERVED = { devTools: true as const, brands: ['lucky-peso'], storybook: true };

/** The brand screen's link to Storybook under a fresh preview token; only where the server serves Storybook. */
const meta = {
  title: 'Console/Brands/Storybook link',
  component: StorybookLink,
  decorators: [withOps],
  args: { brandId: 'lucky-peso', of: 'draft' },
  parameters: {
    viewport: { defaultViewport: 'desktop' },
    wps: {
      devStatus: SERVED,
      opsBrandPreview: (request: WpsRequest) => {
        expect(request.pathParams).toEqual({ brandId: 'lucky-peso' });
        expect(request.data).toEqual({ of: 'draft' });
        return { token: 'story.token', expiresAt: EXPIRES_AT };
      },
    },
  },
} satisfies Meta<typeof StorybookLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Storybook served: the button mints a token and offers the Storybook link carrying it. */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.make.draft }));
    const link = await canvas.findByRole('link', { name: text.open });
    await expect(link.getAttribute('href')).toBe(`${location.origin}/storybook/?wl_preview=story.token`);
    await expect(canvas.getByRole('status')).toHaveTextContent(/works until/);
  },
};

/** A save of the draft after the link was made: the old link goes (its token previews the earlier save). */
export const SavedSince: Story = {
  render: function Render(args) {
    const [saved, setSaved] = useState(1);
    return (
      <>
        <StorybookLink {...args} draftUpdatedAt={saved} />
        <button type="button" onClick={() => setSaved((n) => n + 1)}>
          Save the draft
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.make.draft }));
    await canvas.findByRole('link', { name: text.open });
    await userEvent.click(canvas.getByRole('button', { name: 'Save the draft' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: text.open })).toBeNull());
  },
};

/** Production (no dev tools: the status answers 404) or no Storybook built: nothing shows. */
export const NotShown: Story = {
  parameters: { wps: { devStatus: wpsError('Not found', 'not.found', 404) } },
  play: async ({ canvasElement }) => {
    // Rendered once the status has answered (a loading state shows nothing either).
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Dev tools on but no Storybook built: nothing shows. */
export const NotBuilt: Story = {
  parameters: { wps: { devStatus: { ...SERVED, storybook: false } } },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** The token refused (the draft discarded meanwhile): the reason, and no link. */
export const Refused: Story = {
  parameters: { wps: { devStatus: SERVED, opsBrandPreview: wpsError('No draft', 'ops.brand.no.draft', 409) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.make.draft }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(text.errors.ops_brand_no_draft));
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
