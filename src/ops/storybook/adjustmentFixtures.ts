import type { OpsAdjustment, OpsMe } from '@common/generated/api';

// Story data of the adjustments screen (src/ops/screens/AdjustmentsScreen).

const all = (permissions: string[]) => permissions.map((permission) => ({ permission, allBrands: true, brands: [] }));
const at = Date.UTC(2026, 10, 20, 3, 15);

/** finance makes and confirms adjustments in every brand. */
export const adjustingMe: OpsMe = {
  username: 'finance',
  roles: [{ brandId: null, role: 'finance' }],
  permissions: all(['console.use', 'withdrawals.read', 'adjustments.make', 'audit.read']),
};

/** One waiting adjustment asked by another operator (confirmable), one asked by finance itself (not). */
export const waitingAdjustments: OpsAdjustment[] = [
  {
    id: 12,
    brandId: 'lucky-peso',
    account: 'juan88',
    amount: '75000.00',
    reason: 'Jackpot paid outside the game',
    state: 'awaiting_second',
    requestedBy: 'finance2',
    requestedAt: at,
  },
  {
    id: 11,
    brandId: 'lucky-peso',
    account: 'maria7',
    amount: '-60000.00',
    reason: 'Duplicate credit',
    state: 'awaiting_second',
    requestedBy: 'finance',
    requestedAt: at - 3_600_000,
  },
];
