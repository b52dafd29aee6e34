import { z } from 'zod';
import { MSG } from './messages';
import { requiredText, roleSchema } from './common';
import { otpSchema } from './auth';
import { REFUSAL_REASON_MAX } from './admin';

// ---------- deleting one's account, and staff erasure (issue 31, part B) ----------

/** The default grace period before an account asked to be deleted is erased. */
export const ACCOUNT_DELETION_GRACE_DAYS_DEFAULT = 14;

/** How a person's past appears where others' history needs an author, once they are erased. */
export const FORMER_LABELS = { mentee: 'Former member', mentor: 'Former captain' } as const;
/** The audit log's label of an erased person. */
export const formerLabel = (id: number) => `Former member #${id}`;

/**
 * POST user/account/delete: confirmed with the password, or with a fresh code mailed to the
 * address (`auth/send-otp`) for an account whose owner signs in without one (LinkedIn).
 * A captain may leave their published articles under "Former captain".
 */
export const accountDeleteBody = z
  .object({
    password: z.string().max(200).optional(),
    otp: otpSchema.optional(),
    keep_articles: z.boolean().default(false),
  })
  .refine((b) => !!b.password || !!b.otp, { error: MSG.deletionConfirmRequired, path: ['password'] });
export type AccountDeleteBody = z.input<typeof accountDeleteBody>;

/** Where a deletion stands: when the account will be erased (null: none pending). */
export const accountDeletion = z.object({ delete_at: z.string().nullable() });
export type AccountDeletion = z.infer<typeof accountDeletion>;

/**
 * GET user/account/delete: where a deletion stands and what it would do, for the confirmation
 * (a captain with active Members is told they will be let go; a captain's published articles).
 */
export const deletionOverview = accountDeletion.extend({
  active_mentorings: z.number().int(),
  published_articles: z.number().int(),
  /** Signs in with LinkedIn: offered a code by e-mail instead of the password. */
  linkedin: z.boolean(),
});
export type DeletionOverview = z.infer<typeof deletionOverview>;

/** POST admin/users/{id}/erase: the reason (a request by post or e-mail) goes in the audit log. */
export const eraseBody = z.object({
  reason: requiredText(MSG.eraseReasonRequired).pipe(z.string().max(REFUSAL_REASON_MAX)),
});
export type EraseBody = z.input<typeof eraseBody>;

/** One pending deletion in the console (GET admin/deletions). */
export const pendingDeletion = z.object({
  id: z.number().int(),
  type: roleSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  requested_at: z.string(),
  delete_at: z.string(),
  /** Staff asked (Erase now) rather than the person. */
  by_staff: z.boolean(),
});
export type PendingDeletion = z.infer<typeof pendingDeletion>;
export const pendingDeletions = z.object({ data: z.array(pendingDeletion) });

/**
 * Every state of an account's row: the console's statuses (USER_STATUSES) and `erased`, the row an
 * erased person leaves for others' history (it appears in no list, search or console page).
 */
export const ACCOUNT_STATUSES = ['active', 'suspended', 'erased'] as const;
