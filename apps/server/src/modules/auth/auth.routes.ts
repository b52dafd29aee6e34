import type { FastifyInstance } from 'fastify';
import { signInClient } from '../../lib/sign-in-client';
import { MSG, api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { authService } from './auth.service';
import { otpService } from './otp.service';

const ok = (message: string) => ({ data: { message } });
/** The web sends these forms url-encoded; JSON is accepted too. */
const formOrJson = ['application/x-www-form-urlencoded', 'application/json'];

export async function authRoutes(app: FastifyInstance) {
  const auth = authService(app);
  const otp = otpService(app);
  const tags = ['auth'];
  const e = api.auth;

  route(app, e.sendOtp, { tags, config: { rateLimit: limit.otpPerIp, probe: 'self' } }, async (req) => {
    await otp.send(req.body.email, req.ip, req.body.password);
    return { data: { sent: true as const } };
  });

  route(
    app,
    e.confirmOtp,
    { tags, config: { rateLimit: limit.confirmPerIp, probe: 'self' } },
    async (req) => {
      await otp.confirm(req.body.email, req.body.otp);
      return { data: { verified: true as const } };
    },
  );

  route(
    app,
    e.login,
    {
      tags,
      config: { rateLimit: limit.loginPerIp, probe: 'self' },
      schema: {
        description: 'Form-encoded (or JSON). Needs the password and a code confirmed for the address.',
        consumes: formOrJson,
      },
    },
    async (req) => ({ data: await auth.login(req.body.email, req.body.password, signInClient(req)) }),
  );

  route(app, e.logout, { tags, config: { probe: 'self' } }, async (req) => {
    await auth.logout(currentUser(req));
    return ok('Logged out.');
  });

  route(app, e.resetPassword, { tags, config: { rateLimit: limit.otpPerIp, probe: 'self' } }, async (req) => {
    await auth.requestReset(req.body.email, req.ip);
    return ok(MSG.resetLinkSent);
  });

  route(
    app,
    e.updatePassword,
    { tags, config: { rateLimit: limit.loginPerIp, probe: 'self' }, schema: { consumes: formOrJson } },
    async (req) => {
      await auth.updatePassword(req.body.email, req.body.password, req.body.token);
      return ok(MSG.passwordUpdated);
    },
  );

  route(
    app,
    e.changePassword,
    { tags, config: { rateLimit: limit.loginPerIp, probe: 'self' } },
    async (req) => {
      await auth.changePassword(currentUser(req), req.body);
      return ok(MSG.passwordUpdated);
    },
  );

  route(app, e.checkEmail, { tags, config: { rateLimit: limit.lookupPerIp, probe: 'self' } }, async (req) => {
    await auth.assertEmailFree(req.body.email);
    return { data: { available: true as const } };
  });
}
