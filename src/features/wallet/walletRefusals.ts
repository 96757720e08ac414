import type { TFunction } from 'i18next';
import { decimalToCents } from '@common/money';
import { apiErrorKey, apiErrorText, apiErrorValues } from '../../api/apiErrorText';
import { ApiError } from '../../api/envelope';

/** Where a refusal is shown: under a field (what the member typed stays) or as the form's alert. */
export type RefusalPlace = 'amount' | 'paymentPassword' | 'bankCard' | 'form';

export interface Refusal {
  place: RefusalPlace;
  text: string;
  /** Wrong payment password: empty the box. */
  clearPassword?: boolean;
  /** The screen's data is stale (card gone, channel closed): load it again. */
  reload?: boolean;
}

const AMOUNT = [
  'deposit.amount.range',
  'withdraw.amount.range',
  'transfer.amount.range',
  'withdraw.turnover',
  'transfer.turnover',
  'transfer.daily.limit',
  'wallet.insufficient',
];
const PASSWORD = ['payment.password.wrong', 'payment.password.locked', 'payment.password.unset'];
const RELOAD = ['bank.card.missing', 'deposit.channel.closed', 'deposit.channel.unknown', 'payment.password.locked'];

/** Whether the server refused a free or trial account (SPEC §6 text). */
export const isTrialRefusal = (error: unknown) => error instanceof ApiError && error.code === 'auth.trial.forbidden';

/** A refusal's words and place, with its values (limits as money, tries left, minutes) filled in. */
export function walletRefusal(t: TFunction, error: unknown, money: (cents: number) => string): Refusal {
  if (!(error instanceof ApiError)) return { place: 'form', text: apiErrorText(t, error) };
  const value = (error.value ?? {}) as Record<string, unknown>;
  const asMoney = (v: unknown) => (typeof v === 'string' ? money(decimalToCents(v) ?? 0) : '');
  const vars = {
    ...apiErrorValues(error),
    min: asMoney(value.min),
    max: asMoney(value.max),
    withdrawable: asMoney(value.withdrawable),
    transferable: asMoney(value.transferable),
    dailyCap: asMoney(value.dailyCap),
    left: asMoney(value.left),
    limit: value.limit,
    minutes: Math.max(1, Math.ceil(Number(value.retryAfterSeconds ?? 60) / 60)),
    defaultValue: error.message,
  };
  let text = t(apiErrorKey(error.code), vars);
  if (error.code === 'payment.password.wrong' && typeof value.attemptsLeft === 'number')
    text = `${text}. ${t('wallet.password.triesLeft', { count: value.attemptsLeft })}`;
  const place: RefusalPlace = AMOUNT.includes(error.code)
    ? 'amount'
    : PASSWORD.includes(error.code)
      ? 'paymentPassword'
      : error.code === 'bank.card.missing'
        ? 'bankCard'
        : 'form';
  return {
    place,
    text,
    clearPassword: error.code === 'payment.password.wrong',
    reload: RELOAD.includes(error.code),
  };
}
