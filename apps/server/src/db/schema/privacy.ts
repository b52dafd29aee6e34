import { CONSENT_CONTEXTS, CONSENT_DOCUMENTS, DATA_EXPORT_STATUSES } from '@keh/contracts';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every consent a person gave (issue 31): which document, in which version, when, and where (sign-up,
 * a new version accepted, an e-mail settings change, LinkedIn linking). Rows are only ever added.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    document: text('document', { enum: CONSENT_DOCUMENTS }).notNull(),
    version: text('version').notNull(),
    context: text('context', { enum: CONSENT_CONTEXTS }).notNull(),
    /** What it refers to, e.g. the accepted agreement's PDF. */
    reference: text('reference'),
    /** What was chosen, where a choice was made (the e-mail settings after the change). */
    details: jsonb('details').$type<Record<string, string | boolean>>(),
    acceptedAt: at('accepted_at').notNull().defaultNow(),
  },
  (t) => [index('consents_user_idx').on(t.userId, t.document, t.acceptedAt)],
);

/**
 * A copy of a person's data (issue 31): asked for by the person or by staff (`requestedBy`, the
 * only one who may download it), built by the `data-export` job into a ZIP in private storage,
 * downloadable once until `expiresAt`.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    /** Whose data it holds. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who asked and gets it: the person, or a staff member. */
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('queued'),
    storageKey: text('storage_key'),
    size: integer('size'),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    readyAt: at('ready_at'),
    expiresAt: at('expires_at'),
    downloadedAt: at('downloaded_at'),
  },
  (t) => [
    index('data_exports_requester_idx').on(t.requestedBy, t.createdAt),
    index('data_exports_expires_idx').on(t.expiresAt),
  ],
);

/**
 * An account due to be erased (issue 31): asked for by its owner (erased at `deleteAt`, after the
 * grace period, unless cancelled) or by staff (at once, with a reason). The row goes when the
 * erasure is done or the owner cancels; the erasure job does nothing without it.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    deleteAt: timestamp('delete_at', { withTimezone: true }).notNull(),
    /** A captain's choice: their published articles stay, under "Former captain". */
    keepArticles: boolean('keep_articles').notNull().default(false),
    /** The staff member who asked (Erase now); null when the person asked. */
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
  },
  (t) => [index('account_deletions_due_idx').on(t.deleteAt)],
);
