import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { WPS_PENDING } from '../../storybook/wpsReplies';
import ProfitLossScreen from './ProfitLossScreen';
import { emptyPnl, samplePnl } from './storySamples';

/** The first reply of a run also waits for the dev reply validators to load. */
const SLOW = { timeout: 5_000 };
const failedFirst = failOnce(samplePnl);

/** /m/profitandloss (PERSREP): settled bets of a period per day and per category, as a chart and a table. */
const meta = {
  title: 'Records/Profit and loss',
  component: ProfitLossScreen,
  decorators: [inMain],
  parameters: {
    route: paths.profitandloss,
    session: demoSession,
    member: demoMember,
    flags: { PERSREP: true },
    wps: { recordProfitLoss: samplePnl },
  },
} satisfies Meta<typeof ProfitLossScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** By day, oldest first: the chart is an image named by its summary, the table holds every value. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: /net \+₱75\.00 over 5 bets/ }, SLOW)).toBeVisible();
    const table = canvas.getByRole('table');
    const rows = within(table).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('05/05/2025');
    await expect(rows[2]).toHaveTextContent('+₱95.00');
    await expect(rows.at(-1)).toHaveTextContent(/Total.*\+₱75\.00/);
  },
};

/** The category tab shows the same period per category. */
export const ByCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: en('records.pnl.byCategory') }, SLOW));
    const table = canvas.getByRole('table');
    await expect(within(table).getByRole('rowheader', { name: en('games.category.LIVE') })).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: en('games.category.RNG') })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { wps: { recordProfitLoss: WPS_PENDING } },
  play: playLoading,
};

export const Empty: Story = {
  parameters: { wps: { recordProfitLoss: emptyPnl } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en('records.pnl.empty'))).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { wps: { recordProfitLoss: failedFirst.reply } },
  beforeEach: failedFirst.reset,
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};
