import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { WPS_PENDING, wpsError } from '../../storybook/wpsReplies';
import { sampleWithdrawals, sampleWithdrawInfo } from './storySamples';
import WithdrawScreen from './WithdrawScreen';

/** /m/withdraw: balances, limits, what is missing, the form and the withdrawals. */
const meta = {
  title: 'Wallet/Withdraw',
  component: WithdrawScreen,
  decorators: [inMain],
  parameters: {
    session: demoSession,
    member: demoMember,
    route: paths.withdraw,
    wps: { withdrawInfo: sampleWithdrawInfo(), withdrawals: sampleWithdrawals },
  },
} satisfies Meta<typeof WithdrawScreen>;
export default meta;

/** Balance versus withdrawable, turnover and money waiting, the form, and the list with a rejection reason. */
export const Loaded: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('₱9,500.00')).toBeVisible();
    await expect(canvas.getByText(en('wallet.withdraw.turnover').replace('{{amount}}', '₱500.00'))).toBeVisible();
    await expect(await canvas.findByText(en('wallet.withdraw.waiting').replace('{{amount}}', '₱200.00'))).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: en('wallet.withdraw.card') })).toHaveValue('7');
    await expect(canvas.getByText(/Name mismatch/)).toBeVisible();
  },
};

/** A wrong payment password: the refusal under the box, the box emptied, the amount kept. */
export const WrongPassword: StoryObj = {
  parameters: {
    wps: {
      withdrawCreate: wpsError('Unknown error', 'payment.password.wrong', 400),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByRole('textbox', { name: en('wallet.amount.label') });
    const password = canvas.getByLabelText(new RegExp(`^${en('wallet.password.label')}`), { selector: 'input' });
    await userEvent.type(amount, '200');
    await userEvent.type(password, '909090');
    await userEvent.click(canvas.getByRole('button', { name: en('wallet.withdraw.submit') }));
    await expect(await canvas.findByText(en('apiError.payment_password_wrong'))).toBeVisible();
    await expect(password).toHaveValue('');
    await expect(amount).toHaveValue('200');
  },
};

/** An amount over the withdrawable is refused before sending. */
export const OverWithdrawable: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: en('wallet.amount.label') }), '9600');
    await userEvent.type(
      canvas.getByLabelText(new RegExp(`^${en('wallet.password.label')}`), { selector: 'input' }),
      '258147',
    );
    await userEvent.click(canvas.getByRole('button', { name: en('wallet.withdraw.submit') }));
    await expect(
      await canvas.findByText(en('wallet.amount.overAvailable').replace('{{available}}', '₱9,500.00')),
    ).toBeVisible();
  },
};

/** No bank card: the way to add one, no form. */
export const NoCard: StoryObj = {
  parameters: { wps: { withdrawInfo: sampleWithdrawInfo({ bankCards: [] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: en('wallet.withdraw.addCard') })).toHaveAttribute(
      'href',
      '/m/securityCenter?edit=bankCards',
    );
    await expect(canvas.queryByRole('button', { name: en('wallet.withdraw.submit') })).toBeNull();
  },
};

/** Payment password locked: minutes left, submit disabled. */
export const Locked: StoryObj = {
  parameters: { wps: { withdrawInfo: sampleWithdrawInfo({ paymentPasswordRetryAfter: 600 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      en('wallet.password.locked').replace('{{count}}', '10'),
    );
    await expect(canvas.getByRole('button', { name: en('wallet.withdraw.submit') })).toBeDisabled();
  },
};

export const Loading: StoryObj = {
  parameters: { wps: { withdrawInfo: WPS_PENDING, withdrawals: WPS_PENDING } },
  play: async ({ canvasElement }) => {
    const statuses = await within(canvasElement).findAllByRole('status');
    await expect(statuses[0]).toHaveTextContent(en('app.loading'));
  },
};

/** A free account (type 4): the SPEC text, no calls. */
export const FreeAccount: StoryObj = {
  parameters: { session: { ...demoSession, type: 4 }, member: { ...demoMember, type: 4 } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      en('apiError.auth_trial_forbidden'),
    );
  },
};

/** The server refuses a trial session (403): the same SPEC text. */
export const Trial403: StoryObj = {
  parameters: {
    wps: {
      withdrawInfo: wpsError('Please login an actual account to use this function', 'auth.trial.forbidden', 403),
      withdrawals: sampleWithdrawals,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      en('apiError.auth_trial_forbidden'),
    );
  },
};
