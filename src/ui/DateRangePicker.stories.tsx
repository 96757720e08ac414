import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { inMain } from '../storybook/inMain';
import { en } from '../storybook/storyText';
import { DateRangePicker, initialRange } from './DateRangePicker';
import type { DateRange, RangeLimits } from './dateRange';

const TODAY = '2025-05-07';
const LIMITS: RangeLimits = { maxDays: 31, maxDaysBack: 89 };

/** The picker with its own state, as a screen holds it; the chosen period is written out for the checks. */
function PickerDemo({ limits = LIMITS }: { limits?: RangeLimits }) {
  const [range, setRange] = useState<DateRange>(() => initialRange(TODAY, limits, 'last7'));
  return (
    <>
      <DateRangePicker value={range} onChange={setRange} limits={limits} today={TODAY} />
      <output aria-label="Chosen">{`${range.preset} ${range.from} ${range.to}`}</output>
    </>
  );
}

/** A report's period (src/ui, shared by records, promotions and agent screens): quick choices and custom dates. */
const meta = {
  title: 'UI/Date range picker',
  component: PickerDemo,
  decorators: [inMain],
} satisfies Meta<typeof PickerDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const chosen = (canvas: ReturnType<typeof within>) => canvas.getByRole('status', { name: 'Chosen' });

/** Quick choices are pressed buttons; each one sets its period as of today. */
export const Presets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: en('dateRange.preset.last7') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(chosen(canvas)).toHaveTextContent('last7 2025-05-01 2025-05-07');
    await userEvent.click(canvas.getByRole('button', { name: en('dateRange.preset.yesterday') }));
    await expect(chosen(canvas)).toHaveTextContent('yesterday 2025-05-06 2025-05-06');
    await userEvent.click(canvas.getByRole('button', { name: en('dateRange.preset.thisMonth') }));
    await expect(chosen(canvas)).toHaveTextContent('thisMonth 2025-05-01 2025-05-07');
    await expect(canvas.getByText(/05\/01\/2025 – 05\/07\/2025/)).toBeVisible();
  },
};

/** Custom dates apply; a period longer than the server allows is explained and not applied. */
export const Custom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: en('dateRange.preset.custom') }));
    const from = canvas.getByLabelText(en('dateRange.from'));
    await expect(from).toHaveAttribute('min', '2025-02-07');
    await userEvent.clear(from);
    await userEvent.type(from, '2025-03-01');
    await userEvent.click(canvas.getByRole('button', { name: en('dateRange.apply') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      en('dateRange.problem.tooLong').replace('{{days}}', '31'),
    );
    await expect(chosen(canvas)).toHaveTextContent('last7');
    await userEvent.clear(from);
    await userEvent.type(from, '2025-04-20');
    await userEvent.click(canvas.getByRole('button', { name: en('dateRange.apply') }));
    await expect(chosen(canvas)).toHaveTextContent('custom 2025-04-20 2025-05-07');
  },
};

/** A brand whose server keeps 3 days: "last 7 days" asks for the last 3. */
export const ClampedToLimits: Story = {
  args: { limits: { maxDays: 3, maxDaysBack: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(chosen(canvas)).toHaveTextContent('last7 2025-05-05 2025-05-07');
  },
};
