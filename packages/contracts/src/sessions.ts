import { z } from 'zod';
import { MSG } from './messages';
import { ID_MAX, rowIdSchema } from './common';
import { unsafeLinks } from './workspace';

// ---------- mentoring sessions (issue 32) ----------

/** The lengths a session may be booked for, in minutes. */
export const SESSION_LENGTHS = [30, 45, 60, 90] as const;
export const SESSION_STATUSES = ['proposed', 'accepted', 'cancelled', 'held', 'missed'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
/** Who missed a session that was not held. */
export const MISSED_BY = ['captain', 'member', 'both'] as const;
export type MissedBy = (typeof MISSED_BY)[number];
/** How many times one proposal offers at most. */
export const SESSION_SLOTS_MAX = 3;
export const SESSION_AGENDA_MAX = 2000;
export const SESSION_NOTES_MAX = 5000;
export const SESSION_PLACE_MAX = 300;
export const SESSION_REASON_MAX = 500;
export const SESSION_ACTION_MAX = 500;
export const SESSION_ACTIONS_MAX = 20;
export const FEEDBACK_TEXT_MAX = 2000;
/** The captain sees the members' average only from this many ratings by this many members. */
export const FEEDBACK_MIN_RATINGS = 3;
export const FEEDBACK_MIN_MEMBERS = 2;
/** A rating this low (or a private note) lands in the staff console. */
export const FEEDBACK_LOW_SCORE = 2;
/** The programme's own time zone: times are shown in it too when the viewer's differs. */
export const PROGRAMME_TIME_ZONE = 'Europe/London';
/** The latest a session may start (1 January 2100, Unix seconds). */
const START_MAX = 4_102_444_800;

export const SESSION_QUESTION = 'How useful was this session?';

const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .trim()
      .max(max, { error: message })
      .transform((v) => v.replace(/\r\n?/g, '\n'))
      .optional(),
  );

const startSchema = z
  .number({ error: MSG.sessionStartInvalid })
  .int({ error: MSG.sessionStartInvalid })
  .min(0, { error: MSG.sessionStartInvalid })
  .max(START_MAX, { error: MSG.sessionStartInvalid })
  // Kept to the minute.
  .transform((s) => Math.floor(s / 60) * 60);

const lengthSchema = z
  .number({ error: MSG.sessionLengthInvalid })
  .int({ error: MSG.sessionLengthInvalid })
  .refine((n) => (SESSION_LENGTHS as readonly number[]).includes(n), { error: MSG.sessionLengthInvalid });

export const sessionSlot = z.object({ start: startSchema, duration_minutes: lengthSchema });
export type SessionSlot = z.infer<typeof sessionSlot>;

const slotsSchema = z
  .array(sessionSlot, { error: MSG.sessionSlotsRequired })
  .min(1, { error: MSG.sessionSlotsRequired })
  .max(SESSION_SLOTS_MAX, { error: MSG.sessionSlotsTooMany });

const videoUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .trim()
    .max(SESSION_PLACE_MAX, { error: MSG.sessionVideoInvalid })
    .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), { error: MSG.sessionVideoInvalid })
    .optional(),
);

/** GET sessions?mentoring_id= */
export const sessionsQuery = z.object({ mentoring_id: rowIdSchema(MSG.notFound) });

/** POST sessions */
export const sessionCreateBody = z
  .object({
    mentoring_id: rowIdSchema(MSG.notFound),
    slots: slotsSchema,
    location: optionalText(SESSION_PLACE_MAX, MSG.sessionPlaceTooLong),
    video_url: videoUrl,
    agenda: optionalText(SESSION_AGENDA_MAX, MSG.sessionAgendaTooLong),
    milestone_ids: z.array(rowIdSchema(MSG.unknownOption)).max(50).default([]),
  })
  .refine((b) => b.location || b.video_url, { error: MSG.sessionPlaceRequired, path: ['location'] });
export type SessionCreate = z.input<typeof sessionCreateBody>;

export const sessionAcceptBody = z.object({
  slot: z
    .number({ error: MSG.unknownOption })
    .int({ error: MSG.unknownOption })
    .min(0, { error: MSG.unknownOption })
    .max(SESSION_SLOTS_MAX - 1, { error: MSG.unknownOption }),
});
export const sessionProposeBody = z.object({ slots: slotsSchema });
export const sessionRescheduleBody = sessionSlot;
export const sessionCancelBody = z.object({
  reason: optionalText(SESSION_REASON_MAX, MSG.sessionReasonTooLong),
});

export const actionItem = z.object({
  title: z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .max(SESSION_ACTION_MAX, { error: MSG.taskTooLong })
    .refine((t) => !unsafeLinks(t).length, { error: MSG.taskLinkUnsafe }),
  milestone_id: rowIdSchema(MSG.unknownOption).nullish(),
});
export type ActionItem = z.infer<typeof actionItem>;

export const sessionLogBody = z
  .object({
    held: z.boolean({ error: MSG.required }),
    missed_by: z.enum(MISSED_BY, { error: MSG.unknownOption }).nullish(),
    duration_minutes: z
      .number({ error: MSG.sessionActualInvalid })
      .int({ error: MSG.sessionActualInvalid })
      .min(1, { error: MSG.sessionActualInvalid })
      .max(600, { error: MSG.sessionActualInvalid })
      .nullish(),
    notes: optionalText(SESSION_NOTES_MAX, MSG.sessionNotesTooLong),
    action_items: z.array(actionItem).max(SESSION_ACTIONS_MAX).default([]),
  })
  .refine((b) => !b.held || b.duration_minutes, {
    error: MSG.sessionActualInvalid,
    path: ['duration_minutes'],
  })
  .refine((b) => b.held || b.missed_by, { error: MSG.sessionMissedByRequired, path: ['missed_by'] });
