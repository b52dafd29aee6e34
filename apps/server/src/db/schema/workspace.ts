import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { mentorings } from './mentoring';
import { users } from './users';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A Captain's reusable plan: milestones with tasks, copied into a mentoring when attached. */
export const templates = pgTable(
  'templates',
  {
    id: serial('id').primaryKey(),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateName: text('template_name').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('templates_mentor_idx').on(t.mentorId)],
);

/** Which mentorings a template was attached to (its assigned_mentees). */
export const templateAssignments = pgTable(
  'template_assignments',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    mentoringId: integer('mentoring_id')
      .notNull()
      .references(() => mentorings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.mentoringId] })],
);

/**
 * A milestone of a mentoring's plan or of a template: exactly one of the two. A milestone copied
 * from a template keeps `sourceTemplateId`; later edits of the template do not touch it.
 */
export const milestones = pgTable(
  'milestones',
  {
    id: serial('id').primaryKey(),
    mentoringId: integer('mentoring_id').references(() => mentorings.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').references(() => templates.id, { onDelete: 'cascade' }),
    sourceTemplateId: integer('source_template_id').references(() => templates.id, { onDelete: 'set null' }),
    milestoneName: text('milestone_name').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }),
    notes: text('notes'),
    /** When its last task was done (cleared when one is undone): the feed says so once. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the pair was told it is due within 24 hours, and that it is overdue (once each). */
    dueSoonMailedAt: timestamp('due_soon_mailed_at', { withTimezone: true }),
    overdueMailedAt: timestamp('overdue_mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('milestones_mentoring_idx').on(t.mentoringId),
    // The reminder sweep reads the open, dated milestones of running plans only.
    index('milestones_open_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.completedAt} is null and ${t.mentoringId} is not null and ${t.deadline} is not null`),
    index('milestones_template_idx').on(t.templateId),
    check('milestones_one_owner', sql`(${t.mentoringId} is null) <> (${t.templateId} is null)`),
  ],
);

/** A task of a milestone: the Member's tick and the Captain's verdict are kept apart (decision 0015). */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    milestoneId: integer('milestone_id')
      .notNull()
      .references(() => milestones.id, { onDelete: 'cascade' }),
    /** The title as typed: markdown with `[title](url)` links. */
    title: text('title').notNull(),
    position: integer('position').notNull(),
    menteeDone: boolean('mentee_done').notNull().default(false),
    /** true thumb up, false thumb down, null no verdict yet. */
    mentorDone: boolean('mentor_done'),
    createdAt: createdAt(),
  },
  (t) => [index('tasks_milestone_idx').on(t.milestoneId, t.position)],
);

/** The feed of a mentoring. No owner: a system comment; its actor (if any) has read it. */
export const feedComments = pgTable(
  'feed_comments',
  {
    id: serial('id').primaryKey(),
    mentoringId: integer('mentoring_id')
      .notNull()
      .references(() => mentorings.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** A moderator hid it after a report (issue 33): readers see "Removed by a moderator". */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [index('feed_comments_mentoring_idx').on(t.mentoringId, t.createdAt)],
);

/** Who has read which comment. */
export const feedReads = pgTable(
  'feed_reads',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => feedComments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);
