import { createHmac } from 'node:crypto';
import { signInClient } from '../../lib/sign-in-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import { z } from 'zod';
import { api, type AuthProvider } from '@keh/contracts';
import type { AppConfig } from '../../config';
import { createOidcClient, OidcError, type OidcAttempt, type OidcClient } from '../../lib/oidc/oidc-client';
import { route } from '../../lib/endpoint';
import { limit } from '../../plugins/rate-limit';
import { ATTEMPT_TTL_MS, providerSignInService } from './provider-sign-in.service';

/** The web page the provider sends the browser back to (docs/product/screens.md: /linkedin). */
export const CALLBACK_PAGE: Record<AuthProvider, string> = { linkedin: '/linkedin' };

/** LinkedIn's OpenID Connect scopes: the subject, names and picture, the address and whether it is verified. */
const SCOPE = 'openid profile email';

/**
 * LinkedIn's own issuer ignores the nonce (its ID tokens carry none), so none is sent to it; any
 * other issuer (the tests' identity server, a conformant proxy) gets one and must return it.
 */
export const sendsNonce = (issuer: string) => new URL(issuer).host !== 'www.linkedin.com';

function clientsOf(config: AppConfig): Partial<Record<AuthProvider, OidcClient>> {
  if (!config.linkedin) return {};
  return {
    linkedin: createOidcClient({
      ...config.linkedin,
      redirectUri: `${config.appUrl}${CALLBACK_PAGE.linkedin}`,
      scope: SCOPE,
      nonce: sendsNonce(config.linkedin.issuer),
    }),
  };
}

/**
 * The attempt (the state, and the nonce and PKCE verifier where used) rides in a signed, httpOnly
 * cookie scoped to the provider's routes for ATTEMPT_TTL_MS: it binds the callback to the browser
 * that started the sign-in (no login CSRF) and keeps nothing in a process's memory. Signed with a
 * key derived from the client secret, which every server process has.
 */
const cookieName = (provider: AuthProvider) => `keh_signin_${provider}`;
const cookiePath = (provider: AuthProvider) => `/api/auth/${provider}`;
const attemptSchema = z.object({
  state: z.string(),
  nonce: z.string().nullable(),
  verifier: z.string().nullable(),
  at: z.number(),
});

function readAttempt(req: FastifyRequest, provider: AuthProvider): OidcAttempt | null {
  const raw = req.cookies[cookieName(provider)];
  if (!raw) return null;
  const unsigned = req.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const parsed = attemptSchema.safeParse(JSON.parse(Buffer.from(unsigned.value, 'base64url').toString()));
    if (!parsed.success || Date.now() - parsed.data.at > ATTEMPT_TTL_MS) return null;
    const { state, nonce, verifier } = parsed.data;
    return { state, nonce, verifier };
  } catch {
    return null;
  }
}

export async function providerRoutes(app: FastifyInstance) {
  const { config } = app;
  const signIn = providerSignInService(app, clientsOf(config));
  const secure = config.appUrl.startsWith('https:');
  await app.register(cookie, {
    secret: createHmac('sha256', config.linkedin?.clientSecret ?? 'not configured')
      .update('keh sign-in attempt cookie v1')
      .digest('base64url'),
  });
  const cookieOptions = (provider: AuthProvider) =>
    ({ path: cookiePath(provider), httpOnly: true, sameSite: 'lax', secure }) as const;
  const forget = (reply: FastifyReply, provider: AuthProvider) =>
    reply.clearCookie(cookieName(provider), cookieOptions(provider));
  const tags = ['auth'];
  const e = api.auth;

  route(
    app,
    e.providers,
    {
      tags,
      config: { probe: 'self' },
      schema: {
        description: 'The identity providers this server signs people in with (their buttons show).',
      },
    },
    async () => ({ data: { providers: signIn.providers() } }),
  );

  route(
    app,
    e.providerRedirect,
    {
      tags,
      config: { rateLimit: limit.loginPerIp, probe: 'self' },
      schema: {
        description:
          "Starts a sign-in: 302 to the provider's authorisation page (code flow; state, nonce and PKCE " +
          'verifier, where the provider takes them, kept in a signed, httpOnly cookie for 10 minutes). ' +
          'When the provider cannot be reached, ' +
          '302 to the callback page with error=temporarily_unavailable.',
      },
    },
    async (req, reply) => {
      const { provider } = req.params;
      try {
        const { url, attempt } = await signIn.start(provider);
        const value = Buffer.from(JSON.stringify({ ...attempt, at: Date.now() })).toString('base64url');
        reply.setCookie(cookieName(provider), value, {
          ...cookieOptions(provider),
          signed: true,
          maxAge: ATTEMPT_TTL_MS / 1000,
        });
        return reply.header('cache-control', 'no-store').redirect(url.href, 302);
      } catch (err) {
        if (!(err instanceof OidcError)) throw err;
        req.log.warn({ err: err.message }, 'identity provider unreachable');
        return reply.redirect(`${CALLBACK_PAGE[provider]}?error=temporarily_unavailable`, 302);
      }
    },
  );

  route(
    app,
    e.providerLogin,
    {
      tags,
      config: { rateLimit: limit.loginPerIp, probe: 'self' },
      schema: {
        description:
          "Finishes a sign-in from the provider's authorisation response: access_token is the " +
          'authorisation code, with state (and iss) as the provider sent them; the browser that started ' +
          'it brings its cookie. Answers the same session as POST auth/login, or { signup } for a ' +
          'person without an account.',
      },
    },
    async (req, reply) => {
      const { provider } = req.params;
      const attempt = readAttempt(req, provider);
      // One attempt, one try: whatever happens next, the browser's attempt is spent.
      forget(reply, provider);
      reply.header('cache-control', 'no-store');
      return { data: await signIn.finish(provider, req.query, attempt, signInClient(req)) };
    },
  );
}
