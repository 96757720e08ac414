import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { wpsError } from '../../storybook/wpsReplies';
import { FeedbackScreen } from './FeedbackScreen';

const fill = (key: string, values: Record<string, number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), en(key));
const VALID = 'The new lobby is great but search is slow';

/** Feedback (FEEDBACK3): live word count, the bounds refused in place, the reply waiting in the message centre. */
const meta = {
  title: 'Messages/Feedback',
  component: FeedbackScreen,
  decorators: [inMain],
  parameters: {
    route: paths.feedback,
    session: demoSession,
    member: demoMember,
    flags: { FEEDBACK3: true },
    wps: { feedbackSubmit: { id: 1, unreadCount: 4 } },
  },
} satisfies Meta<typeof FeedbackScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Too few words: refused in place with the count; the text stays. */
export const TooFewWords: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: en('messages.feedback.label') });
    await userEvent.type(box, 'Too short');
    await expect(canvas.getByText(fill('messages.feedback.words', { n: 2, max: 500 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en('messages.feedback.send') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(fill('messages.feedback.few', { min: 5, n: 2 }));
    await expect(box).toHaveValue('Too short');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sent: the box clears and the page says the reply is waiting, with a link to the message centre. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: en('messages.feedback.label') });
    await userEvent.type(box, VALID);
    await userEvent.click(canvas.getByRole('button', { name: en('messages.feedback.send') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(en('messages.feedback.sent'));
    await expect(canvas.getByRole('link', { name: en('messages.feedback.openMessages') })).toHaveAttribute(
      'href',
      paths.webEmail,
    );
    await expect(box).toHaveValue('');
  },
};

/** The server refuses (too often): an alert, and the text is kept. */
export const ServerRefusal: Story = {
  parameters: { wps: { feedbackSubmit: wpsError('Too often', 'feedback.too.often', 429) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: en('messages.feedback.label') });
    await userEvent.type(box, VALID);
    await userEvent.click(canvas.getByRole('button', { name: en('messages.feedback.send') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      fill('messages.feedback.tooOften', { minutes: 1 }),
    );
    await expect(box).toHaveValue(VALID);
  },
};

export const FeedbackOn: Story = {
  name: 'FEEDBACK3 on',
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('textbox', { name: en('messages.feedback.label') }),
    ).toBeVisible();
  },
};

/** FEEDBACK3 off, opened by its URL: the SPEC §8 text instead of the form. */
export const FeedbackOff: Story = {
  name: 'FEEDBACK3 off',
  parameters: { flags: { FEEDBACK3: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en('messages.featureUnavailable'));
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};
