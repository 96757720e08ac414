import type { GamePage } from '@common/generated/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { sampleGames, samplePage } from '../../storybook/sampleContent';
import { en } from '../../storybook/storyText';
import { WPS_PENDING, type WpsRequest } from '../../storybook/wpsReplies';
import SlotsCentreScreen from './SlotsCentreScreen';

const games = sampleGames(8);

/** Two pages of four slot games. */
const twoPages = ({ params }: WpsRequest): GamePage => {
  const pageNo = Number(params.pageNo ?? 1);
  return { games: games.slice((pageNo - 1) * 4, pageNo * 4), pageNum: pageNo, totalPages: 2 };
};

/** /m/slotsCenter: the slot games a page at a time behind "More games". */
const meta = {
  title: 'Centres/Slots centre',
  component: SlotsCentreScreen,
  decorators: [inMain],
  parameters: { route: paths.slotsCenter, wps: { gameList: twoPages } },
} satisfies Meta<typeof SlotsCentreScreen>;
export default meta;

/** Page 1, then page 2 after "More games", then the end note. */
export const Loaded: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: en('route.slotsCenter') });
    await expect(await within(list).findAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: en('pages.centres.more') }));
    await expect(await canvas.findByText(en('pages.centres.end'))).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: en('pages.centres.search') })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=RNG',
    );
  },
};

export const Empty: StoryObj = {
  parameters: { wps: { gameList: samplePage([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en('pages.centres.empty'))).toBeVisible();
  },
};

export const Loading: StoryObj = {
  parameters: { wps: { gameList: WPS_PENDING } },
  play: playLoading,
};

const failFirst = failOnce(twoPages);

/** The first page fails: alert and Retry, which loads it. */
export const LoadFailed: StoryObj = {
  beforeEach: failFirst.reset,
  parameters: { wps: { gameList: failFirst.reply } },
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Mighty Dragon' })).toBeVisible();
  },
};
