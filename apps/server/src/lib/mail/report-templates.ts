import type { MailContent } from './templates';

/** The mails of reports (issue 33). None names the reporter to anyone. */

const hello = (firstName: string) => `Hello ${firstName},`;

/** What the reporter learns: that staff looked and, in general terms, what came of it. */
export const reportOutcome = (firstName: string, acted: boolean, appUrl: string): MailContent => ({
  subject: 'About your report',
  paragraphs: [
    hello(firstName),
    'Thank you for your report. Our moderators have looked at it.',
    acted
      ? 'We have taken action in line with our community guidelines. For the privacy of everyone involved we do not share the details.'
      : 'We did not find that it breaks our community guidelines, so we have not taken action this time. If something else happens, please report it again.',
    'You can also block a person at any time: neither of you will see or reach the other.',
  ],
  action: { label: 'Open the Knowledge Exchange Hub', url: appUrl },
});

/** A warning to the person whose content or behaviour was reported (never says who reported). */
export const reportWarning = (
  firstName: string,
  what: string,
  reason: string,
  note: string | null,
  appUrl: string,
): MailContent => ({
  subject: 'A warning from the Knowledge Exchange Hub moderators',
  paragraphs: [
    hello(firstName),
    `Our moderators have reviewed ${what} and found that it goes against our community guidelines (${reason.toLowerCase()}).`,
    ...(note ? [`A note from the moderators: ${note}`] : []),
    'Please keep to the guidelines: we suspend accounts that break them again.',
  ],
  action: { label: 'Open the Knowledge Exchange Hub', url: appUrl },
});
