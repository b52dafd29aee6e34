import { z } from 'zod';
import { ID_MAX, type Role } from './common';

/** The four e-mail settings (docs/product/entities.md), as unsubscribe links and the settings page name them. */
export const MAIL_FLAGS = ['feed', 'chat', 'system', 'weekly'] as const;
export type MailFlag = (typeof MAIL_FLAGS)[number];
export const MAIL_FLAG_LABELS: Record<MailFlag, string> = {
  feed: 'feed notifications',
  chat: 'chat notifications',
  system: 'system notifications',
  weekly: 'the weekly newsletter',
};

/** POST mail/unsubscribe?token=&flag= (the one-click link of every notification; no session). */
export const unsubscribeQuery = z.object({
  token: z.uuid({ error: 'This link is not valid.' }),
  flag: z.enum(MAIL_FLAGS, { error: 'This link is not valid.' }),
});
export const unsubscribeResult = z.object({
  flag: z.enum(MAIL_FLAGS),
  email: z.string(),
  settings_path: z.string(),
});

/** Where a person changes their e-mail settings: Members on My Details, everyone else in Settings. */
export const emailSettingsPath = (role: Role) => (role === 'mentee' ? '/my/details' : '/my/settings');

/** POST admin/digest: the weekly digest now, for everyone with it on or one person. */
export const digestRunBody = z.object({ user_id: z.number().int().min(1).max(ID_MAX).optional() });
export const digestRunResult = z.object({ queued: z.number().int() });
/** GET admin/digest: how many people "Send the digest now" would reach (asked before it is sent). */
export const digestAudience = z.object({ recipients: z.number().int() });
export type DigestAudience = z.infer<typeof digestAudience>;

/** A mail that failed every try, waiting in the dead letters (GET admin/mail/dead-letters). */
export const deadLetter = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  error: z.string(),
  tries: z.number().int(),
  first_tried_at: z.string(),
  failed_at: z.string(),
});
export type DeadLetter = z.infer<typeof deadLetter>;
/** POST admin/mail/dead-letters/send: queue a dead letter again (it leaves the list). */
export const deadLetterSendBody = z.object({ id: z.uuid() });
export type UnsubscribeResult = z.infer<typeof unsubscribeResult>;
