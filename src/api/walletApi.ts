import type {
  DepositMethodsReply,
  DepositOrder,
  UplineTransferInfoReply,
  UplineTransferReply,
  WithdrawCreateReply,
  Withdrawal,
  WithdrawInfoReply,
} from '@common/generated/api';
import { decimalToCents } from '@common/money';
import { callApi } from './callApi';

/** GET /wps/wallets/balance: the member's total balance in centavos. */
export async function fetchBalance(): Promise<number> {
  const { value } = await callApi('walletBalance');
  return decimalToCents(value.sumBalance) ?? 0;
}

/** The header every money request carries (the contract: one key per submit, reused only for a retry). */
const keyed = (idempotencyKey: string) => ({ 'Idempotency-Key': idempotencyKey });

/** Deposit methods and their channels for this brand. */
export async function fetchDepositMethods(): Promise<DepositMethodsReply> {
  return (await callApi('depositMethods')).value;
}

/** Creates a deposit order; `amount` is a Money string. */
export async function createDeposit(
  body: { channelId: string; amount: string },
  idempotencyKey: string,
): Promise<DepositOrder> {
  return (await callApi('depositCreate', { body, headers: keyed(idempotencyKey) })).value;
}

/** One of the member's deposit orders (polled after returning from the provider). */
export async function fetchDepositOrder(id: string, signal?: AbortSignal): Promise<DepositOrder> {
  return (await callApi('depositOrder', { params: { id }, signal })).value;
}

/** The member's most recent deposit orders. */
export async function fetchDepositOrders(pageSize = 5): Promise<DepositOrder[]> {
  return (await callApi('depositOrders', { query: { pageNo: 1, pageSize } })).value.list;
}

/** Balance versus withdrawable, limits, cards and the payment password's state. */
export async function fetchWithdrawInfo(): Promise<WithdrawInfoReply> {
  return (await callApi('withdrawInfo')).value;
}

/** Asks for a withdrawal; the reply carries the balance after it. */
export async function createWithdrawal(
  body: { amount: string; bankCardId: number; paymentPassword: string },
  idempotencyKey: string,
): Promise<WithdrawCreateReply> {
  return (await callApi('withdrawCreate', { body, headers: keyed(idempotencyKey) })).value;
}

/** The member's withdrawals, newest first. */
export async function fetchWithdrawals(pageSize = 10): Promise<Withdrawal[]> {
  return (await callApi('withdrawals', { query: { pageNo: 1, pageSize } })).value.list;
}

/** Whether the member may transfer to the superior, and the limits. */
export async function fetchUplineTransferInfo(): Promise<UplineTransferInfoReply> {
  return (await callApi('uplineTransferInfo')).value;
}

/** Transfers to the superior; the reply carries the balance after it. */
export async function transferToUpline(
  body: { amount: string; paymentPassword: string },
  idempotencyKey: string,
): Promise<UplineTransferReply> {
  return (await callApi('uplineTransfer', { body, headers: keyed(idempotencyKey) })).value;
}
