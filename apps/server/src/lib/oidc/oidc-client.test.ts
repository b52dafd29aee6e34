import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorise, startLinkedInProvider, type TestLinkedIn } from '../../test/linkedin-provider';
import { createOidcClient, OidcError, type OidcClient } from './oidc-client';

/**
 * The relying party against a real OpenID Connect identity server (oidc-provider): PKCE and the
 * nonce where the provider takes them, and LinkedIn's departures (no PKCE, no nonce) handled.
 */
const CLIENT = { clientId: 'oidc-client-test', clientSecret: 'oidc-client-test-secret' };
const REDIRECT = 'http://localhost:3000/linkedin';
const PERSON = {
  email: 'rp.test@example.com',
  given_name: 'Kit',
  family_name: 'Marlow',
  email_verified: true,
};

let conformant: TestLinkedIn;
let linkedinLike: TestLinkedIn;
beforeAll(async () => {
  conformant = await startLinkedInProvider({ ...CLIENT, redirectUris: [REDIRECT] });
  linkedinLike = await startLinkedInProvider({ ...CLIENT, redirectUris: [REDIRECT], linkedinQuirks: true });
});
afterAll(async () => {
  await conformant.close();
  await linkedinLike.close();
});

const client = (provider: TestLinkedIn, nonce: boolean) =>
  createOidcClient({
    ...CLIENT,
    issuer: provider.issuer,
    redirectUri: REDIRECT,
    scope: 'openid profile email',
    nonce,
  });

async function roundTrip(rp: OidcClient) {
  const { url, attempt } = await rp.start();
  const callback = await authorise(url.href, PERSON);
  return { url, attempt, response: callback.searchParams };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (err: unknown) => (err instanceof OidcError ? err.kind : String(err)),
  );

describe('a provider that takes PKCE and returns the nonce', () => {
  it('sends an S256 challenge and a nonce, and reads the person from the checked ID token', async () => {
    const { url, attempt, response } = await roundTrip(client(conformant, true));
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toBe(attempt.nonce);
    expect(attempt.verifier).toBeTruthy();
    const claims = await client(conformant, true).finish(response, attempt);
    expect(claims).toMatchObject({
      ...PERSON,
      nonce: attempt.nonce,
      aud: CLIENT.clientId,
      iss: conformant.issuer,
    });
  });

  it('is refused without the verifier, and refuses an ID token with another nonce', async () => {
    const rp = client(conformant, true);
    const a = await roundTrip(rp);
    expect(await refusal(rp.finish(a.response, { ...a.attempt, verifier: null }))).toBe('refused');
    const b = await roundTrip(rp);
    expect(await refusal(rp.finish(b.response, { ...b.attempt, nonce: 'another-nonce-0123456789' }))).toBe(
      'refused',
    );
  });
});

describe('a provider that behaves as LinkedIn (no PKCE advertised, the nonce ignored)', () => {
  it('goes without PKCE and without a nonce, checking the state', async () => {
    const rp = client(linkedinLike, false);
    const { url, attempt, response } = await roundTrip(rp);
    expect(url.searchParams.has('code_challenge')).toBe(false);
    expect(url.searchParams.has('nonce')).toBe(false);
    expect(attempt).toMatchObject({ verifier: null, nonce: null });
    expect(await rp.finish(response, attempt)).toMatchObject(PERSON);
    const forged = await roundTrip(rp);
    expect(
      await refusal(rp.finish(forged.response, { ...forged.attempt, state: 'forged-state-0123456789' })),
    ).toBe('refused');
  });

  it('cannot be used with a nonce: its ID tokens come back without one', async () => {
    const rp = client(linkedinLike, true);
    const { attempt, response } = await roundTrip(rp);
    expect(await refusal(rp.finish(response, attempt))).toBe('refused');
  });
});

it('tells an unreachable provider from a refusal', async () => {
  const gone = await startLinkedInProvider({ ...CLIENT, redirectUris: [REDIRECT] });
  await gone.close();
  expect(await refusal(client(gone, true).start())).toBe('unreachable');
});
