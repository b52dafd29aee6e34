import { MSG } from '@keh/contracts';
import type { MailContent } from './templates';
import { ukTime } from './templates';

/**
 * The other side of a mentoring whose partner deleted their account (issue 31). It never names the
 * person who left: the mail outlives their erasure in the recipient's inbox and in our outbox.
 */
export const pairEnded = (firstName: string, recipientIsCaptain: boolean, appUrl: string): MailContent => ({
  subject: MSG.pairEndedSubject,
  paragraphs: [
    `Hello ${firstName},`,
    recipientIsCaptain
      ? 'One of your Members has closed their account on the X-Forces Knowledge Exchange Hub, so your mentoring with them has ended. Their messages stay in your conversations as "Former member".'
      : 'Your Business Captain has closed their account on the X-Forces Knowledge Exchange Hub, so your mentoring has ended. Their messages stay in your conversations as "Former captain".',
    recipientIsCaptain
      ? 'Your place for another Member is free again.'
      : 'You can ask another Business Captain for mentoring whenever you are ready.',
  ],
  action: recipientIsCaptain
    ? { label: 'Open My Members', url: `${appUrl}/my/mentoring` }
    : { label: 'Find a Business Captain', url: `${appUrl}/mentors/matching` },
});

/** To the person who asked to delete their account: when it happens, and how to stop it. */
export const deletionScheduled = (firstName: string, deleteAt: Date, appUrl: string): MailContent => ({
  subject: 'Your account will be deleted',
  paragraphs: [
    `Hello ${firstName},`,
    `You asked us to delete your account on the X-Forces Knowledge Exchange Hub. It will be erased on ${ukTime.format(deleteAt)}.`,
    'Changed your mind? Sign in before then and choose "Cancel deletion".',
  ],
  action: { label: 'Sign in', url: `${appUrl}/login/1` },
});
