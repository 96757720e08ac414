import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { WPS_PENDING, wpsError, type WpsRequest } from '../../storybook/wpsReplies';
import ResponsiblePlayScreen from './ResponsiblePlayScreen';
import {
  emptyHistory,
  historySample,
  overviewConfirmed,
  overviewPending,
  overviewReached,
  overviewSample,
} from './storySamples';

/** /m/responsiblePlay: limits, reality check, time-out and self-exclusion, and the history of changes. */
const meta = {
  title: 'Responsible play/Settings',
  component: ResponsiblePlayScreen,
  decorators: [inMain],
  parameters: {
    route: paths.responsiblePlay,
    session: demoSession,
    member: demoMember,
    wps: { rpOverview: overviewSample, rpHistory: historySample },
  },
} satisfies Meta<typeof ResponsiblePlayScreen>;
export default meta;

const region = (canvasElement: HTMLElement, key: string) =>
  within(canvasElement).findByRole('region', { name: en(`rp.limitName.${key.replace('.', '_')}`) });

/** The daily deposit limit in force with what is used and when it resets; the history with time and source. */
export const Loaded: StoryObj = {
  play: async ({ canvasElement }) => {
    const deposit = within(await region(canvasElement, 'deposit.day'));
    await expect(deposit.getByText(/₱1,000\.00/)).toBeVisible();
    await expect(deposit.getByText(/₱250\.00/)).toBeVisible();
    const history = await within(canvasElement).findByRole('list', { name: en('rp.history.heading') });
    await expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    await expect(history).toHaveTextContent(en('rp.history.source.member'));
    await expect(within(canvasElement).getByRole('radio', { name: /30/ })).toBeChecked();
  },
};

export const Loading: StoryObj = {
  parameters: { wps: { rpOverview: WPS_PENDING, rpHistory: emptyHistory } },
  play: playLoading,
};

const failing = failOnce(overviewSample);
export const LoadFailed: StoryObj = {
  beforeEach: failing.reset,
  parameters: { wps: { rpOverview: failing.reply, rpHistory: emptyHistory } },
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('region', { name: en('rp.limitName.deposit_day') })).toBeVisible();
    await expect(canvas.getByText(en('rp.history.empty'))).toBeVisible();
  },
};

/** A new limit: the amount goes to the server as money with two decimals. */
export const SetLimit: StoryObj = {
  parameters: {
    wps: {
      rpSetLimit: (request: WpsRequest) => {
        const body = request.data as { key: string; amount?: string };
        return body.key === 'deposit.week' && body.amount === '3000.00' ? overviewSample : wpsError('Bad body');
      },
    },
  },
  play: async ({ canvasElement }) => {
    const week = within(await region(canvasElement, 'deposit.week'));
    await expect(week.getByText(en('rp.noLimit'))).toBeVisible();
    await userEvent.type(week.getByRole('textbox'), '3,000');
    await userEvent.click(week.getByRole('button', { name: en('rp.save') }));
    await waitFor(() => expect(week.getByRole('textbox')).toHaveValue(''));
    await expect(week.queryByRole('alert')).toBeNull();
  },
};

/** A raise waiting 24 hours: now due, the member confirms it and the new limit applies. */
export const LimitsPending: StoryObj = {
  parameters: {
    wps: { rpOverview: overviewPending, rpConfirmLimit: overviewConfirmed },
  },
  play: async ({ canvasElement }) => {
    const deposit = within(await region(canvasElement, 'deposit.day'));
    await expect(deposit.getByRole('status')).toHaveTextContent(/₱5,000\.00/);
    await userEvent.click(deposit.getByRole('button', { name: en('rp.confirmChange') }));
    await waitFor(() => expect(deposit.getByText(/₱5,000\.00/)).toBeVisible());
    await expect(deposit.queryByRole('button', { name: en('rp.confirmChange') })).toBeNull();
  },
};

/** The daily loss limit used up: the row says so and when it resets. */
export const LimitReached: StoryObj = {
  parameters: { wps: { rpOverview: overviewReached } },
  play: async ({ canvasElement }) => {
    const loss = within(await region(canvasElement, 'loss.day'));
    await expect(loss.getByRole('status')).toHaveTextContent(en('rp.reached').split(':')[0]!);
  },
};

/** A refusal in words: confirming before the 24 hours names the time it becomes possible. */
export const ConfirmTooEarly: StoryObj = {
  parameters: {
    wps: {
      rpOverview: overviewPending,
      rpConfirmLimit: wpsError('Unknown error', 'rp.limit.pending.early', 409, {
        effectiveAt: Date.UTC(2026, 10, 24, 4, 0),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const deposit = within(await region(canvasElement, 'deposit.day'));
    await userEvent.click(deposit.getByRole('button', { name: en('rp.confirmChange') }));
    await expect(await deposit.findByRole('alert')).toHaveTextContent(/Too early: you can confirm on Nov 24, 2026/);
  },
};

/**
 * A time-out asks first (alertdialog saying what happens) and needs the sign-in password; a wrong one is refused in
 * the dialog. (With the right one the page reloads signed out: the e2e journey covers it.)
 */
export const TimeOutConfirm: StoryObj = {
  parameters: {
    wps: { rpExclude: wpsError('Unknown error', 'rp.password.wrong', 400) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: en('rp.exclusion.take.24h') }));
    const dialog = within(await canvas.findByRole('alertdialog'));
    await expect(dialog.getByText(/signed out now, on every device/)).toBeVisible();
    await expect(dialog.queryByText(en('rp.exclusion.cannotUndo'))).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: en('rp.exclusion.confirmTimeout') }));
    await expect(await dialog.findByText(en('rp.exclusion.passwordNeeded'))).toBeVisible();
    await userEvent.type(dialog.getByLabelText(en('rp.exclusion.password')), 'not-my-password');
    await userEvent.click(dialog.getByRole('button', { name: en('rp.exclusion.confirmTimeout') }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(en('apiError.rp_password_wrong'));
    await expect(dialog.getByLabelText(en('rp.exclusion.password'))).toHaveValue('');
  },
};

/** A self-exclusion's dialog warns that its first 6 months cannot be undone; Cancel leaves everything as it was. */
export const SelfExclusionWarning: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: en('rp.exclusion.take.1y') }));
    const dialog = within(await canvas.findByRole('alertdialog'));
    await expect(dialog.getByText(en('rp.exclusion.cannotUndo'))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: en('common.cancel') }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
  },
};
