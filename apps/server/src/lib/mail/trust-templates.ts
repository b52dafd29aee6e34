import type { MailContent } from './templates';

/** The mails of issue 33 (requests that expire, mentorings that end). */
const hello = (firstName: string) => `Hello ${firstName},`;
const ukDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'long' });

/** A captain's request has waited: answer it before it expires. */
export const requestReminder = (
  firstName: string,
  member: string,
  expiresAt: Date,
  appUrl: string,
): MailContent => ({
  subject: `${member} is waiting for your answer`,
  paragraphs: [
    hello(firstName),
    `${member} asked you for mentoring and is still waiting for your answer.`,
    `If the request is not answered by ${ukDate.format(expiresAt)}, it expires and ${member} is offered other Business Captains. You can accept, decline, or ask a question first.`,
  ],
  action: { label: 'Answer the request', url: `${appUrl}/my/incoming-requests` },
});

/** A Member's request expired unanswered: the next best captains are one click away. */
export const requestExpired = (firstName: string, captain: string, appUrl: string): MailContent => ({
  subject: `Your request to ${captain} has expired`,
  paragraphs: [
    hello(firstName),
    `${captain} has not answered your request for mentoring, so it has expired. This is no reflection on you: captains are sometimes busier than they expect.`,
    'Your next best matches who are taking members now are waiting on your Pending Requests page: one click sends a request.',
  ],
  action: { label: 'See your next best captains', url: `${appUrl}/my/pending-requests` },
});

/** The other side of a mentoring that ended (or both, when the server ended it). */
export const mentoringEnded = (p: {
  firstName: string;
  /** Who ended it; null: the platform. */
  by: string | null;
  reason: string;
  note: string | null;
  /** A Member whose pair ended: where their next best matches are. */
  rematch: boolean;
  certificate: boolean;
  appUrl: string;
}): MailContent => ({
  subject: p.by ? `${p.by} ended your mentoring` : 'Your mentoring has ended',
  paragraphs: [
    hello(p.firstName),
    `${p.by ?? 'The platform'} ended your mentoring on the X-Forces Knowledge Exchange Hub. Reason: ${p.reason}.`,
    ...(p.note ? [`${p.by ?? 'The platform'} wrote: “${p.note}”`] : []),
    'Your plan and feed stay as read-only history.',
    ...(p.certificate
      ? ['Congratulations on reaching your goals: your certificate is ready to download.']
      : []),
    ...(p.rematch ? ['Your next best matches are ready: you can ask another Business Captain now.'] : []),
  ],
  action: p.rematch
    ? { label: 'Find a Business Captain', url: `${p.appUrl}/mentors/matching` }
    : { label: 'See your mentoring history', url: `${p.appUrl}/my/mentoring-history` },
});
