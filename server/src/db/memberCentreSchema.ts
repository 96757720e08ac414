import { bigint, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// Tables of the member and security centres (issue 14); schema.ts re-exports them.

/** Banks a member may add a card of, per brand (security centre, withdraw). */
export const banks = pgTable(
  'banks',
  {
    brandId: text('brand_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.code] })],
);

/** A member's bank cards. Removal is soft (removedAt) so records that name a card keep it. */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    createdAt: ts('created_at').notNull(),
    removedAt: ts('removed_at'),
  },
  (t) => [
    index('bank_cards_user').on(t.userId),
    uniqueIndex('bank_cards_live')
      .on(t.userId, t.bankCode, t.accountNumber)
      .where(sql`${t.removedAt} is null`),
  ],
);

/** The questions a brand offers for account recovery. */
export const securityQuestions = pgTable('security_questions', {
  id: serial('id').primaryKey(),
  brandId: text('brand_id').notNull(),
  sort: integer('sort').notNull(),
  textEn: text('text_en').notNull(),
  textTy: text('text_ty').notNull(),
});

/** A member's answers, hashed like passwords (normalised: trimmed, lower case). */
export const securityAnswers = pgTable(
  'security_answers',
  {
    userId: integer('user_id').notNull(),
    questionId: integer('question_id').notNull(),
    answerHash: text('answer_hash').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/** Feedback a member sent (PUT /wps/feedback); the reply arrives as an inbox message with feedbackId. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    userId: integer('user_id').notNull(),
    content: text('content').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('feedback_user').on(t.userId)],
);

/** Per-brand static pages (customer service, user agreement) as HTML, sanitised on the client. */
export const sitePages = pgTable(
  'site_pages',
  {
    brandId: text('brand_id').notNull(),
    name: text('name').notNull(),
    titleEn: text('title_en').notNull(),
    titleTy: text('title_ty').notNull(),
    contentEn: text('content_en').notNull(),
    contentTy: text('content_ty').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.name] })],
);

/** VIP levels of a brand: the label shown on the profile and the member-club benefits (HTML). */
export const vipLevels = pgTable(
  'vip_levels',
  {
    brandId: text('brand_id').notNull(),
    level: integer('level').notNull(),
    labelEn: text('label_en').notNull(),
    labelTy: text('label_ty').notNull(),
    benefitsEn: text('benefits_en').notNull(),
    benefitsTy: text('benefits_ty').notNull(),
    // The level's rules (issue 33, migration 0016; services/vip/review.ts): totals over the review window that reach
    // it (null: never reached by a review) and keep it (0: always kept); keep <= reach (a CHECK constraint).
    reachDepositCents: bigint('reach_deposit_cents', { mode: 'number' }),
    reachValidStakeCents: bigint('reach_valid_stake_cents', { mode: 'number' }),
    keepDepositCents: bigint('keep_deposit_cents', { mode: 'number' }).notNull().default(0),
    keepValidStakeCents: bigint('keep_valid_stake_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.level] })],
);

/** Every level a VIP review changed (null level: none), with the totals it judged and the review's tick. */
export const vipLevelChanges = pgTable(
  'vip_level_changes',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    userId: integer('user_id').notNull(),
    fromLevel: integer('from_level'),
    toLevel: integer('to_level'),
    /** promotion | relegation */
    reason: text('reason').notNull(),
    depositCents: bigint('deposit_cents', { mode: 'number' }).notNull(),
    validStakeCents: bigint('valid_stake_cents', { mode: 'number' }).notNull(),
    /** job_runs.tick of the review (job 'vip-review') that made the change. */
    reviewTick: ts('review_tick').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('vip_level_changes_user').on(t.userId, t.createdAt),
    index('vip_level_changes_brand').on(t.brandId, t.createdAt),
  ],
);

/** Which content seeds a brand has had, so content added later reaches databases seeded before it. */
export const seedMarks = pgTable(
  'seed_marks',
  {
    brandId: text('brand_id').notNull(),
    name: text('name').notNull(),
    seededAt: ts('seeded_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.name] })],
);
