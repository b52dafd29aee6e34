import type { Transporter } from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra headers (a notification's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

/** Stores each sent message (the dev outbox reads it back). */
export type MailRecorder = (message: MailMessage) => Promise<void>;

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  from: string;
  /** smtp(s)://… ; without it nodemailer renders the message to JSON and nothing leaves the machine. */
  smtpUrl: string | null;
  record: MailRecorder;
}

/**
 * All mail goes through nodemailer: over SMTP when SMTP_URL is set, otherwise through its JSON
 * transport (the full message is built, then kept in the outbox table for the dev outbox).
 * nodemailer (~3 MB of memory once loaded) is loaded with the first message, not at start.
 */
export function createMailer(opts: MailerOptions): Mailer {
  let transport: Promise<Transporter> | undefined;
  const transporter = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      opts.smtpUrl
        ? nodemailer.createTransport(opts.smtpUrl)
        : nodemailer.createTransport({ jsonTransport: true }),
    );
    transport.catch(() => (transport = undefined));
    return transport;
  };
  return {
    async send(message) {
      await (await transporter()).sendMail({ from: opts.from, ...message });
      await opts.record(message);
    },
    close: () => void transport?.then((t) => t.close()).catch(() => {}),
  };
}
