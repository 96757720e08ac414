// The operator console's roles as data (issue 29): every action is one permission, a role is a set of permissions,
// and an operator holds roles per brand or for all brands. Endpoints name the permission they need in
// schemas/api/ops.api.json (`permission`); route() checks it here before the handler runs (api/access.ts).

/** Every permission, with what it allows (docs/operations.md shows the table). */
export const PERMISSIONS = {
  'console.use': 'sign in to the console, see one’s own roles, sign out',
  'withdrawals.read': 'see the withdrawals queue',
  'withdrawals.decide': 'approve or reject a withdrawal',
  'deposits.read': 'look up deposit orders and their provider callbacks',
  'deposits.settle': 'settle a stuck deposit order by hand',
  'adjustments.make': 'credit or debit a member’s balance by hand',
  'members.read': 'search members and open a member',
  'members.manage': 'lock or unlock a member, end their sessions',
  'messages.send': 'send inbox messages to a member or a segment',
  'content.manage': 'edit banners, notices, help and service pages',
  'promotions.review': 'approve or reject promotion applications',
  'audit.read': 'search the audit log',
  'operators.manage': 'invite and disable operators, change their roles',
  'brands.read': 'see brands, their versions, checks and diff, and preview them',
  'brands.edit': 'create a brand by cloning (for every brand), save or discard a brand’s draft',
  'brands.publish': 'publish a brand’s draft or roll back to a version',
} as const;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_IDS = Object.keys(PERMISSIONS) as Permission[];
export const isPermission = (value: string): value is Permission => Object.hasOwn(PERMISSIONS, value);

const READS = PERMISSION_IDS.filter((p) => p.endsWith('.read'));

/** The roles. Audit reading is everyone's: it changes nothing, and knowing who did what is part of every desk. */
export const ROLES = {
  owner: { description: 'everything, including operators and roles', permissions: PERMISSION_IDS },
  finance: {
    description: 'deposits, withdrawals and adjustments',
    permissions: [
      'console.use',
      'withdrawals.read',
      'withdrawals.decide',
      'deposits.read',
      'deposits.settle',
      'adjustments.make',
      'audit.read',
    ],
  },
  support: {
    description: 'members, messages, content and promotion review',
    permissions: [
      'console.use',
      'members.read',
      'members.manage',
      'messages.send',
      'content.manage',
      'promotions.review',
      'brands.read',
      'audit.read',
    ],
  },
  brand_admin: {
    description: 'the brand studio: edit, publish and roll back brands',
    permissions: ['console.use', 'brands.read', 'brands.edit', 'brands.publish', 'audit.read'],
  },
  viewer: { description: 'read only', permissions: ['console.use', ...READS] },
} as const satisfies Record<string, { description: string; permissions: readonly Permission[] }>;

export type Role = keyof typeof ROLES;
export const ROLE_IDS = Object.keys(ROLES) as Role[];
export const isRole = (value: string): value is Role => Object.hasOwn(ROLES, value);

/** One role held by an operator: for one brand, or for every brand (`brandId: null`). */
export interface Grant {
  brandId: string | null;
  role: Role;
}

/** The brands where a permission holds: every brand, or the listed ones (possibly none). */
export type BrandScope = { all: true } | { all: false; brands: string[] };

export function scopeOf(grants: readonly Grant[], permission: Permission): BrandScope {
  const holding = grants.filter((g) => (ROLES[g.role].permissions as readonly Permission[]).includes(permission));
  const brands = holding.map((g) => g.brandId);
  // A grant of no brand is a grant of every brand.
  if (brands.includes(null)) return { all: true };
  return { all: false, brands: [...new Set(brands as string[])].sort() };
}

export const inScope = (scope: BrandScope, brandId: string | null): boolean =>
  scope.all || (brandId !== null && scope.brands.includes(brandId));

export const isEmptyScope = (scope: BrandScope): boolean => !scope.all && scope.brands.length === 0;

/** Every permission the grants give somewhere, in declaration order (the console hides the rest). */
export const permissionsOf = (grants: readonly Grant[]): Permission[] =>
  PERMISSION_IDS.filter((p) => !isEmptyScope(scopeOf(grants, p)));
