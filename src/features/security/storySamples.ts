import type { BankCard, SecurityConfig, SecurityQuestionsReply } from '@common/generated/api';
import { within } from 'storybook/test';
import { en } from '../../storybook/storyText';

/** A member who has set everything but the security questions. */
export const configAllSet: SecurityConfig = {
  account: 'demo',
  paymentPasswordSet: true,
  bankCardCount: 2,
  bankCardLimit: 5,
  securityQuestionsSet: false,
  email: 'demo@example.com',
  nickname: 'Demo',
  payeeName: 'Juan Dela Cruz',
  mobile: '+63 917****567',
  mobileVerified: true,
  icon: 3,
};

/** A new member: nothing set, no mobile number. */
export const configNothingSet: SecurityConfig = {
  account: 'newbie',
  paymentPasswordSet: false,
  bankCardCount: 0,
  bankCardLimit: 5,
  securityQuestionsSet: false,
  mobileVerified: false,
  icon: 1,
};

export const sampleBanks = {
  list: [
    { code: 'BDO', name: 'BDO Unibank' },
    { code: 'BPI', name: 'Bank of the Philippine Islands' },
    { code: 'GCASH', name: 'GCash' },
  ],
};

export const sampleCard = (id: number, last4: string, bankName = 'BDO Unibank'): BankCard => ({
  id,
  bankCode: 'BDO',
  bankName,
  accountMasked: `**** **** ${last4}`,
  holderName: 'Juan Dela Cruz',
  createdAt: 1_700_000_000_000 + id,
});

export const sampleCards = (count: number) => ({
  list: Array.from({ length: count }, (_, i) => sampleCard(i + 1, String(1001 + i))),
  limit: 5,
});

export const sampleQuestions: SecurityQuestionsReply = {
  questions: [
    { id: 1, text: "What is your mother's maiden name?" },
    { id: 2, text: 'What was the name of your first pet?' },
    { id: 3, text: 'In which city were you born?' },
  ],
  answered: [2],
  required: 2,
};

/** A reply function that records each request body it was sent (for "saves" stories), answering `value`. */
export function recorder<T = null>(value: T = null as T) {
  const bodies: unknown[] = [];
  return {
    bodies,
    reset: () => {
      bodies.length = 0;
    },
    reply: ({ data }: { data: unknown }) => {
      bodies.push(data);
      return value;
    },
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A field by its label's English text (key), as a person reads it: password inputs have no textbox role in the DOM
 * testing library, and a required label ends with its (hidden) asterisk.
 */
export const fieldByLabel = (container: HTMLElement, key: string) =>
  within(container).getByLabelText(new RegExp(`^${escapeRegExp(en(key))}\\*?$`), {
    selector: 'input:not([type=radio])',
  });
