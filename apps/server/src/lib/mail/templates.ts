import type { MailMessage } from './mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** How mails say when something is: the platform's people are in the UK. */
export const ukTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  dateStyle: 'full',
  timeStyle: 'short',
});

/** What a mail says, before the layout: subject, paragraphs, an optional button and files. */
export interface MailContent {
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  attachments?: MailMessage['attachments'];
}

/**
 * The footer of a notification (decision 0023): why it came, a link to the e-mail settings and a
 * one-click link that turns this kind off (also sent as the List-Unsubscribe header).
 */
export interface MailFooter {
  why: string;
  settingsUrl: string;
  /** The page that asks before turning the kind off (links in mail get opened by scanners). */
  unsubscribeUrl: string;
  /** The API address a mail client POSTs to (RFC 8058 one-click). */
  oneClickUrl: string;
}

const SERVICE_FOOTER =
  'You receive this e-mail because of your account on the X-Forces Knowledge Exchange Hub.';

/** One branded layout for every e-mail: paragraphs of text, an optional button, a footer. */
export function renderMail(to: string, content: MailContent, footer?: MailFooter): MailMessage {
  const { subject, paragraphs, action } = content;
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    '',
    '— X-Forces Knowledge Exchange Hub',
    ...(footer
      ? [
          `${footer.why} Change your e-mail settings: ${footer.settingsUrl}`,
          `Unsubscribe: ${footer.unsubscribeUrl}`,
        ]
      : [SERVICE_FOOTER]),
  ].join('\n\n');
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1b2a4a;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#555">Or open this link: ${escapeHtml(action.url)}</p>`
    : '';
  const foot = footer
    ? `${escapeHtml(footer.why)} <a href="${escapeHtml(footer.settingsUrl)}" style="color:#666">E-mail settings</a> · <a href="${escapeHtml(footer.unsubscribeUrl)}" style="color:#666">Unsubscribe</a>`
    : SERVICE_FOOTER;
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b2a4a;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:18px">X-Forces Knowledge Exchange Hub</h1>${body}${button}<hr style="border:none;border-top:1px solid #ddd;margin:24px 0"><p style="font-size:12px;color:#666">${foot}</p></body></html>`;
  return {
    to,
    subject,
    text,
    html,
    ...(content.attachments && { attachments: content.attachments }),
    ...(footer && {
      headers: {
        'List-Unsubscribe': `<${footer.oneClickUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    }),
  };
}

/** A service mail (codes, password, support): no notification flag governs it. */
export const layoutMail = (
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): MailMessage => renderMail(to, { subject, paragraphs, action });

export const otpMail = (to: string, code: string) =>
  layoutMail(to, `Your verification code: ${code}`, [
    'Hello,',
    `Your verification code is ${code}.`,
    'It works once and expires in 10 minutes. If you did not ask for it, you can ignore this e-mail.',
  ]);

export const resetMail = (to: string, url: string) =>
  layoutMail(
    to,
    'Reset your password',
    [
      'Hello,',
      'We received a request to reset the password of your account. The link works once and expires in 60 minutes.',
      'If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
    ],
    { label: 'Create a new password', url },
  );

export const passwordChangedMail = (to: string) =>
  layoutMail(to, 'Your password was changed', [
    'Hello,',
    'The password of your account was just changed, and every device was signed out.',
    'If this was not you, reset your password at once and contact us.',
  ]);

export const questionMail = (to: string, from: string, userType: string, message: string) =>
  layoutMail(to, `New query from ${from}`, [`A ${userType} (${from}) raised a query:`, message]);

export const questionReceiptMail = (to: string, message: string) =>
  layoutMail(to, 'We received your query', [
    'Hello,',
    'Thank you for your message. Our team will reply to this address within two working days.',
    `Your message: ${message}`,
  ]);

// ---------- Notifications: content only; the recipient's name, links and footer are added by
// modules/notifications (each governed by one e-mail flag). ----------

const hello = (firstName: string) => `Hello ${firstName},`;

export const questionnaireApproved = (firstName: string, appUrl: string): MailContent => ({
  subject: 'You can now change your questionnaire',
  paragraphs: [
    hello(firstName),
    'Your request to change your Assess Yourself questionnaire was approved. You can answer it again now.',
  ],
  action: { label: 'Change Questionnaire', url: `${appUrl}/my/profile/assess-yourself` },
});

export const questionnaireRefused = (firstName: string, reason: string, appUrl: string): MailContent => ({
  subject: 'Your questionnaire change request',
  paragraphs: [
    hello(firstName),
    'Your request to change your Assess Yourself questionnaire was not approved this time.',
    `The reason: ${reason}`,
    'You can ask again from your profile whenever you are ready.',
  ],
  action: { label: 'Open my profile', url: `${appUrl}/my/profile` },
});

export const requestReceived = (firstName: string, member: string, appUrl: string): MailContent => ({
  subject: `${member} asked you for mentoring`,
  paragraphs: [
    hello(firstName),
    `${member} would like you to be their Business Captain. Have a look at their profile and answer the request.`,
  ],
  action: { label: 'See incoming requests', url: `${appUrl}/my/incoming-requests` },
});

export const requestRecalled = (firstName: string, member: string, appUrl: string): MailContent => ({
  subject: `${member} withdrew their request`,
  paragraphs: [
    hello(firstName),
    `${member} withdrew their request for mentoring. Nothing else is needed from you.`,
  ],
  action: { label: 'See incoming requests', url: `${appUrl}/my/incoming-requests` },
});

export const requestAccepted = (firstName: string, captain: string, appUrl: string): MailContent => ({
  subject: `${captain} accepted your request`,
  paragraphs: [
    hello(firstName),
    `Good news! ${captain} is now your Business Captain. Your mentoring space is ready.`,
  ],
  action: { label: 'Open My Active Support', url: `${appUrl}/my/mentoring` },
});

export const requestDeclined = (
  firstName: string,
  captain: string,
  appUrl: string,
  reason: string | null = null,
): MailContent => ({
  subject: `${captain} cannot take your request`,
  paragraphs: [
    hello(firstName),
    `${captain} is not able to take you on at the moment. There are other Business Captains who would be glad to help.`,
    ...(reason ? [`${captain} wrote: “${reason}”`] : []),
  ],
  action: { label: 'Find a Business Captain', url: `${appUrl}/mentors/matching` },
});

export const memberRemoved = (firstName: string, captain: string, appUrl: string): MailContent => ({
  subject: `${captain} ended your mentoring`,
  paragraphs: [
    hello(firstName),
    `${captain} ended your mentoring on the X-Forces Knowledge Exchange Hub. Your plan and feed stay as they were.`,
    'You can ask another Business Captain for mentoring whenever you are ready.',
  ],
  action: { label: 'Find a Business Captain', url: `${appUrl}/mentors/matching` },
});

/** How many milestone names a plan mail lists; the rest are counted ('…and 12 more'). */
export const MILESTONES_LISTED = 20;

/** Milestones added to a Member's plan; `total` counts them all when only some are named. */
export const milestoneAdded = (
  firstName: string,
  captain: string,
  milestones: string[],
  appUrl: string,
  total = milestones.length,
): MailContent => {
  const listed = milestones.slice(0, MILESTONES_LISTED);
  const more = total - listed.length;
  return {
    subject:
      total === 1 ? `New milestone in your plan: ${listed[0]}` : `${total} new milestones in your plan`,
    paragraphs: [
      hello(firstName),
      `${captain} added ${total === 1 ? 'a milestone' : 'milestones'} to your mentoring plan:`,
      ...listed.map((m) => `• ${m}`),
      ...(more > 0 ? [`…and ${more} more.`] : []),
    ],
    action: { label: 'Open the plan', url: `${appUrl}/my/mentoring` },
  };
};

export const milestoneDue = (
  firstName: string,
  m: { name: string; when: string; overdue: boolean; member: string | null; url: string },
): MailContent => ({
  subject: m.overdue ? `Overdue: ${m.name}` : `Due tomorrow: ${m.name}`,
  paragraphs: [
    hello(firstName),
    m.overdue
      ? `The milestone “${m.name}”${m.member ? ` of ${m.member}'s plan` : ''} was due ${m.when} and is not complete yet.`
      : `The milestone “${m.name}”${m.member ? ` of ${m.member}'s plan` : ''} is due ${m.when}.`,
  ],
  action: { label: 'Open the plan', url: m.url },
});

export const feedComment = (firstName: string, from: string, comment: string, url: string): MailContent => ({
  subject: `${from} wrote in your mentoring feed`,
  paragraphs: [hello(firstName), `${from} wrote in the feed of your mentoring:`, comment],
  action: { label: 'Open the feed', url },
});

export const feedFollowUp = (
  firstName: string,
  comments: { from: string; body: string }[],
  url: string,
): MailContent => ({
  subject: `${comments.length} more ${comments.length === 1 ? 'comment' : 'comments'} in your mentoring feed`,
  paragraphs: [
    hello(firstName),
    `Since our last e-mail, ${comments.length === 1 ? 'this comment was' : 'these comments were'} written in the feed of your mentoring:`,
    ...comments.map((c) => `${c.from}: ${c.body}`),
  ],
  action: { label: 'Open the feed', url },
});

export const chatUnread = (firstName: string, from: string, unread: number, url: string): MailContent => ({
  subject: `You have unread messages from ${from}`,
  paragraphs: [
    hello(firstName),
    `${from} wrote to you on the X-Forces Knowledge Exchange Hub and the message is still unread (${unread} unread).`,
  ],
  action: { label: 'Open the chat', url },
});

export const articlePublished = (firstName: string, title: string, url: string): MailContent => ({
  subject: `Your article is published: ${title}`,
  paragraphs: [
    hello(firstName),
    `Good news: a moderator checked your article "${title}" and it is now in the knowledge base.`,
    'Thank you for sharing what you know with the community.',
  ],
  action: { label: 'Read it in the knowledge base', url },
});

export const articleBanned = (
  firstName: string,
  title: string,
  reason: string,
  url: string,
): MailContent => ({
  subject: `Your article needs changes: ${title}`,
  paragraphs: [
    hello(firstName),
    `A moderator checked your article "${title}" and could not publish it.`,
    `Their reason: ${reason}`,
    'You can change the article and send it again from My Articles.',
  ],
  action: { label: 'Edit the article', url },
});

export const eventInvitation = (
  firstName: string,
  e: { captain: string; title: string; when: string; address: string; url: string; ics: string },
): MailContent => ({
  subject: `You are invited: ${e.title}`,
  paragraphs: [
    hello(firstName),
    `${e.captain} invited you to a private event on the X-Forces Knowledge Exchange Hub.`,
    `${e.title}`,
    `When: ${e.when}`,
    `Where: ${e.address}`,
    'The calendar file attached adds it to Google Calendar, Outlook or Apple Calendar.',
  ],
  action: { label: 'See the event', url: e.url },
  attachments: [
    { filename: 'event.ics', content: e.ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
  ],
});

/**
 * A private event is off for a Member: the captain took them off its list (`removed`) or deleted it
 * (`deleted`). The calendar file cancels the one the invitation added (same UID, METHOD:CANCEL).
 */
export const eventCancelled = (
  firstName: string,
  e: { captain: string; title: string; when: string; why: 'removed' | 'deleted'; ics: string },
): MailContent => ({
  subject: `Event cancelled: ${e.title}`,
  paragraphs: [
    hello(firstName),
    e.why === 'removed'
      ? `${e.captain} took you off the list of a private event on the X-Forces Knowledge Exchange Hub, so it is cancelled for you.`
      : `${e.captain} cancelled a private event you were invited to on the X-Forces Knowledge Exchange Hub.`,
    `${e.title}`,
    `When: ${e.when}`,
    'The calendar file attached removes it from your calendar if you added it.',
  ],
  attachments: [
    { filename: 'event.ics', content: e.ics, contentType: 'text/calendar; charset=utf-8; method=CANCEL' },
  ],
});

export interface DigestContent {
  articles: { title: string; url: string }[];
  events: { title: string; when: string; url: string }[];
  milestones: { name: string; when: string; overdue: boolean }[];
  unreadFeed: number;
  unreadChat: number;
}

/** Whether a digest has anything to say (nothing is sent otherwise). */
export const digestHasNews = (d: DigestContent) =>
  d.articles.length + d.events.length + d.milestones.length + d.unreadFeed + d.unreadChat > 0;

export const weeklyDigest = (firstName: string, d: DigestContent, appUrl: string): MailContent => ({
  subject: 'Your week on the X-Forces Knowledge Exchange Hub',
  paragraphs: [
    hello(firstName),
    'Here is what is new for you this week.',
    ...(d.articles.length
      ? [`New in the knowledge base:`, ...d.articles.map((a) => `• ${a.title} — ${a.url}`)]
      : []),
    ...(d.events.length
      ? [`Events this week:`, ...d.events.map((e) => `• ${e.title}, ${e.when} — ${e.url}`)]
      : []),
    ...(d.milestones.length
      ? [
          `Your plan:`,
          ...d.milestones.map(
            (m) => `• ${m.name}: ${m.overdue ? `overdue since ${m.when}` : `due ${m.when}`}`,
          ),
        ]
      : []),
    ...(d.unreadFeed ? [`Unread in your mentoring feed: ${d.unreadFeed}`] : []),
    ...(d.unreadChat ? [`Unread chat messages: ${d.unreadChat}`] : []),
  ],
  action: { label: 'Open the hub', url: `${appUrl}/my/events` },
});
