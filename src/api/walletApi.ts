import { request } from './client';

/** GET /wps/wallets/balance: the member's total balance. */
export async function fetchBalance(): Promise<number> {
  const { value } = await request<{ sumBalance: number }>({ url: '/wallets/balance' });
  return value.sumBalance;
}
