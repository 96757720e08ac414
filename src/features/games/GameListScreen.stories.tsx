import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths, withQuery } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { samplePage, sampleGames, sampleVendorConfig } from '../../storybook/sampleContent';
import { en } from '../../storybook/storyText';
import { WPS_PENDING, wpsError } from '../../storybook/wpsReplies';
import GameListScreen from './GameListScreen';

/** The slots list (/m/gameList?gameType=RNG) in each state of its game-list call. */
const meta = {
  title: 'Games/Game list',
  component: GameListScreen,
  decorators: [inMain],
  parameters: {
    route: withQuery(paths.gameList, { gameType: 'RNG' }),
    wps: { gameVendors: sampleVendorConfig() },
  },
} satisfies Meta<typeof GameListScreen>;
export default meta;

const games = sampleGames(6);

/** One page of games, then the end-of-list note. */
export const Loaded: StoryObj = {
  parameters: { wps: { gameList: samplePage(games) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: en('games.listLabel') });
    await expect(await within(list).findByRole('button', { name: 'Mighty Dragon' })).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'Fiesta Reels' })).toBeVisible();
    await expect(canvas.getByText(en('games.end'))).toBeVisible();
  },
};

/** No game matches: the empty note, no end note. */
export const Empty: StoryObj = {
  parameters: { wps: { gameList: samplePage([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(en('games.empty'))).toBeVisible();
    await expect(canvas.queryByText(en('games.end'))).toBeNull();
  },
};

let listCalls = 0;

/** The first call fails: an alert and a Retry button, which loads the list. */
export const ErrorWithRetry: StoryObj = {
  beforeEach: () => {
    listCalls = 0;
  },
  parameters: {
    wps: { gameList: () => (listCalls++ === 0 ? wpsError('Service unavailable') : samplePage(games)) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en('app.loadFailed'));
    await userEvent.click(canvas.getByRole('button', { name: en('app.retry') }));
    await expect(await canvas.findByRole('button', { name: 'Mighty Dragon' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The call has not answered: a loading status. */
export const Loading: StoryObj = {
  parameters: { wps: { gameList: WPS_PENDING } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(en('app.loading'));
  },
};
