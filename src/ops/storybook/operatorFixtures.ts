import type { OpsMe, OpsOperator, OpsRolesReply } from '@common/generated/api';

/** The owner: every permission for every brand (operators.manage among them). */
export const ownerMe: OpsMe = {
  username: 'owner',
  roles: [{ brandId: null, role: 'owner' }],
  permissions: ['console.use', 'operators.manage', 'audit.read', 'withdrawals.read'].map((permission) => ({
    permission,
    allBrands: true,
    brands: [],
  })),
};

const at = Date.UTC(2026, 10, 1, 2, 0);
export const operatorRows: OpsOperator[] = [
  {
    id: 1,
    username: 'owner',
    roles: [{ brandId: null, role: 'owner' }],
    totpEnabled: true,
    disabled: false,
    createdAt: at,
  },
  {
    id: 2,
    username: 'finance',
    roles: [{ brandId: null, role: 'finance' }],
    totpEnabled: false,
    disabled: false,
    createdAt: at,
  },
  {
    id: 5,
    username: 'maria.s',
    roles: [
      { brandId: 'lucky-peso', role: 'support' },
      { brandId: 'bayani-bet', role: 'viewer' },
    ],
    totpEnabled: true,
    disabled: true,
    createdAt: at + 86_400_000,
  },
];

export const rolesReply: OpsRolesReply = {
  list: (['owner', 'finance', 'support', 'viewer'] as const).map((role) => ({
    role,
    description: `The ${role} role`,
    permissions: ['console.use'],
    totpRequired: role === 'owner',
  })),
};
