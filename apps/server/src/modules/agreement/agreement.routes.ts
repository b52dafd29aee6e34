import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MEMBER_ROLES, agreementQuery, agreementResult, envelope } from '@keh/contracts';
import { agreementPdf, personalisedAgreement } from './agreement.service';

export async function agreementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const role of MEMBER_ROLES) {
    app.get(
      `/${role}/agreement`,
      {
        schema: {
          tags: ['signup'],
          querystring: agreementQuery,
          response: { 200: envelope(agreementResult) },
        },
        config: { probe: 'self' },
      },
      async (req) => ({ data: personalisedAgreement(role, req.query) }),
    );
    app.get(
      `/${role}/agreement/pdf`,
      {
        schema: { tags: ['signup'], description: 'The same text as an A4 PDF.', querystring: agreementQuery },
        config: { probe: 'self' },
      },
      async (req, reply) => {
        const pdf = await agreementPdf(role, req.query);
        const name = role === 'mentor' ? 'business-captain-terms.pdf' : 'member-agreement.pdf';
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(pdf);
      },
    );
  }
}
