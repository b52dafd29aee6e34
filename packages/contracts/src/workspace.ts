import { z } from 'zod';
import { MSG } from './messages';
import { requiredText, rowIdSchema } from './common';

// ---------- the mentoring workspace: milestones, tasks, templates, feed (docs/product (entities, validation and api)) ----------

export const MILESTONE_NAME_MAX = 200;
export const TEMPLATE_NAME_MAX = 200;
export const TASK_TITLE_MAX = 500;
export const NOTES_MAX = 5000;
export const COMMENT_MAX = 5000;
export const TASKS_MAX = 50;

/** `[title](url)` in a task title (docs/product/validation.md). Only http(s) URLs are accepted. */
export const TASK_LINK = /\[([^\]]+)\]\(([^)\s]*)\)/g;
export const isSafeLink = (url: string) => /^https?:\/\/[^\s]+$/i.test(url);
/** The URLs of a title's links that are not http(s). */
export const unsafeLinks = (title: string) =>
  [...title.matchAll(TASK_LINK)].map((m) => m[2] ?? '').filter((url) => !isSafeLink(url));

/** A task as it arrives: a title, or `{ id, title }` to keep an existing task (and its ticks) on update. */
const taskInput = z.union([z.string(), z.object({ id: rowIdSchema().optional(), title: z.string() })]);
export type TaskInput = z.infer<typeof taskInput>;

/**
 * `tasks`: a JSON string of titles (docs/product/entities.md; a JSON body may send the array itself). At
 * least one ('Please, add at least one task to milestone'), each filled ('Please fill this
 * field'); the order is the zero-based position.
 */
export const tasksSchema = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z
    .array(taskInput, { error: MSG.tasksRequired })
    .min(1, { error: MSG.tasksRequired })
    .max(TASKS_MAX)
    .superRefine((tasks, ctx) => {
      tasks.forEach((t, i) => {
        const title = (typeof t === 'string' ? t : t.title).trim();
        if (!title) ctx.addIssue({ code: 'custom', path: [i], message: MSG.fieldRequired });
        else if (title.length > TASK_TITLE_MAX)
          ctx.addIssue({ code: 'custom', path: [i], message: MSG.taskTooLong });
        else if (unsafeLinks(title).length)
          ctx.addIssue({ code: 'custom', path: [i], message: MSG.taskLinkUnsafe });
      });
    })
    .transform((tasks) =>
      tasks.map((t) => (typeof t === 'string' ? { title: t.trim() } : { id: t.id, title: t.title.trim() })),
    ),
);

/**
 * A deadline: the date and time the form combines (`yyyy-mm-dd HH:mm`, `dd/mm/yyyy HH:mm` or ISO
 * 8601; a date without a time is 00:00 UTC). Leaves as an ISO string.
 */
export const deadlineSchema = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const dmy = v.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2}))?$/);
    const ymd = v.match(/^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2}))?$/);
    const iso = !dmy && !ymd && /^\d{4}-\d{2}-\d{2}T/.test(v) ? new Date(v) : null;
    let date: Date | null = iso;
    if (dmy || ymd) {
      const [y, m, d, hh, mm] = dmy
        ? [dmy[3], dmy[2], dmy[1], dmy[4], dmy[5]]
        : [ymd![1], ymd![2], ymd![3], ymd![4], ymd![5]];
      date = new Date(
        `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}T${(hh ?? '00').padStart(2, '0')}:${mm ?? '00'}:00Z`,
      );
      if (date.getUTCDate() !== Number(d)) date = null;
    }
    if (!date || Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: MSG.invalidDate });
      return z.NEVER;
    }
    return date.toISOString();
  });

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** POST mentor/mentoring/{id}/milestones, mentor/templates/{id}/milestone; PUT of either milestone. */
export const milestoneBody = z.object({
  milestone_name: requiredText(MSG.required).pipe(z.string().max(MILESTONE_NAME_MAX)),
  /** Built only when a date is given: absent or empty leaves the deadline as it is on update. */
  deadline: z.preprocess(blank, deadlineSchema.optional()),
  notes: z.preprocess(blank, z.string().trim().max(NOTES_MAX).optional()),
  tasks: tasksSchema,
});
export type MilestoneBody = z.input<typeof milestoneBody>;

