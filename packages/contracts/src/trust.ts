import { z } from 'zod';
import { MSG } from './messages';
import { feedComment, milestone } from './workspace';

/**
 * Trust and safety, part A (issue 33): requests that expire, asking before accepting, captains'
 * responsiveness, and mentorings that end with a reason.
 */

// ---------- responsiveness ----------

export const RESPONSIVENESS_LABELS = ['within_a_day', 'within_3_days', 'slow', 'new'] as const;
export type ResponsivenessLabel = (typeof RESPONSIVENESS_LABELS)[number];
/** Fewer answers than this in the window: 'new'. */
export const RESPONSIVENESS_MIN_ANSWERS = 3;
export const RESPONSIVENESS_WINDOW_DAYS = 90;

export const responsiveness = z.object({
  label: z.enum(RESPONSIVENESS_LABELS),
  /** The median hours to answer a request or send a first chat reply; null for a new captain. */
  median_hours: z.number().nullable(),
});
export type Responsiveness = z.infer<typeof responsiveness>;

export const RESPONSIVENESS_TEXT: Record<ResponsivenessLabel, string> = {
  within_a_day: 'Usually replies within a day',
  within_3_days: 'Usually replies within 3 days',
  slow: 'Replies slowly',
  new: 'New captain',
};

/** The label of a median (hours) over `answers` answers. */
export function responsivenessOf(medianHours: number | null, answers: number): Responsiveness {
  if (answers < RESPONSIVENESS_MIN_ANSWERS || medianHours === null)
    return { label: 'new', median_hours: null };
  const median_hours = Math.round(medianHours * 10) / 10;
  const label = medianHours <= 24 ? 'within_a_day' : medianHours <= 72 ? 'within_3_days' : 'slow';
  return { label, median_hours };
}

/** What a captain sees of their own figure. */
export function ownResponsivenessText(r: Responsiveness) {
  if (r.median_hours === null) return 'You have answered too few requests and chats yet for a figure.';
  const hours = r.median_hours < 1 ? 'under an hour' : `${Math.round(r.median_hours)} hours`;
  return `Your median time to answer a request or a first chat over the last ${RESPONSIVENESS_WINDOW_DAYS} days: ${hours}.`;
}

// ---------- asking before accepting ----------

export const QUESTION_MAX = 1500;
export const requestQuestionBody = z.object({
  body: z
    .string()
    .trim()
    .min(1, { error: MSG.questionRequired })
    .max(QUESTION_MAX, { error: MSG.messageTooLong }),
});
export type RequestQuestionBody = z.input<typeof requestQuestionBody>;

// ---------- ending a mentoring ----------

/** The reasons a person picks when ending a mentoring. */
export const END_REASONS = ['goals_reached', 'not_a_fit', 'no_time', 'other'] as const;
/** Every reason a mentoring may end with: the server alone sets blocks and closed accounts. */
export const ALL_END_REASONS = [...END_REASONS, 'blocked', 'account_closed'] as const;
export type EndReason = (typeof ALL_END_REASONS)[number];

export const END_REASON_TEXT: Record<EndReason, string> = {
  goals_reached: 'Goals reached',
  not_a_fit: 'Not a good fit',
  no_time: 'No time',
  other: 'Other',
  blocked: 'Blocked',
  account_closed: 'Account closed',
};

export const END_NOTE_MAX = 1000;
export const endMentoringBody = z.object({
  reason: z.enum(END_REASONS, { error: MSG.endReasonRequired }),
  note: z
    .string()
    .trim()
    .max(END_NOTE_MAX, { error: MSG.endNoteLength })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type EndMentoringBody = z.input<typeof endMentoringBody>;

export const endMentoringResult = z.object({
  mentoring_id: z.number().int(),
  ended_at: z.string(),
  end_reason: z.enum(ALL_END_REASONS),
  /** Goals reached: where the certificate is. */
  certificate: z.string().nullable(),
});
export type EndMentoringResult = z.infer<typeof endMentoringResult>;

/** A mentoring that has ended, as its two people see it in their history. */
export const endedMentoring = z.object({
  id: z.number().int(),
  mentoring_name: z.string(),
  created_at: z.string(),
  ended_at: z.string(),
  end_reason: z.enum(ALL_END_REASONS).nullable(),
  end_note: z.string().nullable(),
  /** Whether the reader ended it. */
  ended_by_me: z.boolean(),
  other: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
  milestones_done: z.number().int(),
  milestones_total: z.number().int(),
  tasks_done: z.number().int(),
  tasks_total: z.number().int(),
  certificate: z.string().nullable(),
  /** The plan and the feed as they were: read-only history. */
  milestones: z.array(milestone),
  feed: z.array(feedComment),
});
export type EndedMentoring = z.infer<typeof endedMentoring>;

export const completionsText = (n: number) => `Mentored ${n} ${n === 1 ? 'member' : 'members'} to completion`;
