import type {
  RecordBetDetail,
  RecordBetsQuery,
  RecordBetsReply,
  RecordDepositsQuery,
  RecordDepositsReply,
  RecordProfitLossReply,
  RecordTransactionsQuery,
  RecordTransactionsReply,
  RecordWithdrawalsQuery,
  RecordWithdrawalsReply,
} from '@common/generated/api';
import { RECORD_LOOKBACK_DAYS, RECORD_MAX_SPAN_DAYS } from '@common/recordRange';
import { callApi } from './callApi';

/** The period every report asks for: brand-local days, both included (schemas/api/records.api.json). */
export interface RecordPeriod {
  startDate: string;
  endDate: string;
}

/**
 * What the records server accepts (common/recordRange.ts, the server's own rule): at most 31 days in one period,
 * starting within the last 90 days, today included.
 */
export const RECORD_RANGE_LIMITS = { maxDays: RECORD_MAX_SPAN_DAYS, maxDaysBack: RECORD_LOOKBACK_DAYS - 1 } as const;

/** Rows per page of every report. */
export const RECORD_PAGE_SIZE = 20;

type Paging = { cursor?: string; size?: number };

/** Deposit orders created in the period (/m/vouReport). */
export async function fetchDepositRecords(
  query: RecordPeriod & Pick<RecordDepositsQuery, 'state' | 'method'> & Paging,
): Promise<RecordDepositsReply> {
  return (await callApi('recordDeposits', { query: { size: RECORD_PAGE_SIZE, ...query } })).value;
}

/** Withdrawals requested in the period (/m/withdrawReport). */
export async function fetchWithdrawalRecords(
  query: RecordPeriod & Pick<RecordWithdrawalsQuery, 'state'> & Paging,
): Promise<RecordWithdrawalsReply> {
  return (await callApi('recordWithdrawals', { query: { size: RECORD_PAGE_SIZE, ...query } })).value;
}

/** Every wallet movement of the period with the balance after it; `types: 'A'` is the agent view. */
export async function fetchTransactionRecords(
  query: RecordPeriod & Pick<RecordTransactionsQuery, 'group' | 'types'> & Paging,
): Promise<RecordTransactionsReply> {
  return (await callApi('recordTransactions', { query: { size: RECORD_PAGE_SIZE, moduleId: 'MEMTRANS3', ...query } }))
    .value;
}

/** Bets placed in the period (/m/gameRecord). */
export async function fetchBetRecords(
  query: RecordPeriod & Pick<RecordBetsQuery, 'category' | 'vendor' | 'status'> & Paging,
): Promise<RecordBetsReply> {
  return (await callApi('recordBets', { query: { size: RECORD_PAGE_SIZE, ...query } })).value;
}

/** One bet with its source and ledger transaction (the detail sheet). */
export async function fetchBetDetail(betNo: string): Promise<RecordBetDetail> {
  return (await callApi('recordBet', { params: { betNo } })).value;
}

/** Settled bets of the period summed per day and per category (/m/profitandloss). */
export async function fetchProfitLoss(period: RecordPeriod): Promise<RecordProfitLossReply> {
  return (await callApi('recordProfitLoss', { query: { ...period, moduleId: 'PERSPNL3' } })).value;
}
