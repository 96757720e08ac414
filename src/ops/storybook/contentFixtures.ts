import type { OpsAnnouncement, OpsHelpEntry, OpsMe, OpsMember, OpsMemberRow, OpsSitePage } from '@common/generated/api';

/** A support operator of every brand: content, messages, members. */
export const supportAllMe: OpsMe = {
  username: 'support',
  roles: [{ brandId: null, role: 'support' }],
  permissions: ['console.use', 'members.read', 'members.manage', 'messages.send', 'content.manage', 'audit.read'].map(
    (permission) => ({ permission, allBrands: true, brands: [] }),
  ),
};

const at = Date.UTC(2026, 10, 20, 3, 15);

export const notices: OpsAnnouncement[] = [
  {
    id: 41,
    brandId: 'lucky-peso',
    type: 'PL',
    titleEn: 'Maintenance tonight',
    titleTy: 'Maintenance mamayang gabi',
    contentEn: '<p>From 2 to 4 am.</p>',
    contentTy: '<p>Mula 2 hanggang 4 ng umaga.</p>',
    startDate: at,
    endDate: at + 86_400_000,
    sort: 0,
    audience: 'all',
    vipMin: null,
    vipMax: null,
    groupName: '',
    imageUrl: null,
    link: null,
    live: true,
  },
  {
    id: 42,
    brandId: 'lucky-peso',
    type: 'B',
    titleEn: 'Weekend bonus',
    titleTy: 'Bonus sa weekend',
    contentEn: '',
    contentTy: '',
    startDate: at + 86_400_000,
    endDate: null,
    sort: 1,
    audience: 'vip',
    vipMin: 3,
    vipMax: 5,
    groupName: 'm_home',
    imageUrl: 'https://cdn.example.com/weekend.png',
    link: '/m/promotions',
    live: false,
  },
];

export const memberRows: OpsMemberRow[] = [
  {
    id: 7,
    brandId: 'lucky-peso',
    username: 'juan88',
    mobile: '+63 ******0123',
    email: 'j***@example.com',
    vipLevel: 2,
    locked: false,
    createdAt: at - 40 * 86_400_000,
    lastLoginAt: at - 3_600_000,
  },
  {
    id: 8,
    brandId: 'bayani-bet',
    username: 'maria_l',
    mobile: null,
    email: null,
    vipLevel: null,
    locked: true,
    createdAt: at - 10 * 86_400_000,
    lastLoginAt: null,
  },
];

export const member: OpsMember = {
  ...memberRows[0]!,
  mobile: '+63 9175550123',
  email: 'juan.cruz@example.com',
  type: 0,
  trial: false,
  balance: '1250.50',
  ledger: [{ id: 901, at: at - 7_200_000, kind: 'deposit', amount: '500.00', balanceAfter: '1250.50' }],
  sessions: [{ createdAt: at - 3_600_000, expiresAt: at + 3_600_000, live: true }],
};

export const helpEntries: OpsHelpEntry[] = [
  {
    id: 5,
    brandId: 'lucky-peso',
    sort: 0,
    titleEn: 'How do I deposit?',
    titleTy: 'Paano mag-deposit?',
    contentEn: '<p>Open <b>Wallet</b>, then Deposit.</p>',
    contentTy: '<p>Buksan ang <b>Wallet</b>, pagkatapos ay Deposit.</p>',
  },
  {
    id: 6,
    brandId: 'lucky-peso',
    sort: 10,
    titleEn: 'How long do withdrawals take?',
    titleTy: 'Gaano katagal ang withdrawal?',
    contentEn: '<p>Usually within an hour.</p>',
    contentTy: '<p>Karaniwang sa loob ng isang oras.</p>',
  },
];

export const sitePages: OpsSitePage[] = [
  {
    brandId: 'lucky-peso',
    name: 'service',
    titleEn: 'Customer service',
    titleTy: 'Customer service',
    contentEn: '<p>Chat with us any time.</p>',
    contentTy: '<p>Makipag-chat sa amin anumang oras.</p>',
  },
  {
    brandId: 'lucky-peso',
    name: 'useragreement',
    titleEn: 'Terms of play',
    titleTy: 'Kasunduan ng user',
    contentEn: '<p>By playing you agree.</p>',
    contentTy: '<p>Sa paglalaro, sumasang-ayon ka.</p>',
  },
];
