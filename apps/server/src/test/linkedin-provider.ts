import { createHash, generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Account, type Configuration } from 'oidc-provider';

/**
 * A real OpenID Connect identity server (oidc-provider) playing LinkedIn in the tests: discovery,
 * signed ID tokens, single-use codes, RFC 9207 `iss` in the authorisation response, LinkedIn's
 * claims (sub, given_name, family_name, email, email_verified) in the ID token, the client secret
 * in the token request's body; PKCE required and the nonce returned, or LinkedIn's departures from
 * both (`linkedinQuirks`). Only its sign-in page is ours: instead of a LinkedIn password, the
 * person types who they are, so each test chooses the address, names and whether the address
 * counts as verified.
 */
export interface LinkedInPerson {
  email: string;
  given_name: string;
  family_name: string;
  email_verified: boolean;
}

export interface TestLinkedInOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** 0 (default): any free port. */
  port?: number;
  /**
   * Behave as LinkedIn does where it departs from OpenID Connect: PKCE not advertised (and a
   * code_verifier refused, as no challenge was taken), the nonce parameter ignored (ID tokens
   * without one). Off: a conformant provider that requires PKCE and returns the nonce.
   */
  linkedinQuirks?: boolean;
  host?: string;
}

export interface TestLinkedIn {
  issuer: string;
  close(): Promise<void>;
}

/** The provider's stable subject for a person (LinkedIn's are opaque, per client). */
export const subjectOf = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 20);

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function signInPage(uid: string, clientId: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in - LinkedIn (test identity server)</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;color:#1d2226}
h1{color:#0a66c2;font-size:1.5rem}label{display:block;margin:.8rem 0 .2rem}input[type=text],input[type=email]{width:100%;padding:.5rem;box-sizing:border-box}
.check{display:flex;gap:.5rem;align-items:center}.check label{margin:0}button{margin-top:1rem;padding:.6rem 1.2rem;border-radius:2rem;border:0;background:#0a66c2;color:#fff;font-size:1rem}
.secondary{background:#fff;color:#0a66c2;border:1px solid #0a66c2}</style></head>
<body><h1>LinkedIn</h1><p>Test identity server: <strong>${escape(clientId)}</strong> asks who you are.</p>
<form method="post" action="/interaction/${escape(uid)}/login">
<label for="email">Email</label><input id="email" name="email" type="email" required>
<label for="given_name">First name</label><input id="given_name" name="given_name" type="text">
<label for="family_name">Last name</label><input id="family_name" name="family_name" type="text">
<p class="check"><input id="email_verified" name="email_verified" type="checkbox" value="true" checked><label for="email_verified">Email address verified</label></p>
<button type="submit">Sign in</button></form>
<form method="post" action="/interaction/${escape(uid)}/abort"><button class="secondary" type="submit">Cancel</button></form>
</body></html>`;
}

async function formBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString());
}

export async function startLinkedInProvider(opts: TestLinkedInOptions): Promise<TestLinkedIn> {
  const accounts = new Map<string, LinkedInPerson>();
  const host = opts.host ?? '127.0.0.1';
  let provider: Provider | null = null;

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, action: string) {
    const p = provider!;
    const details = await p.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    if (req.method === 'GET' && !action) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(signInPage(uid, String(details.params.client_id)));
      return;
    }
    if (req.method !== 'POST') throw new Error('method not allowed');
    if (action === '/abort') {
      await p.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'The person cancelled the sign-in.',
      });
      return;
    }
    const form = await formBody(req);
    const person: LinkedInPerson = {
      email: form.get('email') ?? '',
      given_name: form.get('given_name') ?? '',
      family_name: form.get('family_name') ?? '',
      email_verified: form.get('email_verified') === 'true',
    };
    const accountId = subjectOf(person.email);
    accounts.set(accountId, person);
    const grant = new p.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope('openid profile email');
    const grantId = await grant.save();
    await p.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const match = /^\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec(path);
    if (!match) return provider!.callback()(req, res);
    interaction(req, res, match[1]!, match[2] ?? '').catch((err: unknown) => {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end(err instanceof Error ? err.message : 'bad interaction');
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, host, resolve));
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;

  const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const configuration: Configuration = {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // LinkedIn takes the client secret in the token request's body.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...key, kid: 'test-linkedin', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['test-linkedin-cookies'] },
    pkce: { required: () => !opts.linkedinQuirks },
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
      email: ['email', 'email_verified'],
    },
    // LinkedIn puts the person's claims in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    // Seconds; short, as LinkedIn's codes are.
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Grant: 600,
      Interaction: 600,
      Session: 600,
    },
    interactions: { url: (_ctx, i) => `/interaction/${i.uid}` },
    async findAccount(_ctx, sub): Promise<Account | undefined> {
      const person = accounts.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, ...person, name: `${person.given_name} ${person.family_name}`.trim() }),
      };
    },
  };
  provider = new Provider(issuer, configuration);
  if (opts.linkedinQuirks)
    provider.use(async (ctx, next) => {
      if (ctx.path === '/auth') {
        const query = new URLSearchParams(ctx.querystring);
        query.delete('nonce');
        ctx.querystring = query.toString();
      }
      await next();
      if (ctx.path === '/.well-known/openid-configuration' && ctx.body && typeof ctx.body === 'object')
        delete (ctx.body as Record<string, unknown>).code_challenge_methods_supported;
    });
  // Quiet: the tests read failures from the relying party's answers.
  provider.on('server_error', () => undefined);

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

// ---------- driving the provider without a browser (server tests) ----------

/** A browser's cookies for the provider, enough for its sign-in cookies (paths are not kept apart). */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    header: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    keep(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const pair = line.split(';')[0]!;
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
  };
}

/**
 * Follows the provider's authorisation URL as a browser would, signs in as `person` (or presses
 * Cancel), and returns the URL the provider sends the browser back to: the callback with its
 * authorisation response.
 */
export async function authorise(authorizationUrl: string, person: LinkedInPerson | 'cancel'): Promise<URL> {
  const jar = cookieJar();
  const origin = new URL(authorizationUrl).origin;
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.keep(res);
    return res;
  };
  const next = (res: Response) => {
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider answered ${res.status} without a redirect`);
    return new URL(location, origin);
  };

  const interactionUrl = next(await go(authorizationUrl));
  const page = await go(interactionUrl.href);
  if (page.status !== 200) throw new Error(`the sign-in page answered ${page.status}`);
  const body =
    person === 'cancel'
      ? ''
      : new URLSearchParams({
          email: person.email,
          given_name: person.given_name,
          family_name: person.family_name,
          ...(person.email_verified && { email_verified: 'true' }),
        }).toString();
  let url = next(
    await go(`${interactionUrl.href}/${person === 'cancel' ? 'abort' : 'login'}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  );
  while (url.origin === origin) url = next(await go(url.href));
  return url;
}
