import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inMain } from '../../storybook/inMain';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { wpsError } from '../../storybook/wpsReplies';
import { EmailEditor, NicknameEditor, PayeeNameEditor } from './ProfileEditors';
import { configAllSet, configNothingSet, fieldByLabel, recorder } from './storySamples';

const saves = recorder();

/** E-mail, nickname and payee name: one field each, checked before sending. */
const meta = {
  title: 'Security/Profile values',
  component: EmailEditor,
  decorators: [inMain],
  args: { config: configNothingSet, onSaved: fn(), onClose: fn() },
  beforeEach: saves.reset,
  parameters: {
    session: demoSession,
    member: demoMember,
    wps: {
      memberEmailSet: saves.reply,
      memberNicknameSet: saves.reply,
      memberPayeeNameSet: saves.reply,
    },
  },
} satisfies Meta<typeof EmailEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement, key: string) =>
  within(canvasElement).getByRole('textbox', { name: en(`security.items.${key}`) });
const save = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: en('security.save') }));
/** The login password the e-mail and payee name editors ask for again. */
const password = (canvasElement: HTMLElement) => fieldByLabel(canvasElement, 'security.profile.loginPassword');

/** A bad address and one of 255 characters are refused; a good one is sent trimmed, with the login password. */
export const Email: Story = {
  play: async ({ canvasElement, args }) => {
    const email = box(canvasElement, 'email');
    await userEvent.type(password(canvasElement), 'demo1234!');
    await userEvent.type(email, 'not-an-address');
    await save(canvasElement);
    await expect(email).toHaveAccessibleDescription(en('apiError.format_email'));
    await userEvent.clear(email);
    await userEvent.type(email, `${'a'.repeat(243)}@example.com`);
    await save(canvasElement);
    await expect(email).toHaveAccessibleDescription(en('apiError.format_email'));
    await userEvent.clear(email);
    await userEvent.type(email, ' player@example.com ');
    await save(canvasElement);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(saves.bodies).toEqual([{ email: 'player@example.com', loginPassword: 'demo1234!' }]);
  },
};

/** Without the login password nothing is sent; a wrong one is a form alert, and the password is typed again. */
export const EmailWrongPassword: Story = {
  parameters: {
    wps: { memberEmailSet: wpsError('The password is incorrect', 'security.proof.wrong', 400) },
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement, 'email'), 'player@example.com');
    await save(canvasElement);
    await expect(password(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(password(canvasElement), 'a-wrong-one');
    await save(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      en('apiError.security_proof_wrong'),
    );
    await expect(password(canvasElement)).toHaveValue('');
  },
};

/** A one-letter nickname is refused; the server's format.name refusal shows under the field too. */
export const Nickname: Story = {
  render: (args) => <NicknameEditor {...args} />,
  parameters: { wps: { memberNicknameSet: wpsError('Name format is not valid', 'format.name', 400) } },
  play: async ({ canvasElement }) => {
    const nickname = box(canvasElement, 'nickname');
    await userEvent.type(nickname, 'x');
    await save(canvasElement);
    await expect(nickname).toHaveAccessibleDescription(en('apiError.format_name'));
    await userEvent.type(nickname, 'yz');
    await save(canvasElement);
    await waitFor(() => expect(nickname).toHaveAccessibleDescription(en('apiError.format_name')));
    await expect(nickname).toHaveValue('xyz');
  },
};

/** No card bound: the payee name is typed and sent tidied. */
export const PayeeName: Story = {
  render: (args) => <PayeeNameEditor {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.type(box(canvasElement, 'payeeName'), '  Juan   Dela Cruz ');
    await userEvent.type(password(canvasElement), 'demo1234!');
    await save(canvasElement);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(saves.bodies).toEqual([{ payeeName: 'Juan Dela Cruz', loginPassword: 'demo1234!' }]);
  },
};

/** A card is bound: read only, with why. */
export const PayeeNameLocked: Story = {
  render: (args) => <PayeeNameEditor {...args} />,
  args: { config: configAllSet },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, 'payeeName')).toHaveAttribute('readonly');
    await expect(within(canvasElement).getByText(en('security.profile.payeeLocked'))).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: en('security.save') })).toBeNull();
  },
};

/** A card was bound elsewhere since the list loaded: the server's payee.locked is a form alert. */
export const PayeeNameLockedByServer: Story = {
  render: (args) => <PayeeNameEditor {...args} />,
  parameters: {
    wps: { memberPayeeNameSet: wpsError('The payee name cannot be changed', 'payee.locked', 409) },
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement, 'payeeName'), 'Juan Dela Cruz');
    await userEvent.type(password(canvasElement), 'demo1234!');
    await save(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(en('apiError.payee_locked'));
    await expect(box(canvasElement, 'payeeName')).toHaveValue('Juan Dela Cruz');
  },
};
