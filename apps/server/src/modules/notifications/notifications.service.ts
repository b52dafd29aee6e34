import { emailSettingsPath, type DeadLetter, type MailFlag } from '@keh/contracts';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { MailMessage } from '../../lib/mail/mailer';
import { renderMail, type MailContent } from '../../lib/mail/templates';
import { notFound } from '../../lib/errors';
import { usersRepository, type UserRow } from '../users/users.repository';
import { notificationsRepository } from './notifications.repository';

/** The queue every mail leaves through, and where a mail goes after its last failed try. */
export const MAIL_QUEUE = 'mail';
export const MAIL_DEAD_QUEUE = 'mail-dead';
/** Follow-up mails that gather what happened in a window (`FollowUpJob`). */
export const FOLLOW_UP_QUEUE = 'mail-follow-up';

/** How many dead letters staff see at once (the newest). */
const DEAD_LETTERS_SHOWN = 200;

/** What pg-boss kept of the last failure: an error's message, or whatever it holds as text. */
const errorText = (output: unknown) => {
  const o = output as { message?: unknown } | null;
  return typeof o?.message === 'string' ? o.message : JSON.stringify(output ?? 'Unknown error');
};

/** How long after a first mail about a topic further news is gathered into one follow-up. */
export const GATHER_WINDOW_MS = 15 * 60_000;

/** A follow-up to compose when the window of `topic` closes: news for `userId` since `since`. */
export interface FollowUpJob {
  userId: number;
  topic: string;
  since: string;
}

/** The column of each e-mail setting (docs/product/entities.md); each notification is governed by one. */
export const FLAG_COLUMN = {
  feed: 'feedNotifications',
  chat: 'chatNotifications',
  system: 'systemNotifications',
  weekly: 'weeklyNewsletters',
} as const satisfies Record<MailFlag, keyof UserRow>;

const WHY: Record<MailFlag, string> = {
  feed: 'You receive this e-mail because feed notifications are on.',
  chat: 'You receive this e-mail because chat notifications are on.',
  system: 'You receive this e-mail because system notifications are on.',
  weekly: 'You receive this e-mail because the weekly newsletter is on.',
};

/** What a recipient row must carry for a notification. */
export type Recipient = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'firstName'
  | 'type'
  | 'status'
  | 'unsubscribeToken'
  | 'feedNotifications'
  | 'chatNotifications'
  | 'systemNotifications'
  | 'weeklyNewsletters'
>;

/** A job of the mail queue: the message as it will leave, and the flag to check again then. */
export interface MailJob {
  message: MailMessage;
  userId?: number;
  flag?: MailFlag;
}

/** Whether `person` wants mail of this kind now (an active account with the flag on). */
export const wantsMail = (person: Recipient, flag: MailFlag) =>
  person.status === 'active' && person[FLAG_COLUMN[flag]];

/**
 * Mail out (decision 0023): every mail is a job enqueued through the caller's `db`, so a mail
 * caused inside a transaction leaves only if it commits, and a mail is never lost to a failing
 * SMTP server (the queue retries it, then keeps it for staff in the dead letters).
 */
export const notificationsService = (ctx: AppContext) => {
  const links = (person: Recipient, flag: MailFlag) => ({
    why: WHY[flag],
    settingsUrl: `${ctx.config.appUrl}${emailSettingsPath(person.type)}`,
    unsubscribeUrl: `${ctx.config.appUrl}/unsubscribe?token=${person.unsubscribeToken}&flag=${flag}`,
    oneClickUrl: `${ctx.config.appUrl}/api/mail/unsubscribe?token=${person.unsubscribeToken}&flag=${flag}`,
  });

  /**
   * A notification governed by `flag`, with the person's name, a link to the thing, the settings
   * link and a one-click unsubscribe (header and footer). Nothing is queued when the flag is off;
   * the flag is read again when the mail leaves. Answers whether it was queued.
   */
  async function notify(db: DbOrTx, person: Recipient, flag: MailFlag, content: MailContent) {
    if (!wantsMail(person, flag)) return false;
    const message = renderMail(person.email, content, links(person, flag));
    await ctx.jobs.send(db, MAIL_QUEUE, { message, userId: person.id, flag } satisfies MailJob);
    return true;
  }

  return {
    /** A service mail (sign-in code, password, support): sent whatever the settings say. */
    service: (db: DbOrTx, message: MailMessage) =>
      ctx.jobs.send(db, MAIL_QUEUE, { message } satisfies MailJob),

    notify,

    /** One-click unsubscribe: turns the flag off for the token's holder (404 for an unknown token). */
    async unsubscribe(token: string, flag: MailFlag) {
      const person = await usersRepository(ctx.db).turnOffMail(token, FLAG_COLUMN[flag]);
      if (!person) throw notFound();
      return { flag, email: person.email, settings_path: emailSettingsPath(person.type) };
    },

    /** The mails that failed every try, newest first, for staff. */
    async deadLetters(): Promise<DeadLetter[]> {
      const rows = await notificationsRepository(ctx.db).deadLetters(MAIL_DEAD_QUEUE, DEAD_LETTERS_SHOWN);
      return rows.map((r) => {
        const { message } = r.data as MailJob;
        return {
          id: r.id,
          to: message.to,
          subject: message.subject,
          error: errorText(r.error),
          tries: r.tries + 1,
          first_tried_at: r.firstTriedAt.toISOString(),
          failed_at: r.failedAt.toISOString(),
        };
      });
    },

    /** Queues a dead letter again (it leaves the list in the same transaction); 404 if gone. */
    async sendDeadLetter(id: string) {
      await ctx.db.transaction(async (tx) => {
        const data = await notificationsRepository(tx).takeDeadLetter(MAIL_DEAD_QUEUE, id);
        if (!data) throw notFound();
        await ctx.jobs.send(tx, MAIL_QUEUE, data as MailJob);
      });
    },

    /**
     * News about a topic (a mentoring's feed): the first mails at once and opens a window of
     * GATHER_WINDOW_MS; news inside the window is gathered into one follow-up when it closes (the
     * follow-up queue keeps one waiting job per person and topic). `db` must be the transaction
     * that records the news, so the window and the mail commit with it.
     */
    async gather(db: DbOrTx, person: Recipient, flag: MailFlag, topic: string, first: MailContent) {
      if (!wantsMail(person, flag)) return;
      const window = await notificationsRepository(db).openWindow(person.id, topic, GATHER_WINDOW_MS);
      if (window.fresh) {
        await notify(db, person, flag, first);
        return;
      }
      const job: FollowUpJob = { userId: person.id, topic, since: window.openedAt.toISOString() };
      await ctx.jobs.send(db, FOLLOW_UP_QUEUE, job, {
        singletonKey: `${person.id}:${topic}`,
        startAfter: new Date(window.openedAt.getTime() + GATHER_WINDOW_MS),
      });
    },
  };
};
