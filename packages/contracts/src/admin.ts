import { z } from 'zod';
import { sessionsOverview } from './sessions';
import { MSG } from './messages';
import { ID_MAX, ROLES, USER_STATUSES, requiredText, roleSchema } from './common';
import { CHANGE_REQUEST_STATUSES } from './survey';
import { ALL_END_REASONS } from './trust';

// ---------- the staff console: people, questionnaire change requests, the audit log (issue 14) ----------

export const STAFF_ROLES = ['moderator', 'admin'] as const;
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_MAX = 100;
export const REFUSAL_REASON_MAX = 2000;

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const page = {
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(ADMIN_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(ID_MAX).default(0),
};
/** A day as yyyy-mm-dd (sign-up date filters). */
const day = z.preprocess(
  blank,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.invalidDate })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: MSG.invalidDate })
    .optional(),
);

/** GET admin/users: search (name, e-mail, business) and filters. */
export const peopleQuery = z.object({
  query: z.preprocess(blank, z.string().trim().max(200).optional()),
  role: z.preprocess(blank, roleSchema.optional()),
  status: z.preprocess(blank, z.enum(USER_STATUSES).optional()),
  /** Signed up on or after / on or before (UTC days). */
  from: day,
  to: day,
  ...page,
});
export type PeopleQuery = z.input<typeof peopleQuery>;

/** POST admin/users/{id}/role. */
export const roleChangeBody = z.object({ role: z.enum(ROLES, { error: MSG.roleRequired }) });
/** POST admin/users/{id}/suspend: the reason is kept in the audit log. */
export const suspendBody = z.object({
  reason: z.preprocess(blank, z.string().trim().max(REFUSAL_REASON_MAX).optional()),
});
/** POST admin/mentees/{id}/survey/request-change/refuse: the member receives the reason. */
export const refuseChangeBody = z.object({
  reason: requiredText(MSG.refusalReasonRequired).pipe(z.string().max(REFUSAL_REASON_MAX)),
});

export const auditLogQuery = z.object({
  action: z.preprocess(blank, z.string().max(60).optional()),
  ...page,
});

// ---------- what the server answers ----------

/** A row of the people list. */
export const personRow = z.object({
  id: z.number().int(),
  type: roleSchema,
  status: z.enum(USER_STATUSES),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  business_name: z.string().nullable(),
  location: z.string().nullable(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
});
export type PersonRow = z.infer<typeof personRow>;

const pageMeta = z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() });
export const peoplePage = z.object({ data: z.array(personRow), meta: pageMeta });

const other = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });

/** One person as an admin opens them: the row, the questionnaire state, requests and mentorings. */
export const personDetail = personRow.extend({
  contact_number: z.string().nullable(),
  questionnaire: z.object({
    answers: z.number().int(),
    change_request_status: z.enum(CHANGE_REQUEST_STATUSES).nullable(),
  }),
  requests: z.array(
    z.object({ id: z.number().int(), status: z.string(), created_at: z.string(), with: other }),
  ),
  mentorings: z.array(
    z.object({
      id: z.number().int(),
      created_at: z.string(),
      ended_at: z.string().nullable(),
      with: other,
    }),
  ),
  active_tokens: z.number().int(),
});
export type PersonDetail = z.infer<typeof personDetail>;

/** A Member waiting for a questionnaire change decision (the list is oldest account first). */
export const changeRequestRow = z.object({
  member: personRow,
  answers: z.number().int(),
});
export type ChangeRequestRow = z.infer<typeof changeRequestRow>;

export const AUDIT_ACTIONS = [
  'article.published',
  'article.banned',
  'user.suspended',
  'user.reactivated',
  'user.role_changed',
  'questionnaire.change_approved',
  'questionnaire.change_refused',
  'report.dismissed',
  'report.hidden',
  'report.warned',
  'report.suspended',
  'user.data_exported',
  'user.erased',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'article.published': 'Published an article',
  'article.banned': 'Banned an article',
  'user.suspended': 'Suspended an account',
  'user.reactivated': 'Reactivated an account',
  'user.role_changed': 'Changed a role',
  'questionnaire.change_approved': 'Approved a questionnaire change',
  'questionnaire.change_refused': 'Refused a questionnaire change',
  'report.dismissed': 'Dismissed a report',
  'report.hidden': 'Hid reported content',
  'report.warned': 'Warned a reported person',
  'report.suspended': 'Suspended a reported person',
  'user.data_exported': "Exported a person's data",
  'user.erased': 'Erased an account',
};

