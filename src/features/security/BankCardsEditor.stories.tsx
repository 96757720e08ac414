import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bankListCache } from '../../stores/BankListCache';
import { inMain } from '../../storybook/inMain';
import { failOnce, playLoading, retryFailedLoad } from '../../storybook/loadStateStory';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { WPS_PENDING, wpsError, type WpsRequest } from '../../storybook/wpsReplies';
import { BankCardsEditor } from './BankCardsEditor';
import {
  configAllSet,
  configNothingSet,
  fieldByLabel,
  recorder,
  sampleBanks,
  sampleCard,
  sampleCards,
} from './storySamples';

const adds = recorder(sampleCard(9, '9012'));
const removals = recorder();

/** The member's bank cards: list, add (bank from the cached bank list), remove through a password dialog. */
const meta = {
  title: 'Security/Bank cards',
  component: BankCardsEditor,
  decorators: [inMain],
  args: { config: configAllSet, onSaved: fn(), onClose: fn() },
  beforeEach: () => {
    adds.reset();
    removals.reset();
    // Each story loads its own bank list.
    bankListCache.clear();
  },
  parameters: {
    session: demoSession,
    member: demoMember,
    wps: {
      bankCards: () => sampleCards(2),
      bankList: sampleBanks,
      bankCardAdd: adds.reply,
      bankCardRemove: removals.reply,
    },
  },
} satisfies Meta<typeof BankCardsEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = fieldByLabel;
const cards = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: en('security.cards.listLabel') });
const addButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: en('security.cards.add') });

/** Two cards: bank, masked number and holder; the holder field is the fixed payee name. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const list = await cards(canvasElement);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list).toHaveTextContent('**** **** 1002');
    await expect(box(canvasElement, 'security.cards.holderName')).toHaveAttribute('readonly');
    await expect(box(canvasElement, 'security.cards.holderName')).toHaveValue('Juan Dela Cruz');
  },
};

export const Empty: Story = {
  parameters: { wps: { bankCards: () => ({ list: [], limit: 5 }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en('security.cards.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { wps: { bankCards: WPS_PENDING } },
  play: playLoading,
};

const failFirst = failOnce(sampleCards(1));

export const LoadFailed: Story = {
  beforeEach: failFirst.reset,
  parameters: { wps: { bankCards: failFirst.reply } },
  play: async ({ canvasElement }) => {
    await retryFailedLoad(canvasElement);
    await cards(canvasElement);
  },
};

/** Five cards: Add is disabled, with a note. */
export const AtLimit: Story = {
  parameters: { wps: { bankCards: () => sampleCards(5) } },
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    await waitFor(() => expect(addButton(canvasElement)).toBeDisabled());
    await expect(
      within(canvasElement).getByText(en('security.cards.limitNote').replace('{{limit}}', '5')),
    ).toBeVisible();
  },
};

/** No payee name and no payment password: the holder is typed, the login password proves; checks before sending. */
export const AddFirstCard: Story = {
  args: { config: configNothingSet },
  parameters: { wps: { bankCards: () => ({ list: [], limit: 5 }) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(en('security.cards.holderHint'))).toBeVisible();
    const bank = canvas.getByRole('combobox', { name: en('security.cards.bank') });
    await waitFor(() => expect(within(bank).getAllByRole('option')).toHaveLength(4));
    await userEvent.type(box(canvasElement, 'security.cards.accountNumber'), '12ab');
    await userEvent.type(box(canvasElement, 'security.cards.holderName'), 'J0hn');
    await userEvent.click(addButton(canvasElement));
    await expect(bank).toHaveAccessibleDescription(en('auth.err.required'));
    await expect(box(canvasElement, 'security.cards.accountNumber')).toHaveAccessibleDescription(
      en('apiError.format_bank_account'),
    );
    await expect(box(canvasElement, 'security.cards.holderName')).toHaveAccessibleDescription(
      en('apiError.format_name'),
    );
    await expect(adds.bodies).toHaveLength(0);

    await userEvent.selectOptions(bank, 'BPI');
    await userEvent.clear(box(canvasElement, 'security.cards.accountNumber'));
    await userEvent.type(box(canvasElement, 'security.cards.accountNumber'), '1234 5678 9012');
    await userEvent.clear(box(canvasElement, 'security.cards.holderName'));
    await userEvent.type(box(canvasElement, 'security.cards.holderName'), ' Maria  Santos ');
    await userEvent.type(box(canvasElement, 'security.cards.proofLogin'), 'Secret123!');
    await userEvent.click(addButton(canvasElement));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(adds.bodies).toEqual([
      { bankCode: 'BPI', accountNumber: '123456789012', holderName: 'Maria Santos', loginPassword: 'Secret123!' },
    ]);
  },
};

/** The server's refusals: a wrong payment password empties it; a known card goes under the account number. */
export const AddRefused: Story = {
  parameters: {
    wps: {
      bankCardAdd: ({ data }: WpsRequest) =>
        (data as { paymentPassword?: string }).paymentPassword === '000000'
          ? wpsError('The password is incorrect', 'security.proof.wrong', 400)
          : wpsError('This card is already added', 'bank.card.exists', 409),
    },
  },
  play: async ({ canvasElement }) => {
    const bank = within(canvasElement).getByRole('combobox', { name: en('security.cards.bank') });
    await waitFor(() => expect(within(bank).getAllByRole('option')).toHaveLength(4));
    await userEvent.selectOptions(bank, 'BDO');
    await userEvent.type(box(canvasElement, 'security.cards.accountNumber'), '1234567890');
    await userEvent.type(box(canvasElement, 'security.cards.proofPayment'), '000000');
    await userEvent.click(addButton(canvasElement));
    const password = box(canvasElement, 'security.cards.proofPayment');
    await expect(password).toHaveAccessibleDescription(en('apiError.security_proof_wrong'));
    await expect(password).toHaveValue('');
    await expect(box(canvasElement, 'security.cards.accountNumber')).toHaveValue('1234567890');
    await userEvent.type(password, '135790');
    await userEvent.click(addButton(canvasElement));
    await expect(box(canvasElement, 'security.cards.accountNumber')).toHaveAccessibleDescription(
      en('apiError.bank_card_exists'),
    );
  },
};

/** Remove asks for the payment password in a dialog, then sends the card's id with it. */
export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /1001/ }));
    const dialog = await canvas.findByRole('dialog', { name: en('security.cards.removeTitle') });
    await userEvent.type(fieldByLabel(dialog, 'security.cards.proofPayment'), '135790');
    await userEvent.click(within(dialog).getByRole('button', { name: en('security.cards.remove') }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(removals.bodies).toEqual([{ id: 1, paymentPassword: '135790' }]);
  },
};
