import type { MailContent } from './templates';

/** The mails of mentoring sessions (issue 32). `when` is written in UK time by the caller. */
const hello = (firstName: string) => `Hello ${firstName},`;

export interface SessionFacts {
  other: string;
  when: string;
  where: string;
  url: string;
}

const ics = (content: string, method: 'REQUEST' | 'CANCEL') => [
  {
    filename: 'session.ics',
    content,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  },
];

/** Both of a pair: the session is booked (or moved), with the calendar file that adds (or moves) it. */
export const sessionInvitation = (
  firstName: string,
  s: SessionFacts & { ics: string; moved: boolean },
): MailContent => ({
  subject: s.moved ? `Session moved: ${s.when}` : `Session booked: ${s.when}`,
  paragraphs: [
    hello(firstName),
    s.moved
      ? `Your mentoring session with ${s.other} has moved.`
      : `Your mentoring session with ${s.other} is booked.`,
    `When: ${s.when}`,
    `Where: ${s.where}`,
    'The calendar file attached adds it to Google Calendar, Outlook or Apple Calendar, and keeps it up to date.',
  ],
  action: { label: 'See the session', url: s.url },
  attachments: ics(s.ics, 'REQUEST'),
});

/** Both of a pair: a booked session is cancelled; the calendar file removes it. */
export const sessionCancelled = (
  firstName: string,
  s: SessionFacts & { ics: string; by: string; reason: string | null },
): MailContent => ({
  subject: `Session cancelled: ${s.when}`,
  paragraphs: [
    hello(firstName),
    `${s.by} cancelled your mentoring session of ${s.when}.`,
    ...(s.reason ? [`Their reason: ${s.reason}`] : []),
    'The calendar file attached removes it from your calendar if you added it.',
  ],
  action: { label: 'Book another time', url: s.url },
  attachments: ics(s.ics, 'CANCEL'),
});

/** The other of a pair: times are proposed for a session. */
export const sessionProposed = (
  firstName: string,
  s: { other: string; times: string[]; url: string },
): MailContent => ({
  subject: `${s.other} proposed a mentoring session`,
  paragraphs: [
    hello(firstName),
    `${s.other} proposed ${s.times.length === 1 ? 'a time' : 'times'} for a mentoring session:`,
    ...s.times.map((t) => `• ${t}`),
    'Accept one, or propose other times.',
  ],
  action: { label: 'Answer', url: s.url },
});

/** 24 hours or 1 hour before a booked session (system flag). */
export const sessionReminder = (
  firstName: string,
  s: SessionFacts & { soon: 'day' | 'hour' },
): MailContent => ({
  subject:
    s.soon === 'day' ? `Tomorrow: your session with ${s.other}` : `In an hour: your session with ${s.other}`,
  paragraphs: [
    hello(firstName),
    `Your mentoring session with ${s.other}:`,
    `When: ${s.when}`,
    `Where: ${s.where}`,
  ],
  action: { label: 'See the session', url: s.url },
});

/** The morning after: a session that ended and was not logged (to its proposer, system flag). */
export const sessionLogReminder = (firstName: string, s: SessionFacts): MailContent => ({
  subject: `How did your session with ${s.other} go?`,
  paragraphs: [
    hello(firstName),
    `Your mentoring session with ${s.other} of ${s.when} is not logged yet.`,
    'Log whether it was held, how long it lasted, your notes and what you agreed: the actions can go straight into the plan.',
  ],
  action: { label: 'Log the session', url: s.url },
});

/** The other of a pair: a proposal they had not answered is withdrawn (nothing was in calendars). */
export const sessionProposalCancelled = (
  firstName: string,
  s: { other: string; reason: string | null; url: string },
): MailContent => ({
  subject: `${s.other} withdrew a session proposal`,
  paragraphs: [
    hello(firstName),
    `${s.other} withdrew the times they proposed for a mentoring session.`,
    ...(s.reason ? [`Their reason: ${s.reason}`] : []),
  ],
  action: { label: 'See your sessions', url: s.url },
});
