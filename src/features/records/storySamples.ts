import type {
  DepositOrder,
  RecordBet,
  RecordBetDetail,
  RecordBetsReply,
  RecordDepositsReply,
  RecordProfitLossReply,
  RecordTransaction,
  RecordTransactionsReply,
  RecordWithdrawalsReply,
  Withdrawal,
} from '@common/generated/api';
import type { WpsRequest } from '../../storybook/wpsReplies';

// Replies of the records API for the stories (schemas/api/records.api.json); each passes the reply check.

/** 2025-05-07 10:00 in Manila. */
const T = Date.UTC(2025, 4, 7, 2, 0);
const MIN = 60_000;

export const sampleDeposits: DepositOrder[] = [
  {
    id: 'D1A2B3C4D5E6F7081',
    method: 'EWALLET',
    channelId: 'GCASH',
    channelName: 'GCash',
    amount: '500.00',
    fee: '0.00',
    payAmount: '500.00',
    state: 'paid',
    createdAt: T,
    expiresAt: T + 15 * MIN,
    decidedAt: T + 2 * MIN,
  },
  {
    id: 'D1A2B3C4D5E6F7082',
    method: 'BANK',
    channelId: 'BANK_INSTAPAY',
    channelName: 'InstaPay',
    amount: '1000.00',
    fee: '10.00',
    payAmount: '1010.00',
    state: 'pending',
    createdAt: T - 30 * MIN,
    expiresAt: T - 15 * MIN,
    payUrl: '/wps/pay/sim/D1A2B3C4D5E6F7082',
  },
];

export const depositsReply = (list: DepositOrder[] = sampleDeposits, nextCursor: string | null = null) =>
  ({
    list,
    nextCursor,
    totals: { count: list.length, amount: '1500.00', fee: '10.00', paidCount: 1, paidAmount: '500.00' },
  }) satisfies RecordDepositsReply;

export const sampleWithdrawals: Withdrawal[] = [
  {
    id: 31,
    amount: '200.00',
    state: 'rejected',
    bankName: 'BDO',
    accountMasked: '**** 5678',
    createdAt: T,
    decidedAt: T + 60 * MIN,
    reason: 'Name mismatch',
  },
  { id: 30, amount: '300.00', state: 'paid', bankName: 'BDO', accountMasked: '**** 5678', createdAt: T - 90 * MIN },
  {
    id: 29,
    amount: '100.00',
    state: 'pending',
    bankName: 'GCash',
    accountMasked: '**** 0011',
    createdAt: T - 99 * MIN,
  },
];

export const withdrawalsReply = (list: Withdrawal[] = sampleWithdrawals) =>
  ({
    list,
    nextCursor: null,
    totals: { count: list.length, amount: '600.00', paidCount: 1, paidAmount: '300.00', pendingAmount: '100.00' },
  }) satisfies RecordWithdrawalsReply;

export const sampleTransactions: RecordTransaction[] = [
  { id: 905, time: T, kind: 'demo-spin', group: 'game', ref: 'IH9F00A1', amount: '-5.00', balanceAfter: '1495.00' },
  {
    id: 904,
    time: T - MIN,
    kind: 'deposit',
    group: 'deposit',
    ref: 'D1A2B3C4D5E6F7081',
    amount: '500.00',
    balanceAfter: '1500.00',
  },
  { id: 903, time: T - 2 * MIN, kind: 'mystery-kind', group: 'bonus', amount: '20.00', balanceAfter: '1000.00' },
];

export const sampleAgentTransactions: RecordTransaction[] = [
  {
    id: 910,
    time: T,
    kind: 'upline-transfer',
    group: 'transfer',
    ref: 'demo>agent',
    amount: '10.00',
    balanceAfter: '5010.00',
  },
  { id: 910, time: T, kind: 'upline-transfer', group: 'transfer', ref: 'demo>agent', amount: '-10.00', member: 'demo' },
];

export const transactionsReply = (list: RecordTransaction[] = sampleTransactions, nextCursor: string | null = null) =>
  ({
    list,
    nextCursor,
    totals: { count: list.length, moneyIn: '520.00', moneyOut: '-5.00', net: '515.00' },
  }) satisfies RecordTransactionsReply;

/** Two keyset pages: the first names the second's cursor. */
export const twoTransactionPages = (request: WpsRequest) =>
  request.params.cursor === 'page2'
    ? transactionsReply([
        { ...sampleTransactions[2]!, id: 800, kind: 'withdrawal', group: 'withdrawal', amount: '-100.00' },
      ])
    : transactionsReply(sampleTransactions.slice(0, 2), 'page2');

export const sampleBets: RecordBet[] = [
  {
    betNo: 'IH9F00A1',
    nodeId: 9001,
    gameNameEn: 'Lucky Spin',
    gameNameTy: 'Masuwerteng Ikot',
    vendor: 'IH',
    vendorName: 'House Originals',
    category: 'RNG',
    stake: '5.00',
    validStake: '5.00',
    win: '0.00',
    net: '-5.00',
    status: 'settled',
    placedAt: T,
    settledAt: T,
  },
  {
    betNo: 'EVO77A',
    nodeId: 4100,
    gameNameEn: 'Roulette 2',
    gameNameTy: 'Roulette 2',
    vendor: 'EVO',
    vendorName: 'Evolution',
    category: 'LIVE',
    stake: '100.00',
    validStake: '100.00',
    win: '200.00',
    net: '100.00',
    status: 'settled',
    placedAt: T - 5 * MIN,
    settledAt: T - 4 * MIN,
  },
  {
    betNo: 'SABA12',
    nodeId: 5100,
    gameNameEn: 'Football',
    gameNameTy: 'Football',
    vendor: 'SABA',
    category: 'SPORTS',
    stake: '50.00',
    validStake: '50.00',
    win: '0.00',
    net: '0.00',
    status: 'pending',
    placedAt: T - 9 * MIN,
  },
];

export const betsReply = (list: RecordBet[] = sampleBets) =>
  ({
    list,
    nextCursor: null,
    totals: { count: list.length, stake: '105.00', validStake: '105.00', win: '200.00', net: '95.00' },
  }) satisfies RecordBetsReply;

export const betDetail = (request: WpsRequest): RecordBetDetail => {
  const bet = sampleBets.find((b) => request.path.endsWith(`/${b.betNo}`)) ?? sampleBets[0]!;
  return { bet, source: bet.vendor === 'IH' ? 'demo' : 'feed', gameType: bet.category, txnId: 905 };
};

export const samplePnl: RecordProfitLossReply = {
  days: [
    { date: '2025-05-07', count: 2, stake: '105.00', validStake: '105.00', win: '200.00', net: '95.00' },
    { date: '2025-05-05', count: 3, stake: '30.00', validStake: '30.00', win: '10.00', net: '-20.00' },
  ],
  categories: [
    { category: 'LIVE', count: 1, stake: '100.00', validStake: '100.00', win: '200.00', net: '100.00' },
    { category: 'RNG', count: 4, stake: '35.00', validStake: '35.00', win: '10.00', net: '-25.00' },
  ],
  totals: { count: 5, stake: '135.00', validStake: '135.00', win: '210.00', net: '75.00' },
};

export const emptyPnl: RecordProfitLossReply = {
  days: [],
  categories: [],
  totals: { count: 0, stake: '0.00', validStake: '0.00', win: '0.00', net: '0.00' },
};
