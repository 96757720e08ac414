import type { GamePage } from '@common/generated/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { failOnce, retryFailedLoad } from '../../storybook/loadStateStory';
import { sampleGames, samplePage, sampleVendorConfig } from '../../storybook/sampleContent';
import { en } from '../../storybook/storyText';
import type { WpsRequest } from '../../storybook/wpsReplies';
import GameCentreScreen from './GameCentreScreen';

const slots = sampleGames(3, 'RNG');
const live = sampleGames(2, 'LIVE').map((g, i) => ({ ...g, nodeId: 200001 + i, gameName: `Live table ${i + 1}` }));

/** The list call answers by game type (all types without one). */
const byType = ({ params }: WpsRequest): GamePage =>
  samplePage(params.gameType === 'LIVE' ? live : params.gameType === 'RNG' ? slots : [...slots, ...live]);

/** /m/gameCenter: "All" and a tile per game type; a tile filters the list here. */
const meta = {
  title: 'Centres/Game centre',
  component: GameCentreScreen,
  decorators: [inMain],
  parameters: {
    route: paths.gameCenter,
    wps: { gameVendors: sampleVendorConfig(), gameList: byType },
  },
} satisfies Meta<typeof GameCentreScreen>;
export default meta;

/** Every game under "All"; the Live casino tile narrows the list to live games. */
export const Loaded: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tiles = await canvas.findByRole('group', { name: en('pages.centres.categories') });
    await expect(within(tiles).getByRole('button', { name: en('pages.centres.all') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const all = await canvas.findByRole('list', { name: en('pages.centres.listLabel') });
    await expect(await within(all).findAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(await within(tiles).findByRole('button', { name: en('games.category.LIVE') }));
    const liveList = await canvas.findByRole('list', { name: en('games.category.LIVE') });
    await expect(await within(liveList).findByRole('button', { name: 'Live table 1' })).toBeVisible();
    await expect(within(liveList).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: en('pages.centres.search') })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=LIVE',
    );
  },
};

/** Opened at ?gameType=COCKFIGHT with no games of that type. */
export const Empty: StoryObj = {
  parameters: { route: `${paths.gameCenter}?gameType=COCKFIGHT`, wps: { gameList: samplePage([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(en('pages.centres.empty'))).toBeVisible();
    await expect(await canvas.findByRole('button', { name: en('games.category.COCKFIGHT') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

const failFirst = failOnce(byType);

/** The list fails: alert and Retry. */
export const LoadFailed: StoryObj = {
  beforeEach: failFirst.reset,
  parameters: { wps: { gameList: failFirst.reply } },
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Live table 1' })).toBeVisible();
  },
};