/** One staff action: who, what, when, on whom. */
export const auditEntry = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  actor: other,
  target: z.object({ type: z.enum(['user', 'article']), id: z.number().int(), label: z.string() }),
  details: z.record(z.string(), z.string()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditPage = z.object({ data: z.array(auditEntry), meta: pageMeta });

// ---------- the programme overview (GET admin/overview) ----------

/** Weeks of sign-ups the overview shows; a pair is 'gone quiet' after this many days without activity. */
export const OVERVIEW_WEEKS = 12;
export const QUIET_DAYS = 14;

/**
 * The overview's lists carry their first OVERVIEW_LIST_ROWS rows and, beside them, how many there are
 * in all (`…_total`): a programme of thousands of pairs would otherwise send every row to draw a
 * page. The whole of a list is its own call (GET admin/overview/{list}), for its CSV file.
 */
export const OVERVIEW_LIST_ROWS = 50;

const pairPerson = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });

export const quietPair = z.object({
  mentoring_id: z.number().int(),
  captain: pairPerson,
  member: pairPerson,
  last_activity_at: z.string(),
});
export const captainAtCapacity = pairPerson.extend({ active: z.number().int(), limit: z.number().int() });
export const assessmentMove = z.object({
  member: pairPerson,
  before: z.number().int(),
  after: z.number().int(),
  taken_at: z.string(),
});

export const programmeOverview = z.object({
  generated_at: z.string(),
  /** Sign-ups per week (weeks start on Monday, UTC), oldest first. */
  signups: z.array(z.object({ week: z.string(), members: z.number().int(), captains: z.number().int() })),
  requests: z.object({
    open: z.number().int(),
    median_wait_days: z.number().nullable(),
    longest_wait_days: z.number().nullable(),
    accepted: z.number().int(),
    declined: z.number().int(),
    /** accepted / (accepted + declined), 0–1; null before any decision. */
    acceptance_rate: z.number().nullable(),
  }),
  mentorings: z.object({
    active: z.number().int(),
    /** The longest silence first; the first OVERVIEW_LIST_ROWS. */
    gone_quiet: z.array(quietPair),
    gone_quiet_total: z.number().int(),
  }),
  milestones: z.object({ done: z.number().int(), overdue: z.number().int(), open: z.number().int() }),
  /** By name; the first OVERVIEW_LIST_ROWS. */
  captains_at_capacity: z.array(captainAtCapacity),
  captains_at_capacity_total: z.number().int(),
  /** Issue 33, over the last 90 days: requests that expired unanswered, how fast captains answer, why pairs ended. */
  trust: z.object({
    /** expired / (accepted + declined + expired), 0–1; null before any. */
    request_expiry_rate: z.number().nullable(),
    /** Median hours from a request to its acceptance or decline. */
    median_answer_hours: z.number().nullable(),
    endings: z.array(z.object({ reason: z.enum(ALL_END_REASONS), count: z.number().int() })),
    /** Reports waiting for a moderator's decision. */
    reports_open: z.number().int(),
  }),
  /** Members whose re-taken Assess Yourself scored differently from the time before (19–57), latest first; the first OVERVIEW_LIST_ROWS. */
  assessment_moves: z.array(assessmentMove),
  assessment_moves_total: z.number().int(),
  /** Of them, how many scored higher than the time before. */
  assessment_moves_up: z.number().int(),
  /** Mentoring sessions (issue 32): held, hours, missed rate, usefulness, idle pairs, per week. */
  sessions: sessionsOverview,
});
export type ProgrammeOverview = z.infer<typeof programmeOverview>;
