import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WPS_PENDING, wpsError } from '../../storybook/wpsReplies';
import { OpsRoutes } from '../App';
import shell from '../i18n/en/shell.json';
import text from '../i18n/en/operators.json';
import { financeMe, page } from '../storybook/fixtures';
import { operatorRows, ownerMe, rolesReply } from '../storybook/operatorFixtures';
import { withOps } from '../storybook/OpsStoryFrame';
import { loadFailedStory, noPermissionStory } from '../storybook/screenStories';

/** The operators screen (owner only) inside the console's frame, per state; calls answered by `parameters.wps`. */
const meta = {
  title: 'Console/Operators',
  component: OpsRoutes,
  decorators: [withOps],
  parameters: {
    route: '/operators',
    viewport: { defaultViewport: 'desktop' },
    wps: { opsMe: ownerMe, opsOperators: page(operatorRows), opsRoles: rolesReply },
  },
} satisfies Meta<typeof OpsRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: /operators/i }));

/** Roles per brand, 2FA and state per row; disable only for others, enable for the disabled, reset where 2FA is on. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(rows.getByRole('row', { name: /maria\.s/ })).toHaveTextContent(
      'Support (lucky-peso), Viewer (bayani-bet)',
    );
    await expect(rows.getByRole('row', { name: /^finance/ })).toHaveTextContent('Finance (every brand)');
    await expect(rows.getByRole('button', { name: 'Enable maria.s' })).toBeVisible();
    await expect(rows.getByRole('button', { name: 'Disable finance' })).toBeVisible();
    await expect(rows.queryByRole('button', { name: 'Disable owner' })).toBeNull();
    await expect(rows.queryByRole('button', { name: 'Reset 2FA of finance' })).toBeNull();
    await expect(rows.getByRole('button', { name: 'Reset 2FA of owner' })).toBeVisible();
    const owner = within(canvasElement).getByRole('switch', { name: 'Owner requires two-factor sign-in' });
    await expect(owner).toBeChecked();
    await expect(within(canvasElement).getByRole('navigation', { name: shell.nav.label })).toHaveTextContent(text.nav);
  },
};

export const Loading: Story = {
  parameters: { wps: { opsOperators: WPS_PENDING } },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'));
    await expect((await main.findAllByText(shell.loading))[0]).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route: '/operators?username=nobody', wps: { opsOperators: page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.empty)).toBeVisible();
    await expect(within(canvasElement).getByRole('textbox', { name: text.filters.username })).toHaveValue('nobody');
  },
};

export const LoadFailed: Story = loadFailedStory('opsOperators');

/** Finance holds no operators.manage: no nav link, and a direct visit says so. */
export const NoPermission: Story = noPermissionStory(financeMe, text.nav);

/** Invite: user name checked, roles per brand sent, then the initial password shown once with a copy button. */
export const Invite: Story = {
  parameters: {
    wps: {
      opsOperatorCreate: (request) => {
        const body = request.data as { username: string; roles: { brandId: string | null; role: string }[] };
        if (body.roles[0]?.role !== 'support' || body.roles[0]?.brandId !== 'lucky-peso')
          return wpsError('Unexpected roles', 'request.invalid', 400);
        return {
          operator: { ...operatorRows[1]!, id: 9, username: body.username, roles: body.roles as never },
          initialPassword: 'Xq7-pw-once',
        };
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.invite.button }));
    const dialog = within(await canvas.findByRole('dialog', { name: text.invite.title }));
    await userEvent.type(dialog.getByRole('textbox', { name: text.invite.username }), 'No Good');
    await userEvent.click(dialog.getByRole('button', { name: text.invite.confirm }));
    await expect(dialog.getByText(text.invite.usernameInvalid)).toBeVisible();
    await userEvent.clear(dialog.getByRole('textbox', { name: text.invite.username }));
    await userEvent.type(dialog.getByRole('textbox', { name: text.invite.username }), 'ana.cruz');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Role 1' }), 'support');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Brand of role 1' }), 'lucky-peso');
    await userEvent.click(dialog.getByRole('button', { name: text.invite.confirm }));
    const shown = within(await canvas.findByRole('dialog', { name: 'ana.cruz is invited' }));
    await expect(shown.getByRole('textbox', { name: text.invite.passwordLabel })).toHaveValue('Xq7-pw-once');
    await expect(shown.getByRole('button', { name: text.invite.copy })).toBeVisible();
    await userEvent.click(shown.getByRole('button', { name: text.invite.done }));
    await expect(await canvas.findByText('ana.cruz is invited.')).toBeVisible();
  },
};

/** Taking the owner role from the last owner: the refusal is an alert in the dialog. */
export const LastOwnerRefused: Story = {
  parameters: {
    wps: { opsOperatorRoles: wpsError('The last owner', 'ops.operator.last.owner', 409) },
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(rows.getByRole('button', { name: 'Change roles of owner' }));
    const dialog = within(await within(canvasElement).findByRole('dialog', { name: 'Roles of owner' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove role 1' }));
    await expect(dialog.getByText(text.roles.none)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: text.roles.confirm }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(text.errors.ops_operator_last_owner);
  },
};

/** Disable asks first, then announces; enabling and resetting 2FA use the same dialog. */
export const Disable: Story = {
  parameters: { wps: { opsOperatorDisable: { ...operatorRows[1]!, disabled: true } } },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(rows.getByRole('button', { name: 'Disable finance' }));
    const dialog = within(await within(canvasElement).findByRole('dialog', { name: 'Disable finance?' }));
    await userEvent.click(dialog.getByRole('button', { name: text.disable.confirm }));
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByText('finance is disabled.')).toBeVisible();
  },
};

/** A policy switch saves at once and announces the new rule. */
export const PolicySwitch: Story = {
  parameters: {
    wps: {
      opsRolePolicy: (request) => ({
        role: 'support',
        totpRequired: (request.data as { totpRequired: boolean }).totpRequired,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'Support requires two-factor sign-in' }));
    await expect(await canvas.findByText('The Support role now requires two-factor sign-in.')).toBeVisible();
  },
};
