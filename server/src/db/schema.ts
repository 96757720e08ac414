import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Operator-editable settings per brand, seeded from brands/<id>/brand.json. */
export const brandSettings = pgTable('brand_settings', {
  brandId: text('brand_id').primaryKey(),
  settings: jsonb('settings').notNull(),
  registerSettings: jsonb('register_settings').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    merchantCode: text('merchant_code').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Member type of SPEC §6: 0 member, 1 agent, 4 free, 40 …; see docs/api.md. */
    type: integer('type').notNull().default(0),
    isTrial: boolean('is_trial').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    nickname: text('nickname'),
    email: text('email'),
    /** The address before the last change, and when: a recovery within 24 hours also goes there (issue 28, #3). */
    emailPrevious: text('email_previous'),
    emailChangedAt: ts('email_changed_at'),
    mobileDialing: text('mobile_dialing'),
    mobileNum: text('mobile_num'),
    /** When the number was proven by an SMS code; null = unproven (SMS sign-in and phone reset ignore it). */
    mobileVerifiedAt: ts('mobile_verified_at'),
    payeeName: text('payee_name'),
    contacts: jsonb('contacts').notNull().default({}),
    invitationCode: text('invitation_code'),
    uplineId: integer('upline_id'),
    toUpline: boolean('to_upline').notNull().default(false),
    icon: integer('icon').notNull().default(1),
    /** scrypt hash of the 6-digit payment password (security centre); null until the member sets one. */
    paymentPasswordHash: text('payment_password_hash'),
    /** The member's VIP level (vip_levels.level of the brand); null = no level. */
    vipLevel: integer('vip_level'),
    lastLoginAt: ts('last_login_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_brand_username').on(t.brandId, t.username),
    // Unproven numbers may repeat (registration must not reveal a taken number); a proven one belongs to one member.
    index('users_brand_mobile_lookup').on(t.brandId, t.mobileDialing, t.mobileNum),
    uniqueIndex('users_brand_mobile_verified')
      .on(t.brandId, t.mobileDialing, t.mobileNum)
      .where(sql`${t.mobileVerifiedAt} is not null`),
    uniqueIndex('users_brand_invitation').on(t.brandId, t.invitationCode),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').notNull(),
    brandId: text('brand_id').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  brandId: text('brand_id').notNull(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/** Failed sign-ins per key ("acct:<brand>:<name>" or "ip:<address>"): one failure turns the captcha on. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastAt: ts('last_at').notNull(),
});

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('sms_codes_lookup').on(t.brandId, t.mobile, t.purpose)],
);

export const games = pgTable(
  'games',
  {
    brandId: text('brand_id').notNull(),
    nodeId: integer('node_id').notNull(),
    gameId: text('game_id').notNull(),
    roomId: text('room_id').notNull(),
    gameType: text('game_type').notNull(),
    gameCategory: text('game_category').notNull(),
    vassalage: text('vassalage').notNull(),
    nameEn: text('name_en').notNull(),
    nameTy: text('name_ty').notNull(),
    nodeName: text('node_name').notNull(),
    supportPlay: boolean('support_play').notNull(),
    isNew: boolean('is_new').notNull(),
    hot: integer('hot').notNull(),
    minBet: text('min_bet').notNull(),
    prizeMode: text('prize_mode'),
    sort: integer('sort').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.nodeId] }),
    index('games_type').on(t.brandId, t.gameType, t.sort),
    index('games_vendor').on(t.brandId, t.vassalage),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id').notNull(),
    nodeId: integer('node_id').notNull(),
    vendor: text('vendor').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.nodeId] })],
);

export const recents = pgTable(
  'recents',
  {
    userId: integer('user_id').notNull(),
    nodeId: integer('node_id').notNull(),
    playedAt: ts('played_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.nodeId] })],
);

/** Banners (B), player notices (PL), agent notices (A), popups (PU), hot matches (H), promotions (PR). */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    type: text('type').notNull(),
    groupName: text('group_name').notNull(),
    titleEn: text('title_en').notNull(),
    titleTy: text('title_ty').notNull(),
    contentEn: text('content_en').notNull(),
    contentTy: text('content_ty').notNull(),
    startDate: ts('start_date').notNull(),
    endDate: ts('end_date'),
    noExpiry: boolean('no_expiry').notNull(),
    images: jsonb('images').notNull().default([]),
    categoryIds: jsonb('category_ids').notNull().default([]),
    data: jsonb('data').notNull().default({}),
    sort: integer('sort').notNull(),
    /** Who sees it: `all`, `members` (signed in), or `vip` (a member whose VIP level is in vipMin..vipMax). */
    audience: text('audience').notNull().default('all'),
    vipMin: integer('vip_min'),
    vipMax: integer('vip_max'),
  },
  (t) => [index('announcements_brand_type').on(t.brandId, t.type)],
);

export const helpEntries = pgTable('help_entries', {
  id: serial('id').primaryKey(),
  brandId: text('brand_id').notNull(),
  sort: integer('sort').notNull(),
  titleEn: text('title_en').notNull(),
  titleTy: text('title_ty').notNull(),
  contentEn: text('content_en').notNull(),
  contentTy: text('content_ty').notNull(),
});

export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    titleEn: text('title_en').notNull(),
    titleTy: text('title_ty').notNull(),
    contentEn: text('content_en').notNull(),
    contentTy: text('content_ty').notNull(),
    createdAt: ts('created_at').notNull(),
    readAt: ts('read_at'),
    /** Set on the operator's reply to a member's feedback: the thread it answers. */
    feedbackId: integer('feedback_id'),
  },
  (t) => [index('inbox_user').on(t.userId)],
);

export const winners = pgTable('winners', {
  id: serial('id').primaryKey(),
  brandId: text('brand_id').notNull(),
  userName: text('user_name').notNull(),
  nodeId: integer('node_id').notNull(),
  winCents: bigint('win_cents', { mode: 'number' }).notNull(),
  wonAt: ts('won_at').notNull(),
});

/** E-mailed password-reset tokens (hashed, single use, expiring). */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export * from './ledgerSchema';
export * from './memberCentreSchema';
export * from './walletSchema';
export * from './recordsSchema';
export * from './promotionsSchema';
export * from './agentSchema';
export * from './responsiblePlaySchema';
export * from './opsSchema';
export * from './opsAuthSchema';
export * from './opsMoneySchema';
export * from './brandStudioSchema';
export * from './jobsSchema';
export * from './agentPayoutsSchema';
export * from './vendorSchema';
export * from './messagesSchema';
