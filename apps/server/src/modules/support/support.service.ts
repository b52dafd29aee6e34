import type { AppContext } from '../../context';
import { questionMail, questionReceiptMail } from '../../lib/mail/templates';
import type { AuthUser } from '../../plugins/auth';
import { notificationsService } from '../notifications/notifications.service';
import { supportRepository } from './support.repository';

/** 'Raise a query': kept, and mailed to the support inbox only. */
export const supportService = (ctx: AppContext) => ({
  /**
   * Anyone may ask (sign-up comes before an account), but a receipt quoting the message goes only
   * to a signed-in person's own address: the open form must not mail any text to any address.
   */
  async ask(q: { user_type: string; email: string; message: string }, user: AuthUser | null) {
    const mail = notificationsService(ctx);
    await ctx.db.transaction(async (tx) => {
      await supportRepository(tx).insertQuestion({
        userType: q.user_type,
        email: q.email,
        message: q.message,
      });
      await mail.service(tx, questionMail(ctx.config.supportEmail, q.email, q.user_type, q.message));
      if (user) await mail.service(tx, questionReceiptMail(user.row.email, q.message));
    });
  },
});
