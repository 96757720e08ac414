// One row per SMS or e-mail the server sends (issue 32, migration 0018; services/messages/). The row is the queue:
// the request inserts it (with the code it carries, in one transaction), a worker claims and sends it. The text is
// kept only until it is sent or given up (it holds the code or the reset link), then set to null.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const MESSAGE_STATES = ['queued', 'sending', 'sent', 'delivered', 'failed'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    kind: text('kind').$type<'sms' | 'email'>().notNull(),
    /** The template it was written from (services/messages/templates.ts): smsCode, resetMail, securityChange. */
    template: text('template').notNull(),
    /** "+63 9171234567" or an e-mail address. */
    to: text('to').notNull(),
    subject: text('subject'),
    /** The text; null once sent or failed. */
    body: text('body'),
    /** The code or token the text carries (the dev outbox shows it); null once sent or failed. */
    code: text('code'),
    state: text('state').$type<MessageState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When the row may be claimed: the next try while queued, the end of the sender's lease while sending. */
    nextAt: ts('next_at').notNull(),
    /** Why the last try failed, scrubbed (never the text, the code or the link). */
    lastError: text('last_error'),
    /** The adapter that sent it (smtp, http, outbox) and the provider's own id of the message. */
    provider: text('provider'),
    providerId: text('provider_id'),
    /** The SMS code it carries (sms_codes.id): a code whose message failed may be asked again, free. */
    smsCodeId: integer('sms_code_id'),
    createdAt: ts('created_at').notNull(),
    sentAt: ts('sent_at'),
    deliveredAt: ts('delivered_at'),
    failedAt: ts('failed_at'),
  },
  (t) => [
    index('messages_due').on(t.nextAt),
    index('messages_sms_code').on(t.smsCodeId),
    index('messages_provider_id').on(t.providerId),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
