import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Every message the mail module sends, as sent (the dev outbox reads it). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The names and types of the files it carried (their content is not kept). */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string }[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);

/** 'Raise a query' messages (POST question). */
export const supportQuestions = pgTable('support_questions', {
  id: serial('id').primaryKey(),
  userType: text('user_type').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Gathered notifications (decision 0023): the first of a kind about one thing mails at once and
 * opens a window; what follows inside the window goes out as one follow-up mail when it closes.
 */
export const mailWindows = pgTable(
  'mail_windows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the mails are about, e.g. `feed:12` (the feed of mentoring 12). */
    topic: text('topic').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topic] })],
);
