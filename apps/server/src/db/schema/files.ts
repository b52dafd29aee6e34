import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** What a stored file is for: a person's picture, cover or CV, an article's image or document, an event's photo. */
export const FILE_USES = ['avatar', 'cover', 'cv', 'article', 'event'] as const;
export type FileUse = (typeof FILE_USES)[number];

/**
 * Every file a person's upload left in storage (decision 0012): its storage key (`area/name`), its
 * size, its owner and what it is for. The owner's sum is held to the upload quota; a file is removed from storage
 * and from here together. Files the server stored for no one (the demo's pictures) have no row and
 * are never removed by anyone's change.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    size: integer('size').notNull(),
    use: text('use', { enum: FILE_USES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_owner_idx').on(t.ownerId)],
);
