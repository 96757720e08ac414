import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { WPS_PENDING, wpsError, type WpsRequest } from '../../storybook/wpsReplies';
import RedRainScreen from './RedRainScreen';
import { sampleRedRain } from './storySamples';

/** /m/redRain: a timed event; during it envelopes fall and each tap grabs one (the server draws the amount). */
const meta = {
  title: 'Promotions/Red envelope rain',
  component: RedRainScreen,
  decorators: [inMain],
  parameters: {
    route: paths.redRain,
    session: demoSession,
    member: demoMember,
    wps: { redRain: () => sampleRedRain('live') },
  },
} satisfies Meta<typeof RedRainScreen>;
export default meta;

let grabs: WpsRequest[] = [];
const amounts = ['12.34', '5.00', '1.50'];

/**
 * During the window: real buttons; a grab shows the amount and the total; tapping an opened envelope says "already
 * grabbed" without another call.
 */
export const Live: StoryObj = {
  beforeEach: () => {
    grabs = [];
  },
  parameters: {
    wps: {
      redRainGrab: (request: WpsRequest) => {
        grabs.push(request);
        return {
          eventId: 'evening',
          amount: amounts[grabs.length - 1]!,
          grabsLeft: 3 - grabs.length,
          balance: '10012.34',
        };
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The first story of a run also waits for the reply checks' code to load.
    const first = await canvas.findByRole('button', { name: 'Red envelope 1' }, { timeout: 5000 });
    await expect(canvas.getAllByRole('button', { name: /^Red envelope \d+$/ })).toHaveLength(10);
    await userEvent.click(first);
    await expect(await canvas.findByRole('status')).toHaveTextContent('You got ₱12.34!');
    await expect(canvas.getByText('₱12.34', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getByText('2 envelopes left for you')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Red envelope 1, opened: ₱12.34' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(en('promotions.redRain.already'));
    await expect(grabs).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Red envelope 2' }));
    await expect(await canvas.findByText('₱17.34', { selector: 'strong' })).toBeVisible();
  },
};

/** The member's envelopes are used up: the server's refusal, and the rest cannot be tapped. */
export const LimitReached: StoryObj = {
  parameters: { wps: { redRainGrab: wpsError('Unknown error', 'redrain.limit', 409) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Red envelope 3' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(en('apiError.redrain_limit'));
    await expect(canvas.getByRole('button', { name: 'Red envelope 4' })).toBeDisabled();
  },
};

/** Before the window: when the next rain starts, no envelopes. */
export const Upcoming: StoryObj = {
  parameters: { wps: { redRain: () => sampleRedRain('upcoming') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Next rain: .* \(in 0[01]:\d\d:\d\d\)$/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Red envelope 1' })).toBeNull();
  },
};

/** An event limited to other member types. */
export const NotAllowed: StoryObj = {
  parameters: { wps: { redRain: () => sampleRedRain('live', { allowed: false }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en('promotions.redRain.notAllowed'))).toBeVisible();
  },
};

export const NoEvents: StoryObj = {
  parameters: { wps: { redRain: { serverTime: 0, events: [] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en('promotions.redRain.none'))).toBeVisible();
  },
};

export const Loading: StoryObj = {
  parameters: { wps: { redRain: WPS_PENDING } },
  play: playLoading,
};

const failFirst = failOnce(() => sampleRedRain('upcoming'));

export const LoadFailed: StoryObj = {
  beforeEach: failFirst.reset,
  parameters: { wps: { redRain: failFirst.reply } },
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByText(/^Next rain/)).toBeVisible();
  },
};
