import type {
  DepositChannel,
  DepositMethodsReply,
  DepositOrder,
  UplineTransferInfoReply,
  Withdrawal,
  WithdrawInfoReply,
} from '@common/generated/api';

// Replies the wallet stories answer with (the shapes of schemas/api/wallet.api.json).

const channel = (id: string, name: string, extra: Partial<DepositChannel> = {}): DepositChannel => ({
  id,
  name,
  min: '100.00',
  max: '50000.00',
  fee: { percentBps: 0, fixed: '0.00' },
  presets: ['100.00', '500.00', '1000.00'],
  enabledNow: true,
  ...extra,
});

export const sampleMethods: DepositMethodsReply = {
  orderTtlMinutes: 30,
  methods: [
    {
      id: 'EWALLET',
      channels: [
        channel('GCASH', 'GCash'),
        channel('MAYA', 'Maya', { fee: { percentBps: 150, fixed: '5.00', cap: '50.00' } }),
      ],
    },
    {
      id: 'BANK',
      channels: [
        channel('BANK_INSTAPAY', 'InstaPay'),
        channel('BANK_PESONET', 'PESONet', { enabledNow: false, window: { from: '08:00', to: '17:00' } }),
      ],
    },
    { id: 'QR', channels: [channel('QRPH', 'QR Ph', { enabledNow: false })] },
  ],
};

export const noMethods: DepositMethodsReply = { orderTtlMinutes: 30, methods: [] };

const NOW = Date.UTC(2026, 0, 15, 4, 0, 0);

export function sampleOrder(state: DepositOrder['state'], extra: Partial<DepositOrder> = {}): DepositOrder {
  return {
    id: 'D20260115000123',
    method: 'EWALLET',
    channelId: 'GCASH',
    channelName: 'GCash',
    amount: '500.00',
    fee: '0.00',
    payAmount: '500.00',
    state,
    createdAt: NOW,
    // Far ahead, so a pending story's countdown does not reach zero while it runs.
    expiresAt: Date.now() + 30 * 60_000,
    ...(state === 'pending' ? { payUrl: '/wps/pay/sim/D20260115000123' } : { decidedAt: NOW + 60_000 }),
    ...extra,
  };
}

export const recentOrders = {
  list: [
    sampleOrder('paid', { id: 'D1' }),
    sampleOrder('expired', { id: 'D2', amount: '200.00', payAmount: '200.00' }),
  ],
  pageNum: 1,
  totalPages: 1,
};

export const bankCard = {
  id: 7,
  bankCode: 'BDO',
  bankName: 'BDO Unibank',
  accountMasked: '**** **** 5678',
  holderName: 'Demo Player',
  createdAt: NOW,
};

export function sampleWithdrawInfo(extra: Partial<WithdrawInfoReply> = {}): WithdrawInfoReply {
  return {
    balance: '10000.00',
    withdrawable: '9500.00',
    turnoverRemaining: '500.00',
    min: '100.00',
    max: '50000.00',
    dailyLimit: 5,
    usedToday: 1,
    bankCards: [bankCard],
    paymentPasswordSet: true,
    ...extra,
  };
}

const withdrawal = (id: number, state: Withdrawal['state'], extra: Partial<Withdrawal> = {}): Withdrawal => ({
  id,
  amount: '200.00',
  state,
  bankName: 'BDO Unibank',
  accountMasked: '**** **** 5678',
  createdAt: NOW,
  ...extra,
});

export const sampleWithdrawals = {
  list: [withdrawal(3, 'pending'), withdrawal(2, 'rejected', { reason: 'Name mismatch' }), withdrawal(1, 'paid')],
  pageNum: 1,
  totalPages: 1,
};

export const transferInfo: UplineTransferInfoReply = {
  allowed: true,
  upline: 'agent',
  balance: '10000.00',
  transferable: '8000.00',
  dailyCap: '100000.00',
  leftToday: '100000.00',
  min: '1.00',
  max: '50000.00',
  paymentPasswordSet: true,
};
