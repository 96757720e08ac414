import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { useStores } from '../../stores/StoresContext';
import { FeedbackHost } from '../../ui/feedback/FeedbackHost';
import { AppFooter } from './AppFooter';

/** The footer with the app's toasts, so refusals can be read. */
function FooterWithToasts() {
  const { feedback } = useStores();
  return (
    <>
      <main>
        <h1>Page</h1>
      </main>
      <AppFooter showMenu />
      <FeedbackHost store={feedback} />
    </>
  );
}

/** The footer menu's refusal states (SPEC §6): REFERRAL off on invite friends, a free member on the member entry. */
const meta = {
  title: 'Shell/Footer refusals',
  component: FooterWithToasts,
  parameters: { route: '/m/home' },
} satisfies Meta<typeof FooterWithToasts>;
export default meta;

const footer = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: en('footer.navLabel') }));

/** A member of a brand without the referral promotion: invite friends says to contact customer service. */
export const ReferralOff: StoryObj = {
  name: 'REFERRAL off: contact service',
  parameters: { session: demoSession, member: demoMember, flags: { REFERRAL: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(footer(canvasElement).getByRole('button', { name: en('footer.inviteFriends') }));
    await expect(await within(canvasElement).findByText(en('roles.contact_service'))).toBeVisible();
  },
};

/** With REFERRAL on, invite friends is a plain link. */
export const ReferralOn: StoryObj = {
  name: 'REFERRAL on: a link',
  parameters: { session: demoSession, member: demoMember, flags: { REFERRAL: true } },
  play: async ({ canvasElement }) => {
    await expect(footer(canvasElement).getByRole('link', { name: en('footer.inviteFriends') })).toHaveAttribute(
      'href',
      '/m/inviteFriends',
    );
  },
};

/** A free member (type 4) is refused the member area with the free_reject message. */
export const FreeMember: StoryObj = {
  parameters: {
    session: { ...demoSession, type: 4 },
    member: { ...demoMember, type: 4 },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(footer(canvasElement).getByRole('button', { name: en('footer.member') }));
    await expect(await within(canvasElement).findByText(en('roles.free_reject'))).toBeVisible();
  },
};

/** A visitor's member entry goes to the login page; the small help link is still a 24 px target (WCAG 2.5.8). */
export const Visitor: StoryObj = {
  play: async ({ canvasElement }) => {
    const help = within(canvasElement).getByRole('link', { name: en('footer.responsiblePlay') });
    await expect(help.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await expect(help.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
    await expect(footer(canvasElement).getByRole('link', { name: en('footer.member') })).toHaveAttribute(
      'href',
      '/m/login',
    );
  },
};
