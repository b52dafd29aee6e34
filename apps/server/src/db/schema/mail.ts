import { pgTable, serial, text, timestamp, index } from 'drizzle-orm/pg-core';

/** Every message the mail module sends, as sent (the dev outbox reads it). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
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
