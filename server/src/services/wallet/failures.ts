// The wallet's refusals (schemas/api/wallet.api.json), by name; codes, statuses and texts are the registry's.
import { FAIL, fail } from '../../errors';

export const WALLET_FAIL = {
  keyMissing: FAIL.idempotencyMissing,
  keyReused: FAIL.idempotencyReused,
  insufficient: FAIL.insufficientBalance,
  noPermission: FAIL.noPermission,
  amountFormat: (field = 'amount') => FAIL.fieldInvalid(field, 'a Money string such as "500.00"'),
  channelUnknown: () => fail('deposit.channel.unknown'),
  channelClosed: () => fail('deposit.channel.closed'),
  depositRange: (min: string, max: string) => fail('deposit.amount.range', { min, max }),
  pendingLimit: (limit: number) => fail('deposit.pending.limit', { limit }),
  orderUnknown: () => fail('deposit.order.unknown'),
  withdrawRange: (min: string, max: string) => fail('withdraw.amount.range', { min, max }),
  dailyLimit: (limit: number) => fail('withdraw.daily.limit', { limit }),
  turnover: (withdrawable: string) => fail('withdraw.turnover', { withdrawable }),
  withdrawUnknown: () => fail('withdraw.unknown'),
  withdrawDecided: (state: string) => fail('withdraw.decided', { state }),
  transferRange: (min: string, max: string) => fail('transfer.amount.range', { min, max }),
  transferTurnover: (transferable: string) => fail('transfer.turnover', { transferable }),
  transferDailyLimit: (dailyCap: string, left: string) => fail('transfer.daily.limit', { dailyCap, left }),
  passwordUnset: () => fail('payment.password.unset'),
  passwordWrong: (attemptsLeft: number) => fail('payment.password.wrong', { attemptsLeft }),
  passwordLocked: (retryAfterSeconds: number) => fail('payment.password.locked', { retryAfterSeconds }),
  signatureInvalid: () => fail('pay.signature.invalid'),
  timestampInvalid: () => fail('pay.timestamp.invalid'),
} as const;
