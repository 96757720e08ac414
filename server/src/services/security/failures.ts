// The security centre's refusals: status, machine code and the contract's text (schemas/api/security.api.json).
import { ApiFailure, FAIL, type ErrorText } from '../../errors';

const fail = (status: number, code: string, text: string, value?: Record<string, unknown>) =>
  new ApiFailure(status, code, text as ErrorText, value);

export const SECURITY_FAIL = {
  paymentFormat: () => fail(400, 'format.payment.password', 'The payment password must be 6 digits'),
  paymentWeak: () => fail(400, 'format.payment.password.weak', 'The payment password is too simple'),
  confirmMismatch: FAIL.confirmMismatch,
  sameAsOld: FAIL.sameAsOld,
  proofRequired: () => fail(400, 'security.proof.required', 'Please enter your login password or payment password'),
  proofWrong: () => fail(400, 'security.proof.wrong', 'The password is incorrect'),
  rateLimited: FAIL.rateLimited,
  bankUnknown: () => fail(400, 'bank.unknown', 'Please choose a bank'),
  accountFormat: () => fail(400, 'format.bank.account', 'The account number must be 6 to 30 digits'),
  nameFormat: FAIL.nameFormat,
  emailFormat: FAIL.emailFormat,
  holderMismatch: () => fail(400, 'bank.holder.mismatch', 'The card holder must match the payee name'),
  cardExists: () => fail(409, 'bank.card.exists', 'This card is already added'),
  cardLimit: () => fail(409, 'bank.card.limit', 'You can add at most 5 bank cards'),
  cardMissing: () => fail(404, 'bank.card.missing', 'This card does not exist'),
  answersCount: () => fail(400, 'security.answers.count', 'Please answer 2 different questions'),
  questionUnknown: () => fail(400, 'security.question.unknown', 'Please choose a question'),
  answerFormat: () => fail(400, 'format.security.answer', 'The answer must be 2 to 60 characters'),
  payeeLocked: () => fail(409, 'payee.locked', 'The payee name cannot be changed while a bank card is bound'),
} as const;

/** The unique index a failed insert broke (PostgreSQL 23505), directly or as the driver's cause. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
