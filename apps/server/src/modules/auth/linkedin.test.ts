import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@keh/contracts';
import { userIdentities, users } from '../../db/schema';
import { sendsNonce } from './provider.routes';
import { call, createTestApp, freshIp, type TestApp } from '../../test/app';
import { menteeFields, register, verifyEmail } from '../../test/fixtures';
import {
  authorise,
  startLinkedInProvider,
  subjectOf,
  type LinkedInPerson,
  type TestLinkedIn,
} from '../../test/linkedin-provider';

/**
 * Sign-in with LinkedIn (decision 0024) against a real OpenID Connect identity server
 * (oidc-provider) standing in for LinkedIn: the server's redirect, the provider's sign-in, and
 * the code coming back through GET /api/auth/linkedin/login.
 */
const CLIENT = { clientId: 'keh-test', clientSecret: 'keh-test-secret-0123456789' };
const APP_URL = 'http://localhost:3000';

let linkedin: TestLinkedIn;
let t: TestApp;
beforeAll(async () => {
  linkedin = await startLinkedInProvider({ ...CLIENT, redirectUris: [`${APP_URL}/linkedin`] });
  t = await createTestApp({ appUrl: APP_URL, linkedin: { issuer: linkedin.issuer, ...CLIENT } });
});
afterAll(async () => {
  await t.close();
  await linkedin.close();
});

let n = 0;
const person = (over: Partial<LinkedInPerson> = {}): LinkedInPerson => ({
  email: `linkedin.${++n}.${Date.now()}@example.com`,
  given_name: 'Morgan',
  family_name: 'Reyes',
  email_verified: true,
  ...over,
});

/** GET /api/auth/linkedin/redirect as a browser: where it is sent, and the attempt's cookie. */
async function startSignIn() {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/auth/linkedin/redirect',
    remoteAddress: freshIp(),
  });
  expect(res.statusCode).toBe(302);
  const setCookie = [res.headers['set-cookie'] ?? []].flat();
  const cookie = setCookie.find((c) => c.startsWith('keh_signin_linkedin='))!;
  return { location: res.headers.location as string, cookie: cookie.split(';')[0]!, setCookie: cookie };
}

/** The /linkedin page's call: the authorisation response's code as access_token, state and iss. */
function finish(callback: URL, cookie: string | null, change: Record<string, string> = {}) {
  const q = new URLSearchParams({
    access_token: callback.searchParams.get('code') ?? '',
    state: callback.searchParams.get('state') ?? '',
    ...(callback.searchParams.get('iss') && { iss: callback.searchParams.get('iss')! }),
    ...change,
  });
  return call(t.app, {
    method: 'GET',
    url: `/api/auth/linkedin/login?${q}`,
    headers: cookie ? { cookie } : {},
  });
}

/** The whole round trip as `who`. */
async function signInAs(who: LinkedInPerson) {
  const { location, cookie } = await startSignIn();
  return finish(await authorise(location, who), cookie);
}

const identityOf = async (email: string) =>
  t.app.db
    .select()
    .from(userIdentities)
    .where(eq(userIdentities.subject, subjectOf(email)));
const userByEmail = async (email: string) =>
  (await t.app.db.select().from(users).where(eq(users.email, email)))[0]!;

describe('GET /api/auth/providers', () => {
  it('names LinkedIn when the server is configured for it', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/auth/providers' });
    expect(res.body.data).toEqual({ providers: ['linkedin'] });
  });
});

