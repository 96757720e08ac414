import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyCaptcha } from '../../storybook/captchaReply';
import { wpsError } from '../../storybook/wpsReplies';
import { OpsRoutes } from '../App';
import text from '../i18n/en/signIn.json';
import { financeMe, page, withdrawals } from '../storybook/fixtures';
import { withOps } from '../storybook/OpsStoryFrame';

/** Operator sign-in and the two-factor steps (docs/operations.md, "Two-factor sign-in"), per state. */
const meta = {
  title: 'Console/Sign-in',
  component: OpsRoutes,
  decorators: [withOps],
  parameters: {
    route: '/sign-in',
    opsSignedOut: true,
    viewport: { defaultViewport: 'desktop' },
    wps: { opsMe: financeMe, opsWithdrawals: page(withdrawals) },
  },
} satisfies Meta<typeof OpsRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = { token: 'story-token', me: financeMe };

async function fillPassword(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: text.username }), 'finance');
  await userEvent.type(canvas.getByLabelText(text.password), 'finance-demo-1');
  await userEvent.click(canvas.getByRole('button', { name: text.submit }));
  return canvas;
}

/** The right password signs in and opens the first screen the operator may see. */
export const SignIn: Story = {
  parameters: { wps: { opsSignIn: signedIn } },
  play: async ({ canvasElement }) => {
    const canvas = await fillPassword(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Withdrawals' })).toBeVisible();
  },
};

/** A wrong password is an alert; the server then asks for the captcha, which appears. */
export const WrongPasswordThenCaptcha: Story = {
  parameters: {
    wps: {
      opsSignIn: wpsError('Login failed', 'login.failed', 401, { captcha: true }),
      captcha: storyCaptcha(),
      captchaProof: null,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillPassword(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.errors.login_failed);
    await expect(await canvas.findByRole('textbox', { name: text.captcha })).toBeVisible();
  },
};

/** Two-factor: the password was right, so the code field appears; the same request again carries the code. */
export const TotpStep: Story = {
  parameters: {
    wps: {
      opsSignIn: (request) => {
        const body = request.data as { totp?: string };
        if (!body.totp) return wpsError('Code required', 'ops.totp.required', 401);
        return body.totp === '123456' ? signedIn : wpsError('Wrong code', 'ops.totp.invalid', 401);
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillPassword(canvasElement);
    const code = await canvas.findByRole('textbox', { name: text.totp });
    await userEvent.type(code, '000000');
    await userEvent.click(canvas.getByRole('button', { name: text.verify }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.errors.ops_totp_invalid);
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(canvas.getByRole('button', { name: text.verify }));
    await expect(await canvas.findByRole('heading', { name: 'Withdrawals' })).toBeVisible();
  },
};

/** The recovery-code link swaps the code field for a recovery code, sent as `recoveryCode`. */
export const RecoveryCode: Story = {
  parameters: {
    wps: {
      opsSignIn: (request) => {
        const body = request.data as { totp?: string; recoveryCode?: string };
        if (body.recoveryCode === 'abcd-efgh') return signedIn;
        return wpsError('Code required', 'ops.totp.required', 401);
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillPassword(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.useRecovery }));
    await userEvent.type(canvas.getByRole('textbox', { name: text.recoveryCode }), 'abcd-efgh');
    await userEvent.click(canvas.getByRole('button', { name: text.verify }));
    await expect(await canvas.findByRole('heading', { name: 'Withdrawals' })).toBeVisible();
  },
};

/** A role that requires 2FA, not yet set up: sign-in leads to the enrolment, then the recovery codes, once. */
export const MustEnrol: Story = {
  parameters: {
    wps: {
      opsSignIn: { ...signedIn, mustEnrolTotp: true },
      opsTotpStart: {
        otpauthUrl: 'otpauth://totp/WPS:finance?secret=JBSWY3DPEHPK3PXP&issuer=WPS',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
      },
      opsTotpConfirm: { recoveryCodes: ['abcd-efgh', 'ijkl-mnop'] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillPassword(canvasElement);
    await expect(await canvas.findByRole('img', { name: text.enrol.qrAlt })).toBeVisible();
    await expect(canvas.getByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: text.totp }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: text.enrol.confirm }));
    const codes = await canvas.findByRole('list', { name: text.enrol.codesTitle });
    await expect(codes).toHaveTextContent('abcd-efgh');
    const go = canvas.getByRole('button', { name: text.enrol.continue });
    await expect(go).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: text.enrol.saved }));
    await userEvent.click(go);
    await expect(await canvas.findByRole('heading', { name: 'Withdrawals' })).toBeVisible();
  },
};
