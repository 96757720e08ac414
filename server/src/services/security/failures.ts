// The security centre's refusals (schemas/api/security.api.json), by name; codes, statuses and texts are the
// registry's (the client translates by code: apiError.<code_with_underscores>).
import { FAIL, fail } from '../../errors';

export const SECURITY_FAIL = {
  paymentFormat: () => fail('format.payment.password'),
  paymentWeak: () => fail('format.payment.password.weak'),
  confirmMismatch: FAIL.confirmMismatch,
  sameAsOld: FAIL.sameAsOld,
  proofRequired: () => fail('security.proof.required'),
  proofWrong: () => fail('security.proof.wrong'),
  rateLimited: FAIL.rateLimited,
  bankUnknown: () => fail('bank.unknown'),
  accountFormat: () => fail('format.bank.account'),
  nameFormat: FAIL.nameFormat,
  emailFormat: FAIL.emailFormat,
  holderMismatch: () => fail('bank.holder.mismatch'),
  cardExists: () => fail('bank.card.exists'),
  accountTaken: () => fail('bank.account.taken'),
  cardLimit: () => fail('bank.card.limit'),
  cardMissing: () => fail('bank.card.missing'),
  answersCount: () => fail('security.answers.count'),
  questionUnknown: () => fail('security.question.unknown'),
  answerFormat: () => fail('format.security.answer'),
  payeeLocked: () => fail('payee.locked'),
} as const;
