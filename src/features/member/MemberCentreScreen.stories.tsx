import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import MemberCentreScreen from './MemberCentreScreen';
import { storyMemberInfo } from './storyMember';

/** /m/mine: the member centre's own header, the profile, tiles, quick menu and list, for members and visitors. */
const meta = {
  title: 'Member/Member centre',
  component: MemberCentreScreen,
  decorators: [inMain],
  parameters: { route: paths.mine },
} satisfies Meta<typeof MemberCentreScreen>;
export default meta;

/** Signed in as the story member with `unread` unread messages. */
const asMember = (unread = 3, member = storyMemberInfo) => ({
  session: demoSession,
  member,
  wps: { memberInfo: member, inboxUnreadCount: unread },
});

/**
 * The centre's variant is a chunk of its own: under npm test's load it can take longer than a query's 1 s to arrive
 * (six stories failed so in a clean-clone run). Each story starts once it is there.
 */
const variantLoaded = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement).queryByText(en('app.loading'))).toBeNull(), { timeout: 15_000 });

const unreadText = (n: number) => en('member.unread').replace('{{count}}', String(n));

/** A member: back to home, the title, account, VIP level name, 30 days with us and the balance. */
export const Member: StoryObj = {
  parameters: asMember(),
  play: async ({ canvasElement }) => {
    await variantLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: en('route.mine') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: en('header.back') })).toBeVisible();
    const profile = await canvas.findByRole('list', { name: en('member.profile.label') });
    await expect(profile).toHaveTextContent(`${en('member.profile.account')}: demo`);
    await expect(profile).toHaveTextContent(`${en('member.profile.vipLevel')}: Gold`);
    await expect(profile).toHaveTextContent(`${en('member.profile.days')}: 30`);
    await expect(profile).toHaveTextContent(`${en('member.profile.balance')}: `);
    await expect(canvas.getByRole('link', { name: en('member.header.settings') })).toHaveAttribute('href', paths.set);
  },
};

/** No VIP level: the level fact is left out. */
export const NoVipLevel: StoryObj = {
  parameters: asMember(0, { ...storyMemberInfo, vipLabel: undefined }),
  play: async ({ canvasElement }) => {
    await variantLoaded(canvasElement);
    const profile = await within(canvasElement).findByRole('list', { name: en('member.profile.label') });
    await expect(profile).toHaveTextContent(`${en('member.profile.account')}: demo`);
    await waitFor(() => expect(profile).not.toHaveTextContent(en('member.profile.vipLevel')));
  },
};

/** Three unread: the dot on the header's Messages and on the list's Message centre, read as the count. */
export const UnreadDot: StoryObj = {
  parameters: asMember(3),
  play: async ({ canvasElement }) => {
    await variantLoaded(canvasElement);
    const canvas = within(canvasElement);
    const shortcuts = canvas.getByRole('navigation', { name: en('member.header.shortcuts') });
    await expect(
      await within(shortcuts).findByRole('link', { name: `${en('member.header.messages')} ${unreadText(3)}` }),
    ).toBeVisible();
    const list = canvas.getByRole('navigation', { name: en('menu.memberCentreLabel') });
    await expect(
      within(list).getByRole('link', { name: `${en('menu.messageCentre')} ${unreadText(3)}` }),
    ).toBeVisible();
  },
};

/** Nothing unread: no dot anywhere. */
export const NoUnread: StoryObj = {
  parameters: asMember(0),
  play: async ({ canvasElement }) => {
    await variantLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: en('member.header.messages') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en('menu.messageCentre') })).toBeVisible();
    await expect(canvas.queryByText(unreadText(0))).toBeNull();
  },
};

let unreadCalls = 0;

/** A visitor: "Log in or register" (a button, not a link), every entry a button, and no unread count fetched. */
export const Visitor: StoryObj = {
  beforeEach: () => {
    unreadCalls = 0;
  },
  parameters: {
    wps: {
      inboxUnreadCount: () => {
        unreadCalls += 1;
        return 3;
      },
    },
  },
  play: async ({ canvasElement }) => {
    await variantLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: en('member.guest.prompt') })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: en('member.profile.label') })).toBeNull();
    for (const key of ['member.header.messages', 'member.header.settings', 'menu.vipBenefits', 'menu.deposit'])
      await expect(canvas.getByRole('button', { name: en(key) })).toBeVisible();
    const list = canvas.getByRole('navigation', { name: en('menu.memberCentreLabel') });
    await expect(within(list).queryAllByRole('link')).toHaveLength(0);
    await expect(unreadCalls).toBe(0);
  },
};

/** The download tile opens the download popup. */
export const DownloadTile: StoryObj = {
  parameters: asMember(),
  play: async ({ canvasElement }) => {
    await variantLoaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: en('member.tiles.download') }));
    await expect(await canvas.findByRole('dialog', { name: en('download.title') })).toBeVisible();
  },
};
