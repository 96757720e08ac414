import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { WPS_PENDING } from '../../storybook/wpsReplies';
import SecurityCentreScreen from './SecurityCentreScreen';
import { configAllSet, configNothingSet } from './storySamples';

/** /m/securityCenter: the settings list; a row opens its editor in place of the list. */
const meta = {
  title: 'Security/Security centre',
  component: SecurityCentreScreen,
  decorators: [inMain],
  parameters: {
    route: paths.securityCenter,
    session: demoSession,
    member: demoMember,
    wps: { securityConfig: configAllSet },
  },
} satisfies Meta<typeof SecurityCentreScreen>;
export default meta;

const list = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: en('security.listLabel') });
const row = (canvasElement: HTMLElement, key: string) =>
  within(canvasElement).getByRole('button', { name: new RegExp(en(`security.items.${key}`)) });

/** Everything but the questions set: statuses, values, the masked verified mobile with its note. */
export const Loaded: StoryObj = {
  play: async ({ canvasElement }) => {
    const rows = within(await list(canvasElement));
    await expect(row(canvasElement, 'paymentPassword')).toHaveTextContent(en('security.set'));
    await expect(row(canvasElement, 'bankCards')).toHaveTextContent('2 of 5');
    await expect(row(canvasElement, 'securityQuestions')).toHaveTextContent(en('security.notSet'));
    await expect(row(canvasElement, 'email')).toHaveTextContent('demo@example.com');
    await expect(row(canvasElement, 'payeeName')).toHaveTextContent('Juan Dela Cruz');
    await expect(rows.getByText(/\+63 917\*\*\*\*567/)).toHaveTextContent(en('security.mobileVerified'));
    await expect(rows.getByText(en('security.mobileNote'))).toBeVisible();
    // The mobile number is read only: no button for it.
    await expect(rows.queryByRole('button', { name: new RegExp(en('security.items.mobile')) })).toBeNull();
    await expect(rows.getByRole('img', { name: 'Icon 3' })).toBeVisible();
  },
};

/** A new member: every status says Not set. */
export const NothingSet: StoryObj = {
  // A function, so Storybook does not merge it into the meta's object reply.
  parameters: { wps: { securityConfig: () => configNothingSet } },
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    for (const key of ['paymentPassword', 'securityQuestions', 'email', 'nickname', 'payeeName'])
      await expect(row(canvasElement, key)).toHaveTextContent(en('security.notSet'));
    await expect(row(canvasElement, 'bankCards')).toHaveTextContent('0 of 5');
  },
};

export const Loading: StoryObj = {
  parameters: { wps: { securityConfig: WPS_PENDING } },
  play: playLoading,
};

const failFirst = failOnce(configAllSet);

/** The first load fails: alert and Retry, which loads the list. */
export const LoadFailed: StoryObj = {
  beforeEach: failFirst.reset,
  parameters: { wps: { securityConfig: failFirst.reply } },
  play: async ({ canvasElement }) => {
    await retryFailedLoad(canvasElement);
    await list(canvasElement);
  },
};

/** A row opens its editor (heading focused); "Back to security centre" returns with focus on the row. */
export const OpenAndBack: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.click(row(canvasElement, 'nickname'));
    const heading = await canvas.findByRole('heading', { name: en('security.items.nickname'), level: 2 });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: en('security.items.nickname') })).toHaveValue('Demo');
    await userEvent.click(canvas.getByRole('button', { name: en('security.back') }));
    await list(canvasElement);
    await waitFor(() => expect(row(canvasElement, 'nickname')).toHaveFocus());
  },
};
