import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Raw bytes (PGlite hands back a Uint8Array, node-postgres a Buffer: both become a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

// Tables of promotions and rewards (issue 17). Money moves only through the ledger; these rows record what was
// applied for, issued, claimed and grabbed. schema.ts re-exports them.

/** How a promotion (announcements row of type PR) is joined and what an approval issues. */
export const promotionActivities = pgTable('promotion_activities', {
  announcementId: integer('announcement_id').primaryKey(),
  brandId: text('brand_id').notNull(),
  /** review (operator decides) | signup (joined at once) | none */
  mode: text('mode').notNull(),
  rewardCents: bigint('reward_cents', { mode: 'number' }),
  /** The reward must be wagered once (ledger kind "reward") or not ("reward-cash"). */
  turnover: boolean('turnover').notNull(),
  rewardValidDays: integer('reward_valid_days'),
});

/** A member's application for an activity. At most one live (not rejected) application per member and activity. */
export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    userId: integer('user_id').notNull(),
    activityId: integer('activity_id').notNull(),
    remark: text('remark').notNull(),
    /** applying | rejected | issued | claimed | signed */
    status: text('status').notNull(),
    reason: text('reason'),
    rewardId: integer('reward_id'),
    createdAt: ts('created_at').notNull(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    index('promotion_applications_user').on(t.userId, t.activityId, t.createdAt),
    index('promotion_applications_brand_status').on(t.brandId, t.status),
    uniqueIndex('promotion_applications_live')
      .on(t.userId, t.activityId)
      .where(sql`${t.status} <> 'rejected'`),
  ],
);

/** An image of an application (png or jpeg, checked by type and signature), served to its owner only. */
export const promotionUploads = pgTable(
  'promotion_uploads',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    userId: integer('user_id').notNull(),
    applicationId: integer('application_id').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('promotion_uploads_application').on(t.applicationId)],
);

/** A reward in the member's reward centre: issued, then claimed once (one ledger txn) or left to expire. */
export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    userId: integer('user_id').notNull(),
    /** activity | operator */
    source: text('source').notNull(),
    activityId: integer('activity_id'),
    applicationId: integer('application_id'),
    titleEn: text('title_en').notNull(),
    titleTy: text('title_ty').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    turnover: boolean('turnover').notNull(),
    /** issued | claimed (expired is issued past expires_at) */
    state: text('state').notNull(),
    issuedAt: ts('issued_at').notNull(),
    expiresAt: ts('expires_at'),
    claimedAt: ts('claimed_at'),
    txnId: bigint('txn_id', { mode: 'number' }),
  },
  (t) => [index('rewards_user').on(t.userId, t.issuedAt), uniqueIndex('rewards_application').on(t.applicationId)],
);

/** One manual rebate claim: the bets it paid are in rebate_claim_bets; lines hold its rates and sums per category. */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    userId: integer('user_id').notNull(),
    /** The previous claim's time (null: the first claim). */
    since: ts('since'),
    until: ts('until').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** [{ category, rateBps, validStakeCents, rebateCents }] */
    lines: jsonb('lines').notNull(),
    idempotencyKey: text('idempotency_key'),
    txnId: bigint('txn_id', { mode: 'number' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('rebate_claims_user').on(t.userId, t.until),
    uniqueIndex('rebate_claims_key').on(t.userId, t.idempotencyKey),
  ],
);

/** Which claim paid a bet's rebate: a bet is paid at most once (primary key), late-arriving bets stay unclaimed. */
export const rebateClaimBets = pgTable(
  'rebate_claim_bets',
  {
    betId: bigint('bet_id', { mode: 'number' }).primaryKey(),
    claimId: integer('claim_id').notNull(),
  },
  (t) => [index('rebate_claim_bets_claim').on(t.claimId)],
);

/** One daily occurrence of a red envelope rain event: what it has paid, locked while an envelope is drawn. */
export const redRainRounds = pgTable(
  'red_rain_rounds',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    eventId: text('event_id').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    envelopes: integer('envelopes').notNull().default(0),
  },
  (t) => [uniqueIndex('red_rain_rounds_occurrence').on(t.brandId, t.eventId, t.startsAt)],
);

/** One envelope a member opened: seq counts the member's envelopes in the round (the cap is checked under lock). */
export const redRainGrabs = pgTable(
  'red_rain_grabs',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id').notNull(),
    userId: integer('user_id').notNull(),
    seq: integer('seq').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The reply of the first try, returned to a replay. */
    result: jsonb('result').notNull(),
    txnId: bigint('txn_id', { mode: 'number' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('red_rain_grabs_seq').on(t.roundId, t.userId, t.seq),
    uniqueIndex('red_rain_grabs_key').on(t.userId, t.idempotencyKey),
  ],
);
