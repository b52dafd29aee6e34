import { z } from 'zod';
import { MSG } from './messages';
import { ID_MAX, rowIdSchema } from './common';

// ---------- reports and blocks (issue 33, part B; decision 0031) ----------

/** What can be reported: a person (their profile), a chat message, a feed comment, an article. */
export const REPORT_TARGET_TYPES = ['user', 'message', 'feed_comment', 'article'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export const REPORT_REASONS = ['harassment', 'spam', 'inappropriate', 'misleading', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  harassment: 'Harassment',
  spam: 'Spam',
  inappropriate: 'Inappropriate',
  misleading: 'Misleading',
  other: 'Other',
};
export const REPORT_TARGET_LABELS: Record<ReportTargetType, string> = {
  user: 'Profile',
  message: 'Chat message',
  feed_comment: 'Feed comment',
  article: 'Article',
};
/** open: waiting for staff; the others say what staff did (dismissed: nothing). */
export const REPORT_STATUSES = ['open', 'dismissed', 'hidden', 'warned', 'suspended'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  hidden: 'Content hidden',
  warned: 'Person warned',
  suspended: 'Account suspended',
};
export const REPORT_TEXT_MAX = 2000;
/** What readers see in place of content a moderator hid. */
export const REMOVED_BY_MODERATOR = 'Removed by a moderator';

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);

/** POST reports. `text` is required with reason `other`. */
export const reportBody = z
  .object({
    target_type: z.enum(REPORT_TARGET_TYPES, { error: MSG.reportTargetInvalid }),
    target_id: rowIdSchema(MSG.reportTargetInvalid),
    reason: z.enum(REPORT_REASONS, { error: MSG.reportReasonRequired }),
    text: z.preprocess(
      blank,
      z.string().trim().max(REPORT_TEXT_MAX, { error: MSG.reportTextTooLong }).optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'other' && !v.text)
      ctx.addIssue({ code: 'custom', path: ['text'], message: MSG.reportTextRequired });
  });
export type ReportBody = z.input<typeof reportBody>;
export type ReportFields = z.infer<typeof reportBody>;

export const reportCreated = z.object({ id: z.number().int(), status: z.enum(REPORT_STATUSES) });

/** The reported content as it was when the report was made (staff only). */
export const reportSnapshot = z.object({
  /** The text reported: the message, the comment, the article's title and summary, the profile's texts. */
  text: z.string(),
  title: z.string().nullable(),
  created_at: z.string().nullable(),
});
export type ReportSnapshot = z.infer<typeof reportSnapshot>;

const reportPerson = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  status: z.string(),
});

/** A report in the staff queue. */
export const staffReport = z.object({
  id: z.number().int(),
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  text: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  snapshot: reportSnapshot,
  reporter: reportPerson,
  /** The person whose content (or profile) was reported. */
  reported: reportPerson,
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolved_by: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }).nullable(),
  /** Whether hiding applies to this kind of content (a profile is answered by warning or suspending). */
  can_hide: z.boolean(),
});
export type StaffReport = z.infer<typeof staffReport>;

/** GET admin/reports: the open queue (oldest first) or the closed ones (newest first). */
export const reportsQuery = z.object({
  status: z.preprocess(blank, z.enum(['open', 'closed']).default('open')),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(ID_MAX).default(0),
});
export type ReportsQuery = z.input<typeof reportsQuery>;
export const reportsPage = z.object({
  data: z.array(staffReport),
  meta: z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() }),
});

/** POST admin/reports/{id}/warn: a note from staff the person receives with the warning (optional). */
export const reportActionBody = z.object({
  note: z.preprocess(
    blank,
    z.string().trim().max(REPORT_TEXT_MAX, { error: MSG.reportTextTooLong }).optional(),
  ),
});

// ---------- blocks ----------

/** POST blocks. */
export const blockBody = z.object({ user_id: rowIdSchema(MSG.blockUserInvalid) });
export const blockParams = z.object({ user_id: rowIdSchema() });
/** A person one has blocked (GET blocks). */
export const blockedPerson = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  blocked_at: z.string(),
});
export type BlockedPerson = z.infer<typeof blockedPerson>;
