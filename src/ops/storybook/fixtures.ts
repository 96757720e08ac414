import type { OpsAuditEntry, OpsMe, OpsWithdrawal } from '@common/generated/api';

const all = (permissions: string[]) => permissions.map((permission) => ({ permission, allBrands: true, brands: [] }));

/** A finance operator for every brand (decides withdrawals), and a viewer (reads only). */
export const financeMe: OpsMe = {
  username: 'finance',
  roles: [{ brandId: null, role: 'finance' }],
  permissions: all(['console.use', 'withdrawals.read', 'withdrawals.decide', 'audit.read']),
};
export const viewerMe: OpsMe = {
  username: 'viewer',
  roles: [{ brandId: null, role: 'viewer' }],
  permissions: all(['console.use', 'withdrawals.read', 'audit.read']),
};
/** A support operator of one brand: no withdrawals screen at all. */
export const supportMe: OpsMe = {
  username: 'support',
  roles: [{ brandId: 'lucky-peso', role: 'support' }],
  permissions: [
    { permission: 'console.use', allBrands: true, brands: [] },
    { permission: 'members.read', allBrands: false, brands: ['lucky-peso'] },
    { permission: 'audit.read', allBrands: false, brands: ['lucky-peso'] },
  ],
};

const at = Date.UTC(2026, 10, 20, 3, 15);
export const withdrawals: OpsWithdrawal[] = [
  {
    id: 31,
    brandId: 'lucky-peso',
    account: 'juan88',
    amount: '2500.00',
    state: 'pending',
    bankName: 'BDO',
    accountMasked: '****4821',
    createdAt: at,
  },
  {
    id: 30,
    brandId: 'bayani-bet',
    account: 'maria_c',
    amount: '150000.00',
    state: 'awaiting_second',
    firstApprovedBy: 'finance2',
    bankName: 'BPI',
    accountMasked: '****1177',
    createdAt: at - 3_600_000,
  },
  {
    id: 29,
    brandId: 'lucky-peso',
    account: 'pedro',
    amount: '500.00',
    state: 'rejected',
    reason: 'Bank account name does not match',
    bankName: 'GCash',
    accountMasked: '****0093',
    createdAt: at - 7_200_000,
    decidedAt: at - 3_000_000,
  },
];
export const page = <T>(list: T[], total = list.length) => ({
  list,
  pageNum: 1,
  totalPages: Math.max(1, Math.ceil(total / 20)),
  total,
});

export const auditEntries: OpsAuditEntry[] = [
  {
    id: 7,
    at,
    operator: 'finance',
    action: 'withdrawal.approve',
    brandId: 'lucky-peso',
    target: 'withdrawal:28',
    before: { state: 'pending', amount: '1000.00' },
    after: { state: 'paid', amount: '1000.00', decidedAt: at },
    address: '203.0.113.7',
  },
  {
    id: 6,
    at: at - 60_000,
    operator: 'owner',
    action: 'operator.create',
    brandId: null,
    target: 'operator:5',
    before: null,
    after: { username: 'support2', role: 'support' },
    address: '203.0.113.9',
  },
];