/** POST mentor/templates: a template is created with its first milestone. */
export const templateCreateBody = milestoneBody.extend({
  template_name: requiredText(MSG.required).pipe(z.string().max(TEMPLATE_NAME_MAX)),
});
export type TemplateCreateBody = z.input<typeof templateCreateBody>;

/** PUT mentor/templates/{id}: the settings form. */
export const templateSettingsBody = z.object({
  template_name: requiredText(MSG.required).pipe(z.string().max(TEMPLATE_NAME_MAX)),
});

/** POST mentor/templates/{id}/attach, DELETE …/detach: mentee_ids comma-joined (or a list). */
export const menteeIdsBody = z.object({
  mentee_ids: z.preprocess(
    (v) =>
      (v === undefined || v === null ? [] : Array.isArray(v) ? v : String(v).split(','))
        .map((x: unknown) => (typeof x === 'string' ? x.trim() : x))
        .filter((x: unknown) => x !== ''),
    z.array(rowIdSchema(MSG.required)).min(1, { error: MSG.chooseMembers }).max(100),
  ),
});
export type MenteeIdsBody = z.input<typeof menteeIdsBody>;

/** POST mentee/mentoring/feed, mentor/mentoring/{id}/feed. */
export const feedCommentBody = z.object({
  body: requiredText(MSG.fieldRequired).pipe(z.string().max(COMMENT_MAX, { error: MSG.commentTooLong })),
});
export type FeedCommentBody = z.input<typeof feedCommentBody>;

/** POST mentor/mentoring/{id}/feed/{feedId}/read. */
export const feedReadParams = z.object({ id: rowIdSchema(), feedId: rowIdSchema() });

/**
 * POST mentor/mentoring/{id}/feed/read, mentee/mentoring/feed/read: "all" means all up to
 * `up_to_id`, the newest comment the reader was shown (so a comment that arrived after the client's
 * fetch stays unread). Without it (the spec's call has no field), every comment so far.
 */
export const feedReadAllQuery = z.object({ up_to_id: z.preprocess(blank, rowIdSchema().optional()) });
export type FeedReadAllQuery = z.input<typeof feedReadAllQuery>;

// ---------- what the server answers ----------

export const task = z.object({
  id: z.number().int(),
  /** The title as typed, with `[title](url)` links. */
  title: z.string(),
  title_markdown: z.string(),
  /** Safe HTML: text escaped, only http(s) links, opening in a new tab with rel=noopener. */
  title_html: z.string(),
  order: z.number().int(),
  done: z.boolean(),
  mentee_done: z.boolean(),
  /** The Captain's verdict: true (thumb up), false (thumb down) or null (none yet). */
  mentor_done: z.boolean().nullable(),
});
export type Task = z.infer<typeof task>;

export const milestone = z.object({
  id: z.number().int(),
  milestone_name: z.string(),
  deadline: z.string().nullable(),
  notes: z.string().nullable(),
  is_done: z.boolean(),
  done: z.boolean(),
  /** Past its deadline and not done. */
  overdue: z.boolean(),
  /** The template it was copied from, if any. */
  template_id: z.number().int().nullable(),
  tasks: z.array(task),
});
export type Milestone = z.infer<typeof milestone>;

const owner = z.object({
  id: z.number().int(),
  avatar: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
});

export const feedComment = z.object({
  id: z.number().int(),
  body: z.string(),
  created_at: z.string(),
  /** null: a system comment (a milestone added or completed, a template attached, a task done). */
  owner: owner.nullable(),
  /** Whether the reader has seen it (own comments count as read). */
  is_read: z.boolean(),
  /** A moderator hid it (issue 33): `body` is then "Removed by a moderator". */
  removed: z.boolean().optional(),
});
export type FeedComment = z.infer<typeof feedComment>;

export const template = z.object({
  id: z.number().int(),
  template_name: z.string(),
  created_at: z.string(),
  milestones: z.array(milestone),
  /** Members whose mentoring the template is attached to. */
  assigned_mentees: z.array(z.number().int()),
});
export type Template = z.infer<typeof template>;

/** A template in the list: without its milestones. */
export const templateSummary = template.omit({ milestones: true }).extend({
  milestones_count: z.number().int(),
});
export type TemplateSummary = z.infer<typeof templateSummary>;

export const taskResult = z.object({ task, milestone_done: z.boolean() });

export const readResult = z.object({ feed_unread_comments_count: z.number().int() });
