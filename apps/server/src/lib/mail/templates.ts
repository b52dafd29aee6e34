import type { MailMessage } from './mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One branded layout for every e-mail: paragraphs of text, an optional button, a footer. */
export function layoutMail(
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): MailMessage {
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    '',
    '— X-Forces Knowledge Exchange Hub',
  ].join('\n\n');
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1b2a4a;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#555">Or open this link: ${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b2a4a;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:18px">X-Forces Knowledge Exchange Hub</h1>${body}${button}<hr style="border:none;border-top:1px solid #ddd;margin:24px 0"><p style="font-size:12px;color:#666">You receive this e-mail because of your account on the X-Forces Knowledge Exchange Hub.</p></body></html>`;
  return { to, subject, text, html };
}

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

export const questionnaireApprovedMail = (to: string, appUrl: string) =>
  layoutMail(
    to,
    'You can now change your questionnaire',
    [
      'Hello,',
      'Your request to change your Assess Yourself questionnaire was approved. You can answer it again now.',
    ],
    { label: 'Change Questionnaire', url: `${appUrl}/my/profile/assess-yourself` },
  );

export const questionnaireRefusedMail = (to: string, reason: string, appUrl: string) =>
  layoutMail(
    to,
    'Your questionnaire change request',
    [
      'Hello,',
      'Your request to change your Assess Yourself questionnaire was not approved this time.',
      `The reason: ${reason}`,
      'You can ask again from your profile whenever you are ready.',
    ],
    { label: 'Open my profile', url: `${appUrl}/my/profile` },
  );

export const requestReceivedMail = (to: string, member: string, appUrl: string) =>
  layoutMail(
    to,
    `${member} asked you for mentoring`,
    [
      'Hello,',
      `${member} would like you to be their Business Captain. Have a look at their profile and answer the request.`,
    ],
    { label: 'See incoming requests', url: `${appUrl}/my/incoming-requests` },
  );

export const requestAcceptedMail = (to: string, captain: string, appUrl: string) =>
  layoutMail(
    to,
    `${captain} accepted your request`,
    ['Good news!', `${captain} is now your Business Captain. Your mentoring space is ready.`],
    { label: 'Open My Active Support', url: `${appUrl}/my/mentoring` },
  );

export const requestDeclinedMail = (to: string, captain: string, appUrl: string) =>
  layoutMail(
    to,
    `${captain} cannot take your request`,
    [
      'Hello,',
      `${captain} is not able to take you on at the moment. There are other Business Captains who would be glad to help.`,
    ],
    { label: 'Find a Business Captain', url: `${appUrl}/mentors/matching` },
  );

export const feedCommentMail = (to: string, from: string, comment: string, url: string) =>
  layoutMail(
    to,
    `${from} wrote in your mentoring feed`,
    ['Hello,', `${from} wrote in the feed of your mentoring:`, comment],
    { label: 'Open the feed', url },
  );

export const articlePublishedMail = (to: string, firstName: string, title: string, url: string) =>
  layoutMail(
    to,
    `Your article is published: ${title}`,
    [
      `Hello ${firstName},`,
      `Good news: a moderator checked your article "${title}" and it is now in the knowledge base.`,
      'Thank you for sharing what you know with the community.',
    ],
    { label: 'Read it in the knowledge base', url },
  );

export const articleBannedMail = (
  to: string,
  firstName: string,
  title: string,
  reason: string,
  url: string,
) =>
  layoutMail(
    to,
    `Your article needs changes: ${title}`,
    [
      `Hello ${firstName},`,
      `A moderator checked your article "${title}" and could not publish it.`,
      `Their reason: ${reason}`,
      'You can change the article and send it again from My Articles.',
    ],
    { label: 'Edit the article', url },
  );

export const eventInvitationMail = (
  to: string,
  firstName: string,
  e: { captain: string; title: string; when: string; address: string; url: string; ics: string },
) => ({
  ...layoutMail(
    to,
    `You are invited: ${e.title}`,
    [
      `Hello ${firstName},`,
      `${e.captain} invited you to a private event on the X-Forces Knowledge Exchange Hub.`,
      `${e.title}`,
      `When: ${e.when}`,
      `Where: ${e.address}`,
      'The calendar file attached adds it to Google Calendar, Outlook or Apple Calendar.',
    ],
    { label: 'See the event', url: e.url },
  ),
  attachments: [
    { filename: 'event.ics', content: e.ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
  ],
});
