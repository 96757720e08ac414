import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { HelpCentreReply } from '@common/generated/api';
import { paths, withQuery } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { en } from '../../storybook/storyText';
import { WPS_PENDING } from '../../storybook/wpsReplies';
import HelpScreen from './HelpScreen';

const ENTRIES: HelpCentreReply = [
  { title: 'How do I register?', content: '<p>Tap <strong>Register</strong>, fill in the form and confirm.</p>' },
  { title: 'How do I deposit?', content: '<p>Open the deposit centre, choose a channel and enter the amount.</p>' },
  { title: 'How long do withdrawals take?', content: '<p>Most withdrawals arrive within <em>5 minutes</em>.</p>' },
];

/** The help centre (/m/help, /m/helpDetail?i=): its own title bar, the entries as an accordion. */
const meta = {
  title: 'Pages/Help centre',
  component: HelpScreen,
  decorators: [inMain],
  parameters: { route: withQuery(paths.helpDetail, { i: 1 }), wps: { helpCentre: ENTRIES } },
} satisfies Meta<typeof HelpScreen>;
export default meta;

/** The entry ?i= names is the open one. */
async function expectOpen(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'true');
  await expect(canvas.getAllByRole('button', { expanded: true })).toHaveLength(1);
}

/** ?i=1: the second entry is open, the others closed. */
export const Loaded: StoryObj = {
  play: async ({ canvasElement }) => {
    await expectOpen(canvasElement, 'How do I deposit?');
    const region = within(canvasElement).getByRole('region', { name: 'How do I deposit?' });
    await expect(region).toHaveTextContent('choose a channel');
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(en('route.help'));
  },
};

/** ?i=42 is past the end: the first entry opens. */
export const OutOfRange: StoryObj = {
  parameters: { route: withQuery(paths.helpDetail, { i: 42 }) },
  play: async ({ canvasElement }) => expectOpen(canvasElement, 'How do I register?'),
};

/** No entries: the empty note. */
export const Empty: StoryObj = {
  parameters: { wps: { helpCentre: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en('pages.help.empty'))).toBeVisible();
  },
};

/** The call has not answered. */
export const Loading: StoryObj = {
  parameters: { wps: { helpCentre: WPS_PENDING } },
  play: playLoading,
};

const failFirst = failOnce(ENTRIES);

/** The first load fails: alert and Retry, which loads the entries. */
export const LoadFailed: StoryObj = {
  beforeEach: failFirst.reset,
  parameters: { wps: { helpCentre: failFirst.reply } },
  play: async ({ canvasElement }) => {
    await retryFailedLoad(canvasElement);
    await expectOpen(canvasElement, 'How do I deposit?');
  },
};
