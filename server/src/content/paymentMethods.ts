// Deposit methods, channels and withdraw limits per brand (issue 15). Amounts in centavos. A real operator would keep
// these in its back office; the reference server ships them as content.

export type MethodId = 'EWALLET' | 'BANK' | 'QR' | 'CRYPTO';

export interface ChannelConfig {
  id: string;
  method: MethodId;
  name: string;
  minCents: number;
  maxCents: number;
  /** fee = fixedCents + amount × percentBps / 10000 (half up), capped at capCents. */
  fee: { percentBps: number; fixedCents: number; capCents?: number };
  presetsCents: number[];
  /** Open hours in Manila time ("HH:mm"); `to` before `from` crosses midnight. */
  window?: { from: string; to: string };
  /** Switched off by the operator. */
  off?: boolean;
  note?: string;
}

export interface WithdrawRules {
  minCents: number;
  maxCents: number;
  dailyCount: number;
}

export interface TransferRules {
  minCents: number;
  maxCents: number;
}

const P = (...pesos: number[]) => pesos.map((p) => p * 100);

const GCASH: ChannelConfig = {
  id: 'GCASH',
  method: 'EWALLET',
  name: 'GCash',
  minCents: 100_00,
  maxCents: 50_000_00,
  fee: { percentBps: 0, fixedCents: 0 },
  presetsCents: P(100, 200, 500, 1000, 5000),
};

const MAYA: ChannelConfig = {
  id: 'MAYA',
  method: 'EWALLET',
  name: 'Maya',
  minCents: 100_00,
  maxCents: 50_000_00,
  fee: { percentBps: 150, fixedCents: 0, capCents: 200_00 },
  presetsCents: P(100, 300, 500, 1000, 3000),
};

const BANK_INSTAPAY: ChannelConfig = {
  id: 'BANK_INSTAPAY',
  method: 'BANK',
  name: 'InstaPay',
  minCents: 200_00,
  maxCents: 50_000_00,
  fee: { percentBps: 0, fixedCents: 15_00 },
  presetsCents: P(500, 1000, 5000, 10000),
};

const BANK_PESONET: ChannelConfig = {
  id: 'BANK_PESONET',
  method: 'BANK',
  name: 'PESONet',
  minCents: 1_000_00,
  maxCents: 200_000_00,
  fee: { percentBps: 0, fixedCents: 10_00 },
  presetsCents: P(1000, 5000, 10000, 50000),
  window: { from: '08:00', to: '17:00' },
  note: 'Bank business hours',
};

const QRPH: ChannelConfig = {
  id: 'QRPH',
  method: 'QR',
  name: 'QR Ph',
  minCents: 100_00,
  maxCents: 30_000_00,
  fee: { percentBps: 100, fixedCents: 0, capCents: 100_00 },
  presetsCents: P(100, 500, 1000, 3000),
};

const USDT_TRC20: ChannelConfig = {
  id: 'USDT_TRC20',
  method: 'CRYPTO',
  name: 'USDT (TRC20)',
  minCents: 500_00,
  maxCents: 500_000_00,
  fee: { percentBps: 50, fixedCents: 5_00, capCents: 500_00 },
  presetsCents: P(500, 1000, 5000, 20000),
  note: 'Credited in pesos at the provider rate',
};

const CHANNELS: Record<string, ChannelConfig[]> = {
  'lucky-peso': [GCASH, MAYA, BANK_INSTAPAY, BANK_PESONET, QRPH, USDT_TRC20],
  'perlas-play': [GCASH, MAYA, BANK_INSTAPAY, { ...QRPH, off: true }],
  'bayani-bet': [GCASH, MAYA, BANK_INSTAPAY, QRPH, USDT_TRC20],
};

/** Brands without their own list get e-wallets and InstaPay. */
const DEFAULT_CHANNELS = [GCASH, MAYA, BANK_INSTAPAY];

export const METHOD_ORDER: MethodId[] = ['EWALLET', 'BANK', 'QR', 'CRYPTO'];

export const channelsOf = (brandId: string): ChannelConfig[] => CHANNELS[brandId] ?? DEFAULT_CHANNELS;

export const WITHDRAW_RULES: WithdrawRules = { minCents: 100_00, maxCents: 50_000_00, dailyCount: 5 };

export const TRANSFER_RULES: TransferRules = { minCents: 1_00, maxCents: 100_000_00 };

/** Unpaid deposit orders expire after this many minutes; a member may hold at most DEPOSIT_PENDING_LIMIT. */
export const DEPOSIT_TTL_MINUTES = 15;
export const DEPOSIT_PENDING_LIMIT = 5;

/** Channel windows are in Manila time. */
export const CHANNEL_TIME_ZONE = 'Asia/Manila';
