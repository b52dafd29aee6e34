import { z } from 'zod';
import { ID_MAX, rowIdSchema } from './common';
import { MSG } from './messages';
import { REQUEST_STATUSES } from './profile';
import { responsiveness } from './trust';
import { feedComment, milestone } from './workspace';

const idList = z.preprocess(
  (v) =>
    v === undefined || v === '' ? [] : (Array.isArray(v) ? v : String(v).split(',')).filter((x) => x !== ''),
  z.array(rowIdSchema()),
);
const bool = z.preprocess(
  (v) => (v === undefined || v === '' ? undefined : v === true || v === '1' || v === 'true'),
  z.boolean().optional(),
);

/** GET mentee/mentors and mentor/mentors: filters and paging. `startup` picks start-up or growth. */
export const captainListQuery = z.object({
  startup: bool,
  specialisms: idList,
  skills: idList,
  location: z.string().trim().max(100).optional(),
  available: bool,
  limit: z.coerce.number().int().min(1).max(50).default(12),
  offset: z.coerce.number().int().min(0).max(ID_MAX).default(0),
});
export type CaptainListQuery = z.input<typeof captainListQuery>;

const named = z.object({ id: z.number().int(), name: z.string() });

/** A captain card of /mentors/matching. */
export const captainCard = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  location: z.string().nullable(),
  business_name: z.string().nullable(),
  position_within_business: z.string().nullable(),
  business_specializations: z.array(named),
  skills: z.array(named),
  available: z.boolean(),
  mentees: z.number().int(),
  mentees_limit: z.number().int().nullable(),
  ownership_experience_years: z.number().int(),
  /** 0–100 for a Member; null when a captain looks. */
  match: z.number().int().nullable(),
  /** The top reasons behind the match, best first. */
  reasons: z.array(z.string()),
  request_status: z.enum(REQUEST_STATUSES).nullable(),
  can_send_request: z.boolean(),
  /** How quickly the captain answers (issue 33); it does not change the match. */
  responsiveness,
});
export type CaptainCard = z.infer<typeof captainCard>;

export const captainList = z.object({
  data: z.array(captainCard),
  meta: z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() }),
});

const person = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  location: z.string().nullable(),
  business_name: z.string().nullable(),
  position_within_business: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof person>;

/** Incoming (captain) and pending (Member) requests. */
export const mentoringRequest = z.object({
  id: z.number().int(),
  status: z.enum(REQUEST_STATUSES),
  created_at: z.string(),
  mentee: person.optional(),
  mentor: person.optional(),
});
export type MentoringRequest = z.infer<typeof mentoringRequest>;

/**
 * A mentoring pair and its workspace: the plan (milestones with tasks, in deadline order), the
 * feed (oldest first), and the reader's counters.
 */
export const mentoring = z.object({
  id: z.number().int(),
  mentoring_name: z.string(),
  created_at: z.string(),
  milestones: z.array(milestone),
  /** Tasks of the plan not done yet. */
  undone_tasks_count: z.number().int(),
  /** Comments of the feed the reader has not read (their own and none of the system's count). */
  feed_unread_comments_count: z.number().int(),
  feed: z.array(feedComment),
  mentor: person.optional(),
  mentee: person.optional(),
});
export type Mentoring = z.infer<typeof mentoring>;

/** The captain's optional reason when declining a request (decision 0026). */
export const DECLINE_REASON_MAX = 500;
export const declineRequestBody = z
  .object({
    reason: z
      .string()
      .trim()
      .max(DECLINE_REASON_MAX, { error: MSG.declineReasonLength })
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .optional();
export type DeclineRequestBody = z.input<typeof declineRequestBody>;

export const requestResult = z.object({
  request_status: z.enum(REQUEST_STATUSES),
  request_id: z.number().int(),
});
