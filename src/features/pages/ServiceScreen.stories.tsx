import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { en } from '../../storybook/storyText';
import { WPS_PENDING } from '../../storybook/wpsReplies';
import ServiceScreen from './ServiceScreen';

const PAGE = {
  title: 'Customer service',
  content: '<p>Our support team is here for you 24 hours a day, 7 days a week.</p>',
};

/** /m/service: the brand's contact channels (settings), then its service page from the server. */
const meta = {
  title: 'Pages/Customer service',
  component: ServiceScreen,
  decorators: [inMain],
  parameters: { route: paths.service, wps: { sitePage: PAGE } },
} satisfies Meta<typeof ServiceScreen>;
export default meta;

/** Lucky Peso: live chat and e-mail links, then the page. */
export const Service: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contact = await canvas.findByRole('region', { name: en('pages.service.contactUs') });
    await expect(within(contact).getByRole('link', { name: 'Live chat' })).toHaveAttribute(
      'href',
      'https://chat.luckypeso.example/live',
    );
    await expect(within(contact).getAllByRole('link')).toHaveLength(2);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Customer service' })).toBeVisible();
  },
};

/** A brand without customer-service channels (Perlas Play): only the page. */
export const WithoutChannels: StoryObj = {
  parameters: { brand: 'perlas-play' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/24 hours a day/)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: en('pages.service.contactUs') })).toBeNull();
  },
};

/** The page call has not answered: the links are there, the page is loading. */
export const Loading: StoryObj = {
  parameters: { wps: { sitePage: WPS_PENDING } },
  play: playLoading,
};

const failFirst = failOnce(PAGE);

/** The page fails to load: alert and Retry. */
export const LoadFailed: StoryObj = {
  beforeEach: failFirst.reset,
  parameters: { wps: { sitePage: failFirst.reply } },
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByText(/24 hours a day/)).toBeVisible();
  },
};
