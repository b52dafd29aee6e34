import { z } from 'zod';
import { MSG } from './messages';

// ---------- the privacy centre (issue 31): consents, and "Download my data" ----------

/**
 * What a person can agree to. `terms` and `privacy` are the two documents of sign-up's one box;
 * `captain_terms` and `member_agreement` the agreement of each role; `email_notifications` a change
 * of the e-mail settings; `linkedin` linking a LinkedIn account to sign in with.
 */
export const CONSENT_DOCUMENTS = [
  'terms',
  'privacy',
  'captain_terms',
  'member_agreement',
  'email_notifications',
  'linkedin',
] as const;
export type ConsentDocument = (typeof CONSENT_DOCUMENTS)[number];

/** Where a consent was given. */
export const CONSENT_CONTEXTS = ['sign_up', 'new_version', 'email_settings', 'linkedin_linking'] as const;
export type ConsentContext = (typeof CONSENT_CONTEXTS)[number];

/**
 * The version in force of each versioned document: the one place they live. Raising `terms` or
 * `privacy` asks every signed-in person to accept the new version before going on.
 */
export const DOCUMENT_VERSIONS = {
  terms: '2026-11',
  privacy: '2026-11',
  captain_terms: '2026-11',
  member_agreement: '2026-11',
} satisfies Partial<Record<ConsentDocument, string>>;

/**
 * The versions in force when consents began to be recorded: a person who joined before then, and
 * so has no record of a document, accepted this one at sign-up (the box was there already).
 */
export const DOCUMENT_BASELINE_VERSIONS = { terms: '2026-11', privacy: '2026-11' } as const;

/** The documents a signed-in person must have accepted in their current version. */
export const PROMPTED_DOCUMENTS = ['terms', 'privacy'] as const;
export type PromptedDocument = (typeof PROMPTED_DOCUMENTS)[number];

export const CONSENT_DOCUMENT_LABELS: Record<ConsentDocument, string> = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  captain_terms: 'Business Captain Terms and Conditions',
  member_agreement: 'Member Mentoring Agreement',
  email_notifications: 'E-mail notifications',
  linkedin: 'Sign in with LinkedIn',
};
export const CONSENT_CONTEXT_LABELS: Record<ConsentContext, string> = {
  sign_up: 'At sign-up',
  new_version: 'New version accepted',
  email_settings: 'E-mail settings changed',
  linkedin_linking: 'LinkedIn account linked',
};
/** Where the web app shows each prompted document. */
export const DOCUMENT_PATHS: Record<PromptedDocument, string> = {
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
};

/** One consent as GET user/consents lists it. */
export const consentItem = z.object({
  document: z.enum(CONSENT_DOCUMENTS),
  version: z.string(),
  accepted_at: z.string(),
  context: z.enum(CONSENT_CONTEXTS),
  /** What the consent refers to, e.g. the accepted agreement's PDF (`/api/user/agreement/pdf`). */
  reference: z.string().nullable(),
});
export type ConsentItem = z.infer<typeof consentItem>;

/** A document whose current version the person has not accepted (GET user/profile). */
export const consentRequiredItem = z.object({ document: z.enum(PROMPTED_DOCUMENTS), version: z.string() });
export type ConsentRequired = z.infer<typeof consentRequiredItem>;

/** POST user/consents: accept the current version of a document. */
export const consentBody = z.object({
  document: z.enum(PROMPTED_DOCUMENTS, { error: MSG.consentUnknownDocument }),
  version: z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(40),
});
export type ConsentBody = z.infer<typeof consentBody>;

// ---------- Download my data ----------

export const DATA_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];
/** How long a ready export can be downloaded. */
export const DATA_EXPORT_VALID_HOURS = 24;
/** How many exports a person may ask for themselves in a day (failed ones do not count). */
export const DATA_EXPORTS_PER_DAY = 1;

/** POST user/data-export (202) and POST admin/users/{id}/export. */
export const dataExportCreated = z.object({ id: z.number().int(), status: z.enum(DATA_EXPORT_STATUSES) });

/** GET user/data-export: the latest export the person asked for (null when none). */
export const dataExport = z.object({
  id: z.number().int(),
  status: z.enum(DATA_EXPORT_STATUSES),
  created_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** When it was downloaded: the download works once. */
  downloaded_at: z.string().nullable(),
  /** When the person may ask for another one (their one a day). */
  next_allowed_at: z.string().nullable(),
  /** Whose data it holds (the staff's exports name the person). */
  subject_id: z.number().int(),
});
export type DataExport = z.infer<typeof dataExport>;
