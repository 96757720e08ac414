import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { en, ty } from '../../storybook/storyText';
import { WPS_PENDING, wpsError } from '../../storybook/wpsReplies';
import AgreementScreen from './AgreementScreen';

const PAGE = {
  title: 'Lucky Peso user agreement',
  content: '<h2>1. Eligibility</h2><p>You must be at least 21 years old.</p>',
};

/** /m/useragreement: the brand's age limit, then its agreement from the server. */
const meta = {
  title: 'Pages/User agreement',
  component: AgreementScreen,
  decorators: [inMain],
  parameters: { route: paths.useragreement, wps: { sitePage: PAGE } },
} satisfies Meta<typeof AgreementScreen>;
export default meta;

/** Lucky Peso: 21 and over. */
export const Agreement: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Lucky Peso user agreement' })).toBeVisible();
    await expect(canvas.getByText('You must be 21 or older to play at Lucky Peso.')).toBeVisible();
  },
};

/** A Filipino brand (Bayani Bet, 18 and over) in Filipino. */
export const FilipinoBrand: StoryObj = {
  parameters: {
    brand: 'bayani-bet',
    wps: { sitePage: { title: 'Kasunduan ng user ng Bayani Bet', content: '<p>Mga tuntunin.</p>' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Kasunduan ng user ng Bayani Bet' })).toBeVisible();
    await expect(
      canvas.getByText(ty('pages.agreement.ageNote').replace('{{age}}', '18').replace('{{brand}}', 'Bayani Bet')),
    ).toBeVisible();
  },
};

/** Server HTML with a script, an event handler and a javascript: link: all removed, the text kept. */
export const Sanitised: StoryObj = {
  parameters: {
    wps: {
      sitePage: {
        title: 'Lucky Peso user agreement',
        content:
          '<p>Terms text</p><script>window.__storyPwned = true</script>' +
          '<img src="data:," alt="" onerror="window.__storyPwned = true"><a href="javascript:alert(1)">Click</a>',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = (await canvas.findByText('Terms text')).closest('article')!;
    await expect(article.querySelector('script')).toBeNull();
    await expect(article.querySelector('[onerror]')).toBeNull();
    await expect(article.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    await expect((window as { __storyPwned?: boolean }).__storyPwned).toBeUndefined();
  },
};

/** The brand has no agreement page (404 page.missing): a note, no Retry. */
export const MissingPage: StoryObj = {
  parameters: { wps: { sitePage: wpsError('The requested url is empty', 'page.missing', 404) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(en('apiError.page_missing'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: en('app.retry') })).toBeNull();
  },
};

export const Loading: StoryObj = {
  parameters: { wps: { sitePage: WPS_PENDING } },
  play: playLoading,
};

const failFirst = failOnce(PAGE);

/** Another failure: alert and Retry. */
export const LoadFailed: StoryObj = {
  beforeEach: failFirst.reset,
  parameters: { wps: { sitePage: failFirst.reply } },
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Lucky Peso user agreement' })).toBeVisible();
  },
};
