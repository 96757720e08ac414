import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths, withQuery } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { samplePage, sampleGames, sampleVendorConfig } from '../../storybook/sampleContent';
import { en } from '../../storybook/storyText';
import { WPS_PENDING, wpsError, type WpsRequest } from '../../storybook/wpsReplies';
import { PopularGames } from './PopularGames';

/** Home's popular games: HOT first, then the vendor configuration's categories, each showing its own content. */
const meta = {
  title: 'Home/Popular games',
  component: PopularGames,
  decorators: [inMain],
  args: { config: sampleVendorConfig() },
  parameters: {
    wps: {
      gameHot: [{ gameType: 'RNG', list: sampleGames(3) }],
      gameList: ({ params }: WpsRequest) => samplePage(sampleGames(2, String(params.gameType)).reverse()),
    },
  },
} satisfies Meta<typeof PopularGames>;
export default meta;

const openCategory = async (canvasElement: HTMLElement, category: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('tab', { name: en(`games.category.${category}`) }));
  return within(canvas.getByRole('tabpanel'));
};

/** HOT, selected first: the hot games. */
export const Hot: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: en('games.category.HOT') })).toHaveAttribute('aria-selected', 'true');
    const panel = within(canvas.getByRole('tabpanel'));
    await expect(await panel.findByRole('button', { name: 'Mighty Dragon' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Golden Carabao' })).toBeVisible();
    await expect(panel.queryByRole('link', { name: en('home.moreGames') })).toBeNull();
  },
};

/** A game-type category (Slots): that type's games and a link to its full list. */
export const GameTypeCategory: StoryObj = {
  play: async ({ canvasElement }) => {
    const panel = await openCategory(canvasElement, 'RNG');
    await expect(await panel.findByRole('button', { name: 'Lucky Koi' })).toBeVisible();
    await expect(panel.getByRole('link', { name: en('home.moreGames') })).toHaveAttribute(
      'href',
      withQuery(paths.gameList, { gameType: 'RNG' }),
    );
  },
};

/** A vendor category (Cockfight): a tile per vendor, opening that vendor's game type. */
export const VendorCategory: StoryObj = {
  play: async ({ canvasElement }) => {
    const panel = await openCategory(canvasElement, 'COCKFIGHT');
    await expect(panel.getByRole('link', { name: 'SV388' })).toHaveAttribute(
      'href',
      withQuery(paths.gameList, { gameType: 'COCKFIGHT' }),
    );
    await expect(panel.queryByRole('link', { name: en('home.moreGames') })).toBeNull();
  },
};

/** The hot games have not answered: a loading status in the panel. */
export const HotLoading: StoryObj = {
  parameters: { wps: { gameHot: WPS_PENDING } },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('tabpanel'));
    await expect(await panel.findByRole('status')).toHaveTextContent(en('app.loading'));
  },
};

/** The hot games failed: an alert and a Retry button in the panel. */
export const HotLoadFailed: StoryObj = {
  parameters: { wps: { gameHot: wpsError('Service unavailable') } },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('tabpanel'));
    await expect(await panel.findByRole('alert')).toHaveTextContent(en('app.loadFailed'));
    await expect(panel.getByRole('button', { name: en('app.retry') })).toBeVisible();
  },
};
