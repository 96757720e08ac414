import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { wpsError } from '../../storybook/wpsReplies';
import { OpsRoutes } from '../App';
import shellTy from '../i18n/ty/shell.json';
import shell from '../i18n/en/shell.json';
import signIn from '../i18n/en/signIn.json';
import { financeMe, page, withdrawals } from '../storybook/fixtures';
import { withOps } from '../storybook/OpsStoryFrame';

/** The console's frame: skip link, language, sign-out, and the way back to sign-in when the session ends. */
const meta = {
  title: 'Console/Shell',
  component: OpsRoutes,
  decorators: [withOps],
  parameters: {
    route: '/withdrawals',
    viewport: { defaultViewport: 'desktop' },
    wps: { opsMe: financeMe, opsWithdrawals: page(withdrawals), opsSignOut: null },
  },
} satisfies Meta<typeof OpsRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first Tab reaches the skip link, which moves focus to the main region. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Withdrawals' });
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: shell.skipLink });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

/** Filipino from the switch: the frame's text follows at once. */
export const Filipino: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Withdrawals' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: shell.language.label }), 'ty');
    await expect(await canvas.findByRole('button', { name: shellTy.signOut })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: shellTy.nav.label })).toHaveTextContent(
      shellTy.nav.withdrawals,
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: shellTy.language.label }), 'en');
  },
};

/** Sign-out forgets the session and shows the sign-in. */
export const SignOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: shell.signOut }));
    await expect(await canvas.findByRole('heading', { name: signIn.title })).toBeVisible();
    await expect(sessionStorage.getItem('wps.ops.token')).toBeNull();
  },
};

/** A session that ended (a 401 on a signed-in call) returns to sign-in. */
export const SessionEnded: Story = {
  parameters: { wps: { opsWithdrawals: wpsError('Logged out', 'auth.logged.out', 401) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: signIn.title })).toBeVisible();
    await expect(sessionStorage.getItem('wps.ops.token')).toBeNull();
  },
};
