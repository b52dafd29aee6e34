import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MEMBER_ROLES, envelope, loginResult, registrationBase } from '@keh/contracts';
import { limit } from '../../plugins/rate-limit';
import { signupService } from './signup.service';

export async function signupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signup = signupService(app);
  for (const role of MEMBER_ROLES) {
    app.post(
      `/auth/${role}/registration`,
      {
        schema: {
          tags: ['signup'],
          consumes: ['multipart/form-data', 'application/json'],
          body: registrationBase,
          response: { 201: envelope(loginResult) },
        },
        config: { rateLimit: limit.loginPerIp },
      },
      async (req, reply) => reply.code(201).send({ data: await signup.register(role, req.body) }),
    );
  }
}
