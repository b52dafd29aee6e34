import type { FastifyInstance } from 'fastify';
import { signInClient } from '../../lib/sign-in-client';
import { api } from '@keh/contracts';
import { route, type RouteExtras } from '../../lib/endpoint';
import { limit } from '../../plugins/rate-limit';
import { signupService } from './signup.service';

export async function signupRoutes(app: FastifyInstance) {
  const signup = signupService(app);
  const extras: RouteExtras = {
    tags: ['signup'],
    config: { rateLimit: limit.loginPerIp, probe: 'self' },
    schema: {
      description:
        'multipart/form-data: the fields of docs/product/entities.md, avatar (and CV) as files, assess as a JSON string.',
    },
  };
  const e = api.signup;

  route(app, e.mentorRegistration, extras, async (req) => ({
    data: await signup.register({ role: 'mentor', body: req.body }, signInClient(req)),
  }));
  route(app, e.menteeRegistration, extras, async (req) => ({
    data: await signup.register({ role: 'mentee', body: req.body }, signInClient(req)),
  }));
}
