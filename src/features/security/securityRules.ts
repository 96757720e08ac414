import { EMAIL_PATTERN } from '@common/fieldPatterns';
import {
  accountDigits,
  answerLengthOk,
  nicknameOk,
  paymentPasswordFormatOk,
  personNameOk,
  tidy,
} from '@common/securityFormats';
import { fieldRules, type FieldRules } from '../../ui/form/fieldRules';

/** Question pickers are named question0, question1, …; the same question twice is refused on each of them. */
const QUESTION_FIELD = /^question\d+$/;

const personName = (v: string) => (personNameOk(tidy(v)) ? undefined : 'apiError.format_name');

/**
 * The security centre's own field checks (SPEC §5), on the formats the server uses (common/securityFormats.ts), so
 * the messages match its refusals (apiError.<code>). Fields the shared set knows (loginPassword) fall through to it.
 */
export const securityRules: FieldRules = {
  newPaymentPassword: (v) => (paymentPasswordFormatOk(v) ? undefined : 'apiError.format_payment_password'),
  confirmPaymentPassword: (v, form) => (v === form.newPaymentPassword ? undefined : 'apiError.format_confirm_password'),
  paymentPassword: (v) => (paymentPasswordFormatOk(v) ? undefined : 'apiError.format_payment_password'),
  loginPassword: fieldRules.loginPassword!,
  bankCode: () => undefined,
  accountNumber: (v) => (accountDigits(v) ? undefined : 'apiError.format_bank_account'),
  holderName: personName,
  payeeName: personName,
  nickname: (v) => (nicknameOk(tidy(v)) ? undefined : 'apiError.format_name'),
  email: (v) => {
    const value = v.trim();
    return value.length < 255 && new RegExp(EMAIL_PATTERN).test(value) ? undefined : 'apiError.format_email';
  },
  answer: (v) => (answerLengthOk(v) ? undefined : 'apiError.format_security_answer'),
  question: (v, form) => {
    const picked = Object.entries(form).filter(([name, value]) => QUESTION_FIELD.test(name) && value === v);
    return picked.length > 1 ? 'security.questions.sameTwice' : undefined;
  },
};
