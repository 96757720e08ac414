import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnnouncementsReply } from '@common/generated/api';
import { inMain } from '../../storybook/inMain';
import {
  sampleBanners,
  samplePage,
  sampleGames,
  sampleMatches,
  sampleNotices,
  sampleVendorConfig,
} from '../../storybook/sampleContent';
import { en } from '../../storybook/storyText';
import { WPS_PENDING, wpsError } from '../../storybook/wpsReplies';
import HomeScreen from './HomeScreen';

const announcements = (filled: boolean): AnnouncementsReply => ({
  banners: filled ? sampleBanners : [],
  notices: filled ? sampleNotices : [],
  popups: [],
  hotMatches: filled ? sampleMatches : [],
  promotions: [],
  footer: { unreadCount: 0 },
});

/** /m/home in each state of its announcements call, and the app-download icon by the brand's download links. */
const meta = {
  title: 'Home/Home screen',
  component: HomeScreen,
  decorators: [inMain],
  parameters: {
    wps: {
      gameVendors: sampleVendorConfig(),
      gameHot: [{ gameType: 'RNG', list: sampleGames(3) }],
      gameList: samplePage(sampleGames(3)),
    },
  },
} satisfies Meta<typeof HomeScreen>;
export default meta;

const downloadIcon = { name: en('download.title') };

/** Announcements loaded; Lucky Peso configures download links, so the app-download icon opens the download popup. */
export const Loaded: StoryObj = {
  parameters: { brand: 'lucky-peso', wps: { announcements: announcements(true) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const matches = await canvas.findByRole('region', { name: en('home.hotMatches') });
    await waitFor(() => expect(matches).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByRole('link', { name: /System maintenance on Sunday/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', downloadIcon));
    await expect(await canvas.findByRole('dialog', { name: en('download.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en('common.close') }));
  },
};

/** A brand with no download links (Kidlat): no app-download icon. */
export const NoDownloadLinks: StoryObj = {
  parameters: { brand: 'kidlat-restricted', wps: { announcements: announcements(true) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: en('home.hotMatches') });
    await expect(canvas.queryByRole('button', downloadIcon)).toBeNull();
  },
};

/** Nothing announced: the notices bar says so; no banners, no hot matches. */
export const Empty: StoryObj = {
  parameters: { wps: { announcements: announcements(false) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: `${en('home.notices')}: ${en('home.no_announcement')}` }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: en('home.banners') })).toBeNull();
    await expect(canvas.queryByRole('region', { name: en('home.hotMatches') })).toBeNull();
  },
};

/** Announcements not answered yet: banner and hot-match space kept, marked busy. */
export const Loading: StoryObj = {
  parameters: { wps: { announcements: WPS_PENDING } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: en('home.banners') })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('region', { name: en('home.hotMatches') })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Announcements failed: an alert with a Retry button. */
export const LoadFailed: StoryObj = {
  parameters: { wps: { announcements: wpsError('Service unavailable') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en('app.loadFailed'));
    await expect(canvas.getByRole('button', { name: en('app.retry') })).toBeVisible();
  },
};
