import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inMain } from '../../storybook/inMain';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { wpsError } from '../../storybook/wpsReplies';
import { PaymentPasswordEditor } from './PaymentPasswordEditor';
import { configAllSet, configNothingSet, fieldByLabel, recorder } from './storySamples';

const saves = recorder();

/** Setting (first time: the login password) or changing (login or current payment password) the payment password. */
const meta = {
  title: 'Security/Payment password',
  component: PaymentPasswordEditor,
  decorators: [inMain],
  args: { config: configNothingSet, onSaved: fn(), onClose: fn() },
  beforeEach: saves.reset,
  parameters: { session: demoSession, member: demoMember, wps: { paymentPasswordSet: saves.reply } },
} satisfies Meta<typeof PaymentPasswordEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = fieldByLabel;
const save = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: en('security.save') }));

/** Checked before sending: 6 digits, and the confirmation must match. Nothing is sent. */
export const FirstTimeChecks: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement, 'security.payment.loginPassword'), 'Secret123!');
    await userEvent.type(box(canvasElement, 'security.payment.newPaymentPassword'), '12345');
    await userEvent.type(box(canvasElement, 'security.payment.confirmPaymentPassword'), '12346');
    await save(canvasElement);
    await expect(box(canvasElement, 'security.payment.newPaymentPassword')).toHaveAccessibleDescription(
      en('apiError.format_payment_password'),
    );
    await userEvent.type(box(canvasElement, 'security.payment.newPaymentPassword'), '9');
    await save(canvasElement);
    await expect(box(canvasElement, 'security.payment.confirmPaymentPassword')).toHaveAccessibleDescription(
      en('apiError.format_confirm_password'),
    );
    await expect(saves.bodies).toHaveLength(0);
    // The number pad on phones.
    await expect(box(canvasElement, 'security.payment.newPaymentPassword')).toHaveAttribute('inputmode', 'numeric');
  },
};

/** A change proven by the current payment password: the body carries it, then the editor reports the save. */
export const ChangeSaves: Story = {
  args: { config: configAllSet },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: en('security.payment.currentPaymentPassword') }));
    await userEvent.type(box(canvasElement, 'security.payment.currentPaymentPassword'), '135790');
    await userEvent.type(box(canvasElement, 'security.payment.newPaymentPassword'), '246801');
    await userEvent.type(box(canvasElement, 'security.payment.confirmPaymentPassword'), '246801');
    await save(canvasElement);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(args.onClose).toHaveBeenCalled();
    await expect(saves.bodies).toEqual([
      { newPaymentPassword: '246801', confirmPaymentPassword: '246801', paymentPassword: '135790' },
    ]);
  },
};

/** A wrong login password: said under its field, which is emptied; the new password stays. */
export const WrongProof: Story = {
  parameters: {
    wps: { paymentPasswordSet: wpsError('The password is incorrect', 'security.proof.wrong', 400) },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(box(canvasElement, 'security.payment.loginPassword'), 'wrong-one');
    await userEvent.type(box(canvasElement, 'security.payment.newPaymentPassword'), '246801');
    await userEvent.type(box(canvasElement, 'security.payment.confirmPaymentPassword'), '246801');
    await save(canvasElement);
    const login = box(canvasElement, 'security.payment.loginPassword');
    await expect(login).toHaveAccessibleDescription(en('apiError.security_proof_wrong'));
    await expect(login).toHaveValue('');
    await expect(box(canvasElement, 'security.payment.newPaymentPassword')).toHaveValue('246801');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Too simple a password: under the new password field. */
export const TooSimple: Story = {
  parameters: {
    wps: {
      paymentPasswordSet: wpsError('The payment password is too simple', 'format.payment.password.weak'),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement, 'security.payment.loginPassword'), 'Secret123!');
    await userEvent.type(box(canvasElement, 'security.payment.newPaymentPassword'), '123456');
    await userEvent.type(box(canvasElement, 'security.payment.confirmPaymentPassword'), '123456');
    await save(canvasElement);
    await expect(box(canvasElement, 'security.payment.newPaymentPassword')).toHaveAccessibleDescription(
      en('apiError.format_payment_password_weak'),
    );
  },
};

/** Too many wrong passwords: a form alert; nothing is emptied. */
export const RateLimited: Story = {
  parameters: { wps: { paymentPasswordSet: wpsError('Too many', 'rate.limited', 429) } },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement, 'security.payment.loginPassword'), 'Secret123!');
    await userEvent.type(box(canvasElement, 'security.payment.newPaymentPassword'), '246801');
    await userEvent.type(box(canvasElement, 'security.payment.confirmPaymentPassword'), '246801');
    await save(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(en('apiError.rate_limited'));
    await expect(box(canvasElement, 'security.payment.loginPassword')).toHaveValue('Secret123!');
  },
};
