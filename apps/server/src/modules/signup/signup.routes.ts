import type { FastifyInstance } from 'fastify';
import { signInClient } from '../../lib/sign-in-client';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelope, loginResult, menteeRegistration, mentorRegistration } from '@keh/contracts';
import { limit } from '../../plugins/rate-limit';
import { signupService } from './signup.service';

export async function signupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signup = signupService(app);
  const schema = <B extends z.ZodType>(body: B) => ({
    tags: ['signup'],
    description:
      'multipart/form-data: the fields of docs/product/entities.md, avatar (and CV) as files, assess as a JSON string.',
    consumes: ['multipart/form-data'],
    body,
    response: { 201: envelope(loginResult) },
  });
  const config = { rateLimit: limit.loginPerIp, probe: 'self' } as const;

  app.post(
    '/auth/mentor/registration',
    { schema: schema(mentorRegistration), config },
    async (req, reply) => {
      return reply
        .code(201)
        .send({ data: await signup.register({ role: 'mentor', body: req.body }, signInClient(req)) });
    },
  );
  app.post(
    '/auth/mentee/registration',
    { schema: schema(menteeRegistration), config },
    async (req, reply) => {
      return reply
        .code(201)
        .send({ data: await signup.register({ role: 'mentee', body: req.body }, signInClient(req)) });
    },
  );
}
