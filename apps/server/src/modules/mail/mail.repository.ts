import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inText } from '../../db/prepared';
import { mailOutbox } from '../../db/schema';
import type { MailMessage } from '../../lib/mail/mailer';

export const mailRepository = (db: DbOrTx) => ({
  async record(m: MailMessage) {
    await db.insert(mailOutbox).values({
      to: m.to.toLowerCase(),
      subject: m.subject,
      text: m.text,
      html: m.html,
      attachments: (m.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType })),
    });
  },
  list(to: string | undefined, limit = 50) {
    return db
      .select()
      .from(mailOutbox)
      .where(to ? and(eq(mailOutbox.to, to)) : undefined)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(inText(limit));
  },
});
