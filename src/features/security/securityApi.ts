import type {
  BankCard,
  BankCardAddBody,
  BankCardsReply,
  HeadIcon,
  PaymentPasswordSetBody,
  SecurityConfig,
  SecurityQuestionsReply,
  SecurityQuestionsSetBody,
} from '@common/generated/api';
import { callApi } from '../../api/callApi';

export type { BankCard, SecurityConfig, SecurityQuestionsReply };

/** The password that proves the member for a change: the login password or the current payment password. */
export type Proof = { loginPassword: string } | { paymentPassword: string };

/** GET /wps/member/securityConfig: what the member has set. */
export async function fetchSecurityConfig(): Promise<SecurityConfig> {
  return (await callApi('securityConfig')).value;
}

/** PUT /wps/member/paymentPassword (first set or change). */
export async function setPaymentPassword(body: PaymentPasswordSetBody): Promise<void> {
  await callApi('paymentPasswordSet', { body });
}

/** GET /wps/member/bankCard: live cards, oldest first, and the limit. */
export async function fetchBankCards(): Promise<BankCardsReply> {
  return (await callApi('bankCards')).value;
}

/** POST /wps/member/bankCard. */
export async function addBankCard(body: BankCardAddBody): Promise<BankCard> {
  return (await callApi('bankCardAdd', { body })).value;
}

/** DELETE /wps/member/bankCard. */
export async function removeBankCard(id: number, proof: Proof): Promise<void> {
  await callApi('bankCardRemove', { body: { id, ...proof } });
}

/** GET /wps/member/securityQuestions: the brand's questions in the current language and which are answered. */
export async function fetchSecurityQuestions(): Promise<SecurityQuestionsReply> {
  return (await callApi('securityQuestions')).value;
}

/** PUT /wps/member/securityQuestions: replaces every earlier answer. */
export async function setSecurityAnswers(
  answers: { questionId: number; answer: string }[],
  loginPassword: string,
): Promise<void> {
  await callApi('securityQuestionsSet', {
    body: { answers: answers as SecurityQuestionsSetBody['answers'], loginPassword },
  });
}

/** The three profile values the security centre edits with one text field each. */
export type ProfileField = 'email' | 'nickname' | 'payeeName';

/** PUT /wps/member/info/email | nickname | payeename. */
export async function setProfileValue(field: ProfileField, value: string): Promise<void> {
  if (field === 'email') await callApi('memberEmailSet', { body: { email: value } });
  else if (field === 'nickname') await callApi('memberNicknameSet', { body: { nickname: value } });
  else await callApi('memberPayeeNameSet', { body: { payeeName: value } });
}

/** GET /wps/member/info/icon. */
export async function fetchHeadIcon(): Promise<HeadIcon> {
  return (await callApi('memberInfoIcon')).value;
}

/** POST /wps/member/info/icon, form-encoded `icon=n` (SPEC §7). */
export async function setHeadIcon(icon: number): Promise<HeadIcon> {
  return (await callApi('memberInfoIconSet', { body: { icon: String(icon) }, form: true })).value;
}
