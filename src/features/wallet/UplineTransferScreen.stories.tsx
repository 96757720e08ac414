import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { transferInfo } from './storySamples';
import UplineTransferScreen from './UplineTransferScreen';

/** /m/upLine/transfer: AGETRANSFERUP3 + toUpline + type ≠ 2 on the client, then the server's `allowed`. */
const meta = {
  title: 'Wallet/Transfer to superior',
  component: UplineTransferScreen,
  decorators: [inMain],
  parameters: {
    session: demoSession,
    member: demoMember,
    route: paths.upLineTransfer,
    flags: { AGETRANSFERUP3: true },
    wps: {
      uplineTransferInfo: transferInfo,
      uplineTransfer: { amount: '10.00', upline: 'agent', balance: '9990.00' },
    },
  },
} satisfies Meta<typeof UplineTransferScreen>;
export default meta;

/** Allowed: the superior's name, amount and payment password; the balance comes from the reply. */
export const Allowed: StoryObj = {
  name: 'AGETRANSFERUP3 on',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(en('wallet.transfer.upline').replace('{{upline}}', 'agent'))).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: en('wallet.amount.label') }), '10');
    await userEvent.type(
      canvas.getByLabelText(new RegExp(`^${en('wallet.password.label')}`), { selector: 'input' }),
      '258147',
    );
    await userEvent.click(canvas.getByRole('button', { name: en('wallet.transfer.submit') }));
    await expect(canvas.getByRole('textbox', { name: en('wallet.amount.label') })).toHaveValue('');
  },
};

/** The flag off: the "no permission" refusal and the way back, no call. */
export const FlagOff: StoryObj = {
  name: 'AGETRANSFERUP3 off',
  parameters: { flags: { AGETRANSFERUP3: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en('apiError.auth_no_permission'));
    await expect(canvas.getByRole('link', { name: en('wallet.backToMember') })).toBeVisible();
  },
};

/** The server says not allowed. */
export const NotAllowed: StoryObj = {
  parameters: { wps: { uplineTransferInfo: { ...transferInfo, allowed: false, upline: undefined } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(en('apiError.auth_no_permission'));
  },
};

/**
 * Bonus money under turnover and the day's cap hold part of the balance back (issue 28, finding 2): the screen shows
 * what may go now and what is left of today's limit, and refuses more than the smaller of the two before any call.
 */
export const HeldBack: StoryObj = {
  name: 'turnover and daily limit hold money back',
  parameters: { wps: { uplineTransferInfo: { ...transferInfo, transferable: '500.00', leftToday: '300.00' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = async (label: string) =>
      (await canvas.findByText(en(label), { selector: 'dt' })).nextElementSibling?.textContent;
    await expect(await figure('wallet.transfer.transferable')).toContain('500.00');
    await expect(await figure('wallet.transfer.leftToday')).toContain('300.00');
    const amount = canvas.getByRole('textbox', { name: en('wallet.amount.label') });
    await userEvent.type(amount, '400');
    await userEvent.type(
      canvas.getByLabelText(new RegExp(`^${en('wallet.password.label')}`), { selector: 'input' }),
      '258147',
    );
    await userEvent.click(canvas.getByRole('button', { name: en('wallet.transfer.submit') }));
    // Refused in place with the smaller figure; nothing was sent, so the amount stays.
    const prefix = en('wallet.transfer.overAvailable').split('{{available}}')[0]!;
    await expect(amount).toHaveAccessibleDescription(new RegExp(`^${prefix}\\D*300\\.00$`));
    await expect(amount).toHaveValue('400');
  },
};
