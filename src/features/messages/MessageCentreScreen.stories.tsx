import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { WPS_PENDING, wpsError, type WpsRequest } from '../../storybook/wpsReplies';
import { MessageCentreScreen } from './MessageCentreScreen';
import { inboxPage, sampleMessages, twoPages } from './sampleMessages';

const text = (key: string, n: number) => en(key).replace('{{n}}', String(n));
const failedFirst = failOnce(inboxPage(sampleMessages));

/** The message centre (MAILCEN): paged inbox, unread state, opening marks read, a feedback reply as a thread. */
const meta = {
  title: 'Messages/Message centre',
  component: MessageCentreScreen,
  decorators: [inMain],
  parameters: {
    route: paths.webEmail,
    session: demoSession,
    member: demoMember,
    flags: { MAILCEN: true },
    wps: { inboxList: inboxPage(sampleMessages), inboxRead: { unreadCount: 1 } },
  },
} satisfies Meta<typeof MessageCentreScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unread messages are bold with a dot and a hidden "Unread:" label; opening one lowers the count at once. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text('messages.unreadLine', 2))).toBeVisible();
    const unread = canvas.getAllByRole('button', { name: new RegExp(`^${en('messages.unreadLabel')}`) });
    await expect(unread).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: /Bonus credited/ }));
    await expect(await canvas.findByText(text('messages.unreadLine', 1))).toBeVisible();
    await expect(canvas.getByText('Your welcome bonus is ready.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Bonus credited/ })).toHaveAccessibleName(/^Bonus credited/);
  },
};

/** A reply to the member's feedback: their own text first (as plain text), then the operator's reply. */
export const FeedbackThread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Re: your feedback/ }));
    const thread = canvas.getByRole('region', { name: en('messages.conversation') });
    await expect(thread).toHaveTextContent(/The slots lobby loads slowly.*Thank you for your feedback/);
    await expect(within(thread).getByRole('heading', { name: en('messages.yourFeedback') })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { wps: { inboxList: WPS_PENDING } },
  play: playLoading,
};

export const Empty: Story = {
  parameters: { wps: { inboxList: inboxPage([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en('messages.empty'))).toBeVisible();
  },
};

/** The first load fails; Retry loads the inbox. */
export const LoadFailed: Story = {
  parameters: { wps: { inboxList: failedFirst.reply } },
  beforeEach: failedFirst.reset,
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Welcome!/ })).toBeVisible();
  },
};

/** Two pages: "Load more" appends the second and then goes away. */
export const LoadMore: Story = {
  parameters: { wps: { inboxList: (r: WpsRequest) => twoPages(Number(r.params.pageNo)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: en('messages.loadMore') }));
    await expect(await canvas.findByRole('button', { name: /Security tip/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: en('messages.loadMore') })).toBeNull();
  },
};

/** The server refuses the read: the message turns unread again and the count comes back. */
export const MarkReadFails: Story = {
  parameters: { wps: { inboxRead: wpsError('Down') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Bonus credited/ }));
    await expect(await canvas.findByText(text('messages.unreadLine', 2))).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Bonus credited/ })).toHaveAccessibleName(
      new RegExp(`^${en('messages.unreadLabel')}`),
    );
  },
};

export const MailCentreOn: Story = {
  name: 'MAILCEN on',
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Welcome!/ })).toBeVisible();
  },
};

/** MAILCEN off, opened by its URL: the SPEC §8 "no permission or temporarily unavailable" text. */
export const MailCentreOff: Story = {
  name: 'MAILCEN off',
  parameters: { flags: { MAILCEN: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en('messages.featureUnavailable'));
    await expect(canvas.queryByRole('button', { name: /Welcome!/ })).toBeNull();
  },
};
