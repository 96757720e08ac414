import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { WPS_PENDING } from '../../storybook/wpsReplies';
import InviteFriendsScreen from './InviteFriendsScreen';
import { withToasts } from './storyInvite';

const invite = { code: 'K7MX2PQR', link: 'https://luckypeso.example/m/register?affiliateCode=K7MX2PQR' };

/** /m/inviteFriends: code and link with copy, share where the browser has it, and a QR code. */
const meta = {
  title: 'Invite/Invite friends',
  component: InviteFriendsScreen,
  decorators: [inMain],
  parameters: { route: paths.inviteFriends, session: demoSession, wps: { memberInvite: invite } },
} satisfies Meta<typeof InviteFriendsScreen>;
export default meta;

/** Replaces a browser API for one story; returns the undo. */
function stub<T extends object>(target: T, key: string, value: unknown): () => void {
  const own = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { value, configurable: true, writable: true });
  return () => {
    if (own) Object.defineProperty(target, key, own);
    else delete (target as Record<string, unknown>)[key];
  };
}

/** Code, link and the QR code image (an SVG data URL from the `qrcode` package). */
export const Loaded: StoryObj = {
  name: 'REFERRAL on',
  parameters: { flags: { REFERRAL: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: en('invite.code') })).toHaveValue(invite.code);
    await expect(canvas.getByRole('textbox', { name: en('invite.link') })).toHaveValue(invite.link);
    const qr = await canvas.findByRole('img', { name: en('invite.qrAlt') }, { timeout: 5000 });
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  },
};

/** The clipboard works: "Copied". */
export const Copied: StoryObj = {
  beforeEach: () => stub(navigator, 'clipboard', { writeText: () => Promise.resolve() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: en('invite.copyLink') }));
    await expect(await canvas.findByText(en('invite.copied'))).toBeVisible();
  },
};

/** Clipboard and copy command both blocked: the code stays selected and a note says to copy it by hand. */
export const CopyBlocked: StoryObj = {
  beforeEach: () => {
    const undoClipboard = stub(navigator, 'clipboard', { writeText: () => Promise.reject(new Error('denied')) });
    const undoCommand = stub(document, 'execCommand', () => false);
    return () => {
      undoClipboard();
      undoCommand();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByRole<HTMLInputElement>('textbox', { name: en('invite.code') });
    await userEvent.click(canvas.getByRole('button', { name: en('invite.copyCode') }));
    await expect(await canvas.findByText(en('invite.copyBlocked'))).toBeVisible();
    await expect(code.value.slice(code.selectionStart ?? 0, code.selectionEnd ?? 0)).toBe(invite.code);
  },
};

/** Where the Web Share API exists, Share hands the link to the system sheet. */
export const ShareAvailable: StoryObj = {
  beforeEach: () => {
    const shared: ShareData[] = [];
    (globalThis as { __shared?: ShareData[] }).__shared = shared;
    return stub(navigator, 'share', (data: ShareData) => {
      shared.push(data);
      return Promise.resolve();
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: en('invite.share') }));
    await waitFor(() => expect((globalThis as { __shared?: ShareData[] }).__shared?.[0]?.url).toBe(invite.link));
  },
};

/** Without the Web Share API there is no Share button. */
export const ShareUnavailable: StoryObj = {
  beforeEach: () => stub(navigator, 'share', undefined),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: en('invite.code') });
    await expect(canvas.queryByRole('button', { name: en('invite.share') })).toBeNull();
  },
};

/** REFERRAL off, even on the direct URL: the contact-service toast and nothing loads. */
export const ReferralOff: StoryObj = {
  name: 'REFERRAL off',
  decorators: [withToasts],
  parameters: { flags: { REFERRAL: false }, wps: { memberInvite: WPS_PENDING } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(en('roles.contact_service'))).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: en('invite.code') })).toBeNull();
  },
};

export const Loading: StoryObj = {
  parameters: { wps: { memberInvite: WPS_PENDING } },
  play: playLoading,
};

const failFirst = failOnce(invite);

export const LoadFailed: StoryObj = {
  beforeEach: failFirst.reset,
  parameters: { wps: { memberInvite: failFirst.reply } },
  play: async ({ canvasElement }) => {
    const canvas = await retryFailedLoad(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: en('invite.code') })).toHaveValue(invite.code);
  },
};
