import { decimalToCents } from '@common/money';
import { callApi } from './callApi';

/** GET /wps/wallets/balance: the member's total balance in centavos. */
export async function fetchBalance(): Promise<number> {
  const { value } = await callApi('walletBalance');
  return decimalToCents(value.sumBalance) ?? 0;
}
