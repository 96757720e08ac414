import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { sampleVendorConfig } from '../../storybook/sampleContent';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { WPS_PENDING, type WpsRequest } from '../../storybook/wpsReplies';
import GameRecordScreen from './GameRecordScreen';
import { betDetail, betsReply, sampleBets } from './storySamples';

/** The first reply of a run also waits for the dev reply validators to load. */
const SLOW = { timeout: 5_000 };
const failedFirst = failOnce(betsReply());

/** /m/gameRecord (TRANSBETREPMEM3): bets by category, vendor and result; a bet opens its detail sheet. */
const meta = {
  title: 'Records/Betting record',
  component: GameRecordScreen,
  decorators: [inMain],
  parameters: {
    route: paths.gameRecord,
    session: demoSession,
    member: demoMember,
    flags: { TRANSBETREPMEM3: true },
    wps: {
      recordBets: betsReply(),
      gameVendors: sampleVendorConfig(),
      recordBet: betDetail,
    },
  },
} satisfies Meta<typeof GameRecordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Profit or loss per settled bet, the word for a pending one, and the period's totals. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: en('records.bets.list') }, SLOW);
    const rows = within(list).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent(/Lucky Spin.*-₱5\.00/);
    await expect(rows[1]).toHaveTextContent('+₱100.00');
    await expect(rows[2]).toHaveTextContent(en('records.bets.statuses.pending'));
    await expect(canvas.getByRole('region', { name: en('records.totals') })).toHaveTextContent('+₱95.00');
  },
};

/** A bet opens a modal dialog with its facts and where its money moved; Close closes it. */
export const BetDetail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Lucky Spin/ }, SLOW));
    const dialog = await canvas.findByRole('dialog', { name: en('records.bets.detail') });
    await expect(dialog).toHaveTextContent(sampleBets[0]!.betNo);
    await expect(await within(dialog).findByText(en('records.bets.sources.demo'))).toBeVisible();
    await expect(dialog).toHaveTextContent('905');
    await userEvent.click(within(dialog).getByRole('button', { name: en('records.bets.close') }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** A category narrows the vendors to its own and asks the server with the category code. */
export const FilterByCategory: Story = {
  parameters: {
    wps: {
      recordBets: (r: WpsRequest) =>
        betsReply(r.params.category ? sampleBets.filter((b) => b.category === r.params.category) : sampleBets),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: en('records.bets.list') }, SLOW);
    // The categories come from the vendor configuration, which may answer after the first page.
    await canvas.findByRole('option', { name: en('games.category.LIVE') });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: en('records.bets.category') }), 'LIVE');
    await expect(await canvas.findByRole('button', { name: /Roulette 2/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Lucky Spin/ })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { wps: { recordBets: WPS_PENDING } },
  play: playLoading,
};

export const Empty: Story = {
  parameters: { wps: { recordBets: betsReply([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en('records.bets.empty'))).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { wps: { recordBets: failedFirst.reply } },
  beforeEach: failedFirst.reset,
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('list', { name: en('records.bets.list') }, SLOW)).toBeVisible();
  },
};
