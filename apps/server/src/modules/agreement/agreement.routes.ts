import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MEMBER_ROLES, agreementQuery, agreementResult, envelope } from '@keh/contracts';
import { personalisedAgreement } from './agreement.service';

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
      },
      async (req) => ({ data: personalisedAgreement(role, req.query) }),
    );
  }
}