export type SessionLog = z.input<typeof sessionLogBody>;

export const sessionFeedbackBody = z.object({
  score: z
    .number({ error: MSG.sessionScoreInvalid })
    .int({ error: MSG.sessionScoreInvalid })
    .min(1, { error: MSG.sessionScoreInvalid })
    .max(5, { error: MSG.sessionScoreInvalid }),
  comment: optionalText(FEEDBACK_TEXT_MAX, MSG.feedbackTooLong),
  private_note: optionalText(FEEDBACK_TEXT_MAX, MSG.feedbackTooLong),
});
export type SessionFeedback = z.input<typeof sessionFeedbackBody>;

const who = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });

export const session = z.object({
  id: z.number().int(),
  mentoring_id: z.number().int(),
  status: z.enum(SESSION_STATUSES),
  /** The agreed time once accepted; while proposed, the first time offered. Unix seconds UTC. */
  start: z.number().int(),
  duration_minutes: z.number().int(),
  /** The times offered (while proposed); the other side accepts one by its index. */
  slots: z.array(z.object({ start: z.number().int(), duration_minutes: z.number().int() })),
  location: z.string().nullable(),
  video_url: z.string().nullable(),
  agenda: z.string().nullable(),
  milestones: z.array(z.object({ id: z.number().int(), name: z.string() })),
  proposed_by: who,
  captain: who,
  member: who,
  cancel_reason: z.string().nullable(),
  cancelled_by: z.number().int().nullable(),
  missed_by: z.enum(MISSED_BY).nullable(),
  actual_minutes: z.number().int().nullable(),
  notes: z.string().nullable(),
  action_items: z.array(
    z.object({
      title: z.string(),
      milestone_id: z.number().int().nullable(),
      task_id: z.number().int().nullable(),
    }),
  ),
  logged_by: z.number().int().nullable(),
  /** What the viewer may do now. */
  can: z.object({
    accept: z.boolean(),
    propose: z.boolean(),
    reschedule: z.boolean(),
    cancel: z.boolean(),
    log: z.boolean(),
    feedback: z.boolean(),
  }),
  /** The viewer's own rating of it, if given (nobody sees another's). */
  my_feedback: z.object({ score: z.number().int(), comment: z.string().nullable() }).nullable(),
});
export type Session = z.infer<typeof session>;

/** The next accepted session of each of a person's pairs (the pair cards). */
export const nextSessions = z.array(z.object({ mentoring_id: z.number().int(), start: z.number().int() }));

export const calendarFeed = z.object({ url: z.string(), webcal_url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeed>;
/** `{secret}.ics`: anything else is answered 404 by the service, as an unknown secret is. */
export const calendarSecretParam = z.object({ secret: z.string().max(200) });
export const CALENDAR_SECRET = /^([A-Za-z0-9_-]{43})\.ics$/;

export const feedbackSummary = z
  .object({ average: z.number(), count: z.number().int(), members: z.number().int() })
  .nullable();
export type FeedbackSummary = z.infer<typeof feedbackSummary>;

export const sessionFeedbackItem = z.object({
  session_id: z.number().int(),
  mentoring_id: z.number().int(),
  from: who.extend({ role: z.enum(['mentor', 'mentee']) }),
  captain: who,
  member: who,
  score: z.number().int(),
  comment: z.string().nullable(),
  private_note: z.string().nullable(),
  session_start: z.number().int(),
  created_at: z.string(),
});
export type SessionFeedbackItem = z.infer<typeof sessionFeedbackItem>;

/** The sessions group of GET admin/overview. */
export const sessionsOverview = z.object({
  held: z.number().int(),
  hours: z.number(),
  /** Business Captains who have held at least one session. */
  captains_held: z.number().int(),
  /** missed / (held + missed), 0–1; null before any is logged. */
  missed_rate: z.number().nullable(),
  usefulness_avg: z.number().nullable(),
  /** The oldest pairs first; the first OVERVIEW_LIST_ROWS (admin.ts) of `pairs_without_session_30d_total`. */
  pairs_without_session_30d: z.array(z.object({ mentoring_id: z.number().int(), captain: who, member: who })),
  pairs_without_session_30d_total: z.number().int(),
  per_week: z.array(z.object({ week: z.string(), held: z.number().int(), hours: z.number() })),
  hours_per_captain: z.array(who.extend({ hours: z.number(), held: z.number().int() })),
});
export type SessionsOverview = z.infer<typeof sessionsOverview>;

/** GET admin/sessions: the held or missed sessions behind the overview's figures (staff). */
export const STAFF_SESSIONS_PAGE = 25;
export const STAFF_SESSION_LISTS = ['held', 'missed'] as const;
export const staffSessionsQuery = z.object({
  status: z.enum(STAFF_SESSION_LISTS, { error: MSG.unknownOption }).default('held'),
  limit: z.coerce.number().int().min(1).max(100).default(STAFF_SESSIONS_PAGE),
  offset: z.coerce.number().int().min(0).max(ID_MAX).default(0),
});
export type StaffSessionsQuery = z.input<typeof staffSessionsQuery>;
export const staffSessionRow = z.object({
  id: z.number().int(),
  mentoring_id: z.number().int(),
  captain: who,
  member: who,
  start: z.number().int(),
  duration_minutes: z.number().int(),
  actual_minutes: z.number().int().nullable(),
  missed_by: z.enum(MISSED_BY).nullable(),
  /** The average of both sides' answers to SESSION_QUESTION; null before either answered. */
  usefulness: z.number().nullable(),
});
export type StaffSessionRow = z.infer<typeof staffSessionRow>;
export const staffSessionsPage = z.object({
  data: z.array(staffSessionRow),
  meta: z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() }),
});
