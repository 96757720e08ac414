import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LoginPopupHost } from '../../features/auth/LoginPopupHost';
import MemberCentreScreen from '../../features/member/MemberCentreScreen';
import { paths } from '../../registry/paths';
import { en } from '../../storybook/storyText';

/** The member centre with the shell's login popup host, as a visitor sees it. */
function MemberCentreAsVisitor() {
  return (
    <>
      <main>
        <MemberCentreScreen />
      </main>
      <LoginPopupHost />
    </>
  );
}

/** A visitor taps a member-only item of the member centre: the login popup opens over the page (SPEC §6). */
const meta = {
  title: 'Shell/Member centre login popup',
  component: MemberCentreAsVisitor,
  parameters: { route: paths.mine },
} satisfies Meta<typeof MemberCentreAsVisitor>;
export default meta;

const opensPopup =
  (navLabel: string, itemKey: string): StoryObj['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: en(navLabel) }, { timeout: 5000 });
    await userEvent.click(within(nav).getByRole('button', { name: en(itemKey) }));
    const dialog = await canvas.findByRole('dialog', { name: en('auth.loginTitle') }, { timeout: 5000 });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: en('auth.loginButton') })).toBeVisible();
  };

/** A list entry (message centre). */
export const ListItem: StoryObj = { play: opensPopup('menu.memberCentreLabel', 'menu.messageCentre') };

/** A quick-menu entry (security centre). */
export const QuickMenuItem: StoryObj = { play: opensPopup('menu.quickMenuLabel', 'menu.securityCenter') };

/** The header's settings shortcut. */
export const HeaderShortcut: StoryObj = { play: opensPopup('member.header.shortcuts', 'member.header.settings') };

/** "Log in or register" in the profile block. */
export const LogInOrRegister: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: en('member.guest.prompt') }));
    await expect(await canvas.findByRole('dialog', { name: en('auth.loginTitle') }, { timeout: 5000 })).toBeVisible();
  },
};
