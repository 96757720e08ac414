import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { HeaderMenuButton } from './HeaderMenuButton';

const unreadText = (n: number) => en('messages.unreadMessages').replace('{{n}}', String(n));
let countCalls = 0;
const signedIn = { session: demoSession, member: demoMember, flags: { MAILCEN: true } };

/** The header's menu button: a dot when the member has unread messages (MAILCEN), described for screen readers. */
const meta = {
  title: 'Shell/Header menu button',
  component: HeaderMenuButton,
  decorators: [
    (Story) => (
      <header style={{ display: 'flex', justifyContent: 'flex-end', background: '#1c1c1e', color: '#fff' }}>
        <Story />
      </header>
    ),
  ],
} satisfies Meta<typeof HeaderMenuButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: no count is asked for and there is no dot. */
export const Visitor: Story = {
  parameters: { flags: { MAILCEN: true }, wps: {} },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: en('header.menu') });
    await expect(button).not.toHaveAttribute('aria-describedby');
  },
};

/** Unread messages: the dot, "Unread messages: 3", and the menu's Messages entry with the count. */
export const Unread: Story = {
  parameters: { ...signedIn, wps: { inboxUnreadCount: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: en('header.menu') });
    await waitFor(() => expect(button).toHaveAccessibleDescription(unreadText(3)));
    await userEvent.click(button);
    await expect(await canvas.findByRole('link', { name: `${en('messages.menuEntry')} 3` })).toBeVisible();
  },
};

/** All read: no dot. */
export const NoneUnread: Story = {
  parameters: {
    ...signedIn,
    wps: {
      inboxUnreadCount: () => {
        countCalls++;
        return 0;
      },
    },
  },
  beforeEach: () => {
    countCalls = 0;
  },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: en('header.menu') });
    // Asked once on mount, and answered 0: no dot.
    await waitFor(() => expect(countCalls).toBe(1));
    await expect(button).not.toHaveAttribute('aria-describedby');
  },
};

/** MAILCEN off: no count, no dot and no Messages entry, even with unread messages on the server. */
export const MailCentreOff: Story = {
  name: 'MAILCEN off',
  parameters: { ...signedIn, flags: { MAILCEN: false }, wps: { inboxUnreadCount: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: en('header.menu') });
    await expect(button).not.toHaveAttribute('aria-describedby');
    await userEvent.click(button);
    await expect(await canvas.findByRole('link', { name: en('headerMenu.helpCentre') })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: new RegExp(en('messages.menuEntry')) })).toBeNull();
  },
};
