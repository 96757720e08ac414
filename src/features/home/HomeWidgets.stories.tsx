import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { en } from '../../storybook/storyText';
import { sampleBanners, sampleMatches, sampleNotices } from '../../storybook/sampleContent';
import { BannerCarousel } from './BannerCarousel';
import { HotMatchTicker } from './HotMatchTicker';
import { JackpotCounter } from './JackpotCounter';
import { NoticeMarquee } from './NoticeMarquee';

/** Home's configuration-driven widgets: each shows what the brand's announcements hold, and nothing when empty. */
const meta = { title: 'Home/Widgets' } satisfies Meta;
export default meta;

/**
 * Several banners: the first shows still until the first touch (or the first rotation, 5 s), then a looping carousel
 * that rotates every 5 s (stopped for reduced motion). The carousel's code is not part of the first load.
 */
export const BannersSeveral: StoryObj = {
  render: () => <BannerCarousel banners={sampleBanners} />,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: en('home.banners') });
    await expect(within(region).getAllByRole('img')).toHaveLength(1);
    await userEvent.pointer({ keys: '[MouseLeft>]', target: region });
    // Swiper's chunk loads on that touch: under npm test's load its first transform takes longer than waitFor's 1 s.
    await waitFor(
      () => expect(within(region).getAllByRole('img').length).toBeGreaterThanOrEqual(sampleBanners.length),
      { timeout: 15_000 },
    );
  },
};

/** One banner: shown still, no loop. */
export const BannerSingle: StoryObj = {
  render: () => <BannerCarousel banners={sampleBanners.slice(0, 1)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(1);
  },
};

/** A banner with a link set in the console: an app route opens in place, an https page in a new tab. */
export const BannerLinked: StoryObj = {
  render: () => <BannerCarousel banners={[{ ...sampleBanners[0]!, link: '/m/promotions' }]} />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Welcome bonus' });
    await expect(link).toHaveAttribute('href', '/m/promotions');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const BannerLinkedOutside: StoryObj = {
  render: () => <BannerCarousel banners={[{ ...sampleBanners[0]!, link: 'https://example.com/promo' }]} />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Welcome bonus/ });
    await expect(link).toHaveAttribute('href', 'https://example.com/promo');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(link).toHaveAccessibleName(`Welcome bonus ${en('home.opensNewTab')}`);
  },
};

/** Any other scheme is refused: the banner shows, but is no link. */
export const BannerLinkRefused: StoryObj = {
  render: () => <BannerCarousel banners={[{ ...sampleBanners[0]!, link: 'javascript:alert(1)' }]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Welcome bonus' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** No banners configured: nothing is drawn. */
export const BannersNone: StoryObj = {
  render: () => (
    <main>
      <BannerCarousel banners={[]} />
    </main>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const NoticesSome: StoryObj = {
  render: () => <NoticeMarquee notices={sampleNotices} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName(/System maintenance on Sunday/);
  },
};

/** No player notices: the no_announcement placeholder. */
export const NoticesNone: StoryObj = {
  render: () => <NoticeMarquee notices={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName(
      `${en('home.notices')}: ${en('home.no_announcement')}`,
    );
  },
};

/** Hot matches rotate when there are several; a tap opens the match. */
export const HotMatches: StoryObj = {
  render: () => <HotMatchTicker matches={sampleMatches} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    await expect(await within(document.body).findByRole('dialog', { name: 'Ginebra VS Magnolia' })).toBeVisible();
    await userEvent.click(within(document.body).getByRole('button', { name: en('common.close') }));
  },
};

export const Jackpot: StoryObj = {
  render: () => <JackpotCounter symbol="₱" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: en('home.jackpot') })).toHaveTextContent(
      /₱[\d,]+\.\d{2}$/,
    );
  },
};
