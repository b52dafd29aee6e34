import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG, envelope, messageSchema, questionBody } from '@keh/contracts';
import { questionMail, questionReceiptMail } from '../../lib/mail/templates';
import { limit } from '../../plugins/rate-limit';
import { supportRepository } from './support.repository';

/** POST question: 'raise a query' from the agreement steps, kept and mailed to the team. */
export async function supportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/question',
    {
      schema: { tags: ['signup'], body: questionBody, response: { 200: envelope(messageSchema) } },
      config: { rateLimit: limit.questionPerIp },
    },
    async (req) => {
      const { user_type, email, message } = req.body;
      await supportRepository(app.db).insertQuestion({ userType: user_type, email, message });
      await app.mailer.send(questionMail(app.config.supportEmail, email, user_type, message));
      await app.mailer.send(questionReceiptMail(email, message));
      return { data: { message: MSG.questionSent } };
    },
  );
}
