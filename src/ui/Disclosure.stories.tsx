import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Disclosure } from './Disclosure';

/** One item that opens (help entry, notice, message): the button says whether its panel is shown. */
function Item({ region }: { region?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Disclosure summary="How do I deposit?" open={open} onToggle={() => setOpen(!open)} region={region}>
      <p>Open the deposit centre and choose a channel.</p>
    </Disclosure>
  );
}

const meta = {
  title: 'UI/Disclosure',
  component: Item,
} satisfies Meta<typeof Item>;
export default meta;

/** Closed, then opened by a tap: aria-expanded follows and the panel shows. */
export const Toggles: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'How do I deposit?' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(/choose a channel/)).not.toBeVisible();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/choose a channel/)).toBeVisible();
  },
};

/** As an accordion item: the open panel is a region named by its button. */
export const Region: StoryObj<typeof meta> = {
  args: { region: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'How do I deposit?' }));
    await expect(canvas.getByRole('region', { name: 'How do I deposit?' })).toHaveTextContent('choose a channel');
  },
};
