import type { OpsApplication, OpsDepositOrder, OpsDepositReply, OpsMe } from '@common/generated/api';

// Story data of the deposits and promotion applications screens (src/ops/screens/{Deposits,Applications}Screen).

const all = (permissions: string[]) => permissions.map((permission) => ({ permission, allBrands: true, brands: [] }));
const at = Date.UTC(2026, 10, 20, 3, 15);

/** finance with deposits (settle too), support with promotion review, a viewer reading deposits. */
export const depositsFinanceMe: OpsMe = {
  username: 'finance',
  roles: [{ brandId: null, role: 'finance' }],
  permissions: all(['console.use', 'withdrawals.read', 'deposits.read', 'deposits.settle', 'audit.read']),
};
export const depositsViewerMe: OpsMe = {
  username: 'viewer',
  roles: [{ brandId: null, role: 'viewer' }],
  permissions: all(['console.use', 'withdrawals.read', 'deposits.read', 'audit.read']),
};
export const reviewSupportMe: OpsMe = {
  username: 'support',
  roles: [{ brandId: null, role: 'support' }],
  permissions: all(['console.use', 'members.read', 'promotions.review', 'audit.read']),
};

export const depositOrders: OpsDepositOrder[] = [
  {
    id: 'D1A2B3C4D5E6F7A8B',
    brandId: 'lucky-peso',
    account: 'juan88',
    method: 'ewallet',
    channelName: 'GCash',
    amount: '500.00',
    fee: '0.00',
    payAmount: '500.00',
    state: 'expired',
    createdAt: at,
    expiresAt: at + 900_000,
    decidedAt: at + 900_000,
  },
  {
    id: 'D0000000000000042',
    brandId: 'bayani-bet',
    account: 'maria_c',
    method: 'ewallet',
    channelName: 'Maya',
    amount: '2000.00',
    fee: '0.00',
    payAmount: '2000.00',
    state: 'pending',
    createdAt: at - 600_000,
    expiresAt: at + 300_000,
    settlement: { state: 'awaiting_second', reason: 'Paid, callback lost', requestedBy: 'finance2', requestedAt: at },
  },
  {
    id: 'D0000000000000041',
    brandId: 'lucky-peso',
    account: 'pedro',
    method: 'bank',
    channelName: 'BDO',
    amount: '1000.00',
    fee: '10.00',
    payAmount: '1010.00',
    state: 'paid',
    createdAt: at - 3_600_000,
    expiresAt: at - 2_700_000,
    decidedAt: at - 3_000_000,
  },
];

export const depositDetail: OpsDepositReply = {
  order: depositOrders[2]!,
  callbacks: [
    {
      id: 3,
      receivedAt: at - 3_000_000,
      outcome: 'accepted',
      payload: { orderId: depositOrders[2]!.id, status: 'paid', amount: '1010.00' },
    },
    {
      id: 4,
      receivedAt: at - 2_990_000,
      outcome: 'replay',
      payload: { orderId: depositOrders[2]!.id, status: 'paid', amount: '1010.00' },
    },
  ],
};

type Application = OpsApplication['application'];
const application = (id: number, status: Application['status'], remark: string): Application => ({
  id,
  activityId: 12,
  remark,
  images: [
    { id: id * 10, url: `/ops/api/promotions/uploads/${id * 10}`, contentType: 'image/png' as const, size: 2048 },
  ],
  status,
  createdAt: at - id * 60_000,
});

export const applications: OpsApplication[] = [
  {
    application: application(8, 'applying', 'My birthday is today'),
    brandId: 'lucky-peso',
    account: 'juan88',
    activityTitle: 'Birthday gift',
    activityReward: '100.00',
  },
  {
    application: application(7, 'applying', 'Streak screenshot'),
    brandId: 'lucky-peso',
    account: 'maria_c',
    activityTitle: 'Live casino streak',
  },
  {
    application: { ...application(6, 'rejected', 'Please'), reason: 'No proof of birthday.' },
    brandId: 'bayani-bet',
    account: 'pedro',
    activityTitle: 'Birthday gift',
    activityReward: '100.00',
  },
];
