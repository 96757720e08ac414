import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { en } from '../../storybook/storyText';
import { sampleVendors } from '../../storybook/sampleContent';
import { VendorStrip } from './VendorStrip';

/** Game-list widgets: the vendor carousel with and without arrows (the game card's stories are in src/ui/games). */
const meta = { title: 'Games/Widgets' } satisfies Meta;
export default meta;

/** Five vendors or fewer: all shown, no arrows. */
export const VendorsFew: StoryObj = {
  render: () => (
    <main>
      <VendorStrip vendors={sampleVendors(4)} selected={[]} onToggle={fn()} />
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: en('games.nextVendors') })).toBeNull();
  },
};

/** More than five: four per page with arrows. */
export const VendorsMany: StoryObj = {
  render: () => (
    <main>
      <VendorStrip vendors={sampleVendors(7)} selected={['V5']} onToggle={fn()} />
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: en('games.nextVendors') }));
    await expect(canvas.getByRole('button', { name: 'Vendor 5' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: en('games.nextVendors') })).toBeDisabled();
  },
};
