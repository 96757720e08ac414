// The wallet's refusals (schemas/api/wallet.api.json). Texts are the SPEC §8 fallbacks; the client translates by code.
import { ApiFailure, FAIL, TEXT } from '../../errors';

const fail = (status: number, code: string, value?: Record<string, unknown>) =>
  new ApiFailure(status, code, TEXT.unknown, value);

export const WALLET_FAIL = {
  keyMissing: FAIL.idempotencyMissing,
  keyReused: FAIL.idempotencyReused,
  insufficient: FAIL.insufficientBalance,
  noPermission: FAIL.noPermission,
  amountFormat: (field = 'amount') => FAIL.fieldInvalid(field, 'a Money string such as "500.00"'),
  channelUnknown: () => fail(400, 'deposit.channel.unknown'),
  channelClosed: () => fail(409, 'deposit.channel.closed'),
  depositRange: (min: string, max: string) => fail(400, 'deposit.amount.range', { min, max }),
  pendingLimit: (limit: number) => fail(409, 'deposit.pending.limit', { limit }),
  orderUnknown: () => fail(404, 'deposit.order.unknown'),
  withdrawRange: (min: string, max: string) => fail(400, 'withdraw.amount.range', { min, max }),
  dailyLimit: (limit: number) => fail(409, 'withdraw.daily.limit', { limit }),
  turnover: (withdrawable: string) => fail(409, 'withdraw.turnover', { withdrawable }),
  withdrawUnknown: () => fail(404, 'withdraw.unknown'),
  withdrawDecided: (state: string) => fail(409, 'withdraw.decided', { state }),
  transferRange: (min: string, max: string) => fail(400, 'transfer.amount.range', { min, max }),
  passwordUnset: () => fail(400, 'payment.password.unset'),
  passwordWrong: (attemptsLeft: number) => fail(400, 'payment.password.wrong', { attemptsLeft }),
  passwordLocked: (retryAfterSeconds: number) => fail(429, 'payment.password.locked', { retryAfterSeconds }),
  signatureInvalid: () => fail(401, 'pay.signature.invalid'),
  timestampInvalid: () => fail(400, 'pay.timestamp.invalid'),
} as const;
