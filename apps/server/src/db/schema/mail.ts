import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
