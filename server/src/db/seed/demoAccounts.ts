/** Demo accounts created for every brand (docs/api.md#demo-accounts). */
export interface DemoAccount {
  username: string;
  password: string;
  type: number;
  mobile?: { dialing: string; num: string };
  balance: number;
  description: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'demo',
    password: 'demo1234!',
    type: 0,
    mobile: { dialing: '+63', num: '9171234567' },
    balance: 10_000,
    description: 'member with a mobile number (SMS login), balance, inbox, upline agent',
  },
  {
    username: 'agent',
    password: 'agent1234!',
    type: 1,
    balance: 5_000,
    description: 'agent (invitation code DEMO1001)',
  },
  { username: 'type0', password: 'type0pass!', type: 0, balance: 1_000, description: 'member, type 0' },
  { username: 'type4', password: 'type4pass!', type: 4, balance: 0, description: 'free member, type 4' },
  { username: 'type40', password: 'type40pass!', type: 40, balance: 0, description: 'member, type 40' },
];

export const DEMO_INVITATION_CODE = 'DEMO1001';
