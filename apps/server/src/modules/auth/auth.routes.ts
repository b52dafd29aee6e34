import type { FastifyInstance } from 'fastify';
import { signInClient } from '../../lib/sign-in-client';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MSG,
  changePasswordBody,
  checkEmailBody,
  confirmOtpBody,
  envelope,
  loginBody,
  loginResult,
  messageSchema,
  resetPasswordBody,
  sendOtpBody,
  updatePasswordBody,
} from '@keh/contracts';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { authService } from './auth.service';
import { otpService } from './otp.service';

const ok = (message: string) => ({ data: { message } });
const okReply = { 200: envelope(messageSchema) };

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = authService(app);
  const otp = otpService(app);
  const tags = ['auth'];

  app.post(
    '/auth/send-otp',
    {
      schema: { tags, body: sendOtpBody, response: { 200: envelope(z.object({ sent: z.literal(true) })) } },
      config: { rateLimit: limit.otpPerIp, probe: 'self' },
    },
    async (req) => {
      await otp.send(req.body.email, req.ip, req.body.password);
      return { data: { sent: true as const } };
    },
  );

  app.post(
    '/auth/confirm-otp',
    {
      schema: {
        tags,
        body: confirmOtpBody,
        response: { 200: envelope(z.object({ verified: z.literal(true) })) },
      },
      config: { rateLimit: limit.confirmPerIp, probe: 'self' },
    },
    async (req) => {
      await otp.confirm(req.body.email, req.body.otp);
      return { data: { verified: true as const } };
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        description: 'Form-encoded (or JSON). Needs the password and a code confirmed for the address.',
        body: loginBody,
        response: { 200: envelope(loginResult) },
      },
      config: { rateLimit: limit.loginPerIp, probe: 'self' },
    },
    async (req) => ({ data: await auth.login(req.body.email, req.body.password, signInClient(req)) }),
  );

  app.post(
    '/auth/logout',
    { schema: { tags, response: okReply }, config: { access: 'user', probe: 'self' } },
    async (req) => {
      await auth.logout(currentUser(req));
      return ok('Logged out.');
    },
  );

  app.post(
    '/auth/password/reset',
    {
      schema: { tags, body: resetPasswordBody, response: okReply },
      config: { rateLimit: limit.otpPerIp, probe: 'self' },
    },
    async (req) => {
      await auth.requestReset(req.body.email, req.ip);
      return ok(MSG.resetLinkSent);
    },
  );

  app.post(
    '/auth/password/update',
    {
      schema: { tags, body: updatePasswordBody, response: okReply },
      config: { rateLimit: limit.loginPerIp, probe: 'self' },
    },
    async (req) => {
      await auth.updatePassword(req.body.email, req.body.password, req.body.token);
      return ok(MSG.passwordUpdated);
    },
  );

  app.post(
    '/auth/password/change',
    {
      schema: { tags, body: changePasswordBody, response: okReply },
      config: { access: 'user', rateLimit: limit.loginPerIp, probe: 'self' },
    },
    async (req) => {
      await auth.changePassword(currentUser(req), req.body);
      return ok(MSG.passwordUpdated);
    },
  );

  app.post(
    '/tools/check-email',
    {
      schema: {
        tags,
        body: checkEmailBody,
        response: { 200: envelope(z.object({ available: z.literal(true) })) },
      },
      config: { rateLimit: limit.lookupPerIp, probe: 'self' },
    },
    async (req) => {
      await auth.assertEmailFree(req.body.email);
      return { data: { available: true as const } };
    },
  );
}