describe('GET /api/auth/linkedin/redirect', () => {
  it("sends a nonce to any issuer but LinkedIn's own, which ignores it (decision 0024)", () => {
    expect(sendsNonce('https://www.linkedin.com/oauth')).toBe(false);
    expect(sendsNonce(linkedin.issuer)).toBe(true);
  });

  it('sends the browser to the provider with PKCE, state and nonce, kept in a signed httpOnly cookie', async () => {
    const { location, setCookie } = await startSignIn();
    const url = new URL(location);
    expect(url.origin).toBe(linkedin.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.clientId,
      response_type: 'code',
      redirect_uri: `${APP_URL}/linkedin`,
      scope: 'openid profile email',
      code_challenge_method: 'S256',
    });
    for (const p of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(p)).toMatch(/^.{20,}$/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\/api\/auth\/linkedin/);
    expect(setCookie).toMatch(/Max-Age=600/);
    // Nothing of the attempt is readable in the clear: the verifier never leaves the cookie's signature.
    expect(setCookie).not.toContain(url.searchParams.get('state')!);
  });
});

describe('GET /api/auth/linkedin/login', () => {
  it('a new person goes on with sign-up: names and a verified address filled in, no code needed', async () => {
    const who = person({
      email: `New.Person.${Date.now()}@Example.com`,
      given_name: 'Ada',
      family_name: 'Okafor',
    });
    const res = await signInAs(who);
    expect(res.status).toBe(200);
    const email = who.email.toLowerCase();
    expect(res.body.data).toEqual({
      signup: { provider: 'linkedin', first_name: 'Ada', last_name: 'Okafor', email, email_verified: true },
    });
    expect(res.headers['cache-control']).toBe('no-store');

    // Registration takes the address LinkedIn verified as confirmed: no code was ever sent.
    const registered = await register(t.app, 'mentee', menteeFields(email));
    expect(registered.status).toBe(201);

    // Signing in with LinkedIn again opens that new account and links it.
    const again = await signInAs(who);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ type: 'mentee', id: registered.body.data.id });
    expect(await identityOf(email)).toHaveLength(1);
  });

  it('a new person whose address LinkedIn has not verified confirms it with a code as usual', async () => {
    const who = person({ email_verified: false });
    const res = await signInAs(who);
    expect(res.body.data.signup).toMatchObject({ email: who.email, email_verified: false });
    const registered = await register(t.app, 'mentee', menteeFields(who.email));
    expect(registered.status).toBe(422);
    expect(registered.body.errors.email).toEqual([MSG.emailNotVerified]);
  });

  it('opens an existing account by the verified address, links it, then finds it by LinkedIn alone', async () => {
    const res = await signInAs(
      person({ email: 'mentee@example.com', given_name: 'Other', family_name: 'Name' }),
    );
    expect(res.status).toBe(200);
    const member = await userByEmail('mentee@example.com');
    expect(res.body.data).toMatchObject({
      type: 'mentee',
      id: member.id,
      first_name: member.firstName,
      last_name: member.lastName,
    });
    expect(res.body.data.token).toMatch(/^.{40,}$/);
    const profile = await call(t.app, {
      method: 'GET',
      url: '/api/user/profile',
      token: res.body.data.token,
    });
    expect(profile.body.data.email).toBe('mentee@example.com');
    const [identity] = await identityOf('mentee@example.com');
    expect(identity).toMatchObject({ userId: member.id, provider: 'linkedin', email: 'mentee@example.com' });
    // Linking is a consent the person can see in "What I agreed to" (issue 31).
    const consents = await call(t.app, {
      method: 'GET',
      url: '/api/user/consents',
      token: res.body.data.token,
    });
    expect(consents.body.data).toEqual([
      expect.objectContaining({ document: 'linkedin', context: 'linkedin_linking' }),
    ]);

    // The account's own address changes; LinkedIn's subject still finds it.
    await t.app.db.update(users).set({ email: 'mentee.moved@example.com' }).where(eq(users.id, member.id));
    try {
      const again = await signInAs(person({ email: 'mentee@example.com' }));
      expect(again.body.data).toMatchObject({ id: member.id });
    } finally {
      await t.app.db.update(users).set({ email: 'mentee@example.com' }).where(eq(users.id, member.id));
    }
  });

  it('never links an account by an address LinkedIn has not verified', async () => {
    const res = await signInAs(person({ email: 'mentor@example.com', email_verified: false }));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: MSG.linkedinEmailUnverified });
    expect(await identityOf('mentor@example.com')).toEqual([]);
  });

  it('tells a suspended person so, and keeps staff to their password and code', async () => {
    const email = `suspended.${Date.now()}@example.com`;
    await verifyEmail(t.app, email);
    expect((await register(t.app, 'mentee', menteeFields(email))).status).toBe(201);
    await t.app.db.update(users).set({ status: 'suspended' }).where(eq(users.email, email));
    const suspended = await signInAs(person({ email }));
    expect(suspended.status).toBe(422);
    expect(suspended.body.message).toBe(MSG.accountSuspended);
    expect(await identityOf(email)).toEqual([]);

    const admin = await signInAs(person({ email: 'admin@example.com' }));
    expect(admin.status).toBe(422);
    expect(admin.body.message).toBe(MSG.linkedinStaff);
  });

  it('refuses a response whose state is not the one this browser started with', async () => {
    const { location, cookie } = await startSignIn();
    const callback = await authorise(location, person());
    const res = await finish(callback, cookie, { state: 'forged-state-value-0123456789' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MSG.linkedinFailed);
  });

  it("refuses a code brought with another attempt's cookie (login CSRF)", async () => {
    const mine = await startSignIn();
    const theirs = await startSignIn();
    const callback = await authorise(theirs.location, person());
    const res = await finish(callback, mine.cookie);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MSG.linkedinFailed);
  });

  it('refuses a replayed code, and spends the attempt whatever the answer', async () => {
    const { location, cookie } = await startSignIn();
    const callback = await authorise(location, person({ email: 'mentee@example.com' }));
    const first = await finish(callback, cookie);
    expect(first.status).toBe(200);
    expect(first.headers['set-cookie']).toMatch(/^keh_signin_linkedin=;.*Expires=Thu, 01 Jan 1970/);
    const replay = await finish(callback, cookie);
    expect(replay.status).toBe(422);
    expect(replay.body.message).toBe(MSG.linkedinFailed);
  });

  it('asks to start again without the cookie, or with one that was tampered with', async () => {
    const { location, cookie } = await startSignIn();
    const callback = await authorise(location, person());
    const without = await finish(callback, null);
    expect(without.status).toBe(422);
    expect(without.body.message).toBe(MSG.linkedinExpired);
    const [name, value] = cookie.split('=') as [string, string];
    const tampered = await finish(callback, `${name}=${value.slice(0, -2)}xx`);
    expect(tampered.body.message).toBe(MSG.linkedinExpired);
  });

  it('answers 422 for a provider it does not know, with the message of the shared schema', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/auth/github/login?access_token=a&state=b' });
    expect(res.status).toBe(422);
    expect(res.body.errors.provider).toBeDefined();
  });
});

describe('LinkedIn not configured, or not answering', () => {
  it('shows no provider, and its routes answer 404', async () => {
    const plain = await createTestApp();
    try {
      expect((await call(plain.app, { method: 'GET', url: '/api/auth/providers' })).body.data).toEqual({
        providers: [],
      });
      const start = await call(plain.app, { method: 'GET', url: '/api/auth/linkedin/redirect' });
      expect(start.status).toBe(404);
      const login = await call(plain.app, {
        method: 'GET',
        url: '/api/auth/linkedin/login?access_token=a&state=b',
      });
      expect(login.status).toBe(404);
      expect(login.body.message).toBe(MSG.linkedinUnavailable);
    } finally {
      await plain.close();
    }
  });

  it('sends the browser back to /linkedin with an error when LinkedIn cannot be reached', async () => {
    const down = await startLinkedInProvider({ ...CLIENT, redirectUris: [`${APP_URL}/linkedin`] });
    await down.close();
    const app = await createTestApp({ appUrl: APP_URL, linkedin: { issuer: down.issuer, ...CLIENT } });
    try {
      const res = await app.app.inject({ method: 'GET', url: '/api/auth/linkedin/redirect' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/linkedin?error=temporarily_unavailable');
      expect(res.headers['set-cookie']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
