import type { ComponentType } from 'react';

/**
 * The console's screens as data: one entry per screen. The shell shows a nav link only for screens whose permission the
 * operator holds (GET /ops/api/me), and a direct visit without it shows "not allowed" (the server refuses regardless).
 * `labelKey` is an i18next key: in the shell's namespace (`nav.withdrawals`) or your own (`members:nav`).
 * Each screen is its own lazy chunk: `load: () => import('./screens/XScreen')` with a default export.
 */
export interface OpsScreen {
  path: string;
  permission: string;
  labelKey: string;
  load: () => Promise<{ default: ComponentType }>;
}

export const screens: OpsScreen[] = [
  {
    path: 'withdrawals',
    permission: 'withdrawals.read',
    labelKey: 'nav.withdrawals',
    load: () => import('./screens/WithdrawalsScreen'),
  },
  {
    path: 'deposits',
    permission: 'deposits.read',
    labelKey: 'deposits:nav',
    load: () => import('./screens/DepositsScreen'),
  },
  {
    path: 'adjustments',
    permission: 'adjustments.make',
    labelKey: 'adjustments:nav',
    load: () => import('./screens/AdjustmentsScreen'),
  },
  {
    path: 'applications',
    permission: 'promotions.review',
    labelKey: 'applications:nav',
    load: () => import('./screens/ApplicationsScreen'),
  },
  {
    path: 'notices',
    permission: 'content.manage',
    labelKey: 'notices:nav',
    load: () => import('./screens/NoticesScreen'),
  },
  {
    path: 'members',
    permission: 'members.read',
    labelKey: 'members:nav',
    load: () => import('./screens/MembersScreen'),
  },
  {
    path: 'messages',
    permission: 'messages.send',
    labelKey: 'messages:nav',
    load: () => import('./screens/MessagesScreen'),
  },
  {
    path: 'help',
    permission: 'content.manage',
    labelKey: 'help:nav',
    load: () => import('./screens/HelpPagesScreen'),
  },
  {
    path: 'brands',
    permission: 'brands.read',
    labelKey: 'brands:nav',
    load: () => import('./screens/BrandsScreen'),
  },
  {
    path: 'operators',
    permission: 'operators.manage',
    labelKey: 'operators:nav',
    load: () => import('./screens/OperatorsScreen'),
  },
  { path: 'audit', permission: 'audit.read', labelKey: 'nav.audit', load: () => import('./screens/AuditScreen') },
];
