import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_VERSIONS, MSG } from '@keh/contracts';
import { call, createTestApp, signIn, type TestApp } from '../../test/app';
import { menteeFields, mentorFields, register, verifyEmail } from '../../test/fixtures';

let t: TestApp;
let mentee: string;
const original = { ...DOCUMENT_VERSIONS };
beforeAll(async () => {
  t = await createTestApp();
  mentee = await signIn(t.app, 'mentee@example.com');
});
afterAll(() => t.close());
afterEach(() => Object.assign(DOCUMENT_VERSIONS, original));

const consents = (token: string) => call(t.app, { method: 'GET', url: '/api/user/consents', token });
const profile = (token: string) => call(t.app, { method: 'GET', url: '/api/user/profile', token });
const accept = (token: string, payload: object) =>
  call(t.app, { method: 'POST', url: '/api/user/consents', token, payload });

describe('What I agreed to', () => {
  it("sign-up's one box records terms and privacy, each with its version, and the role's agreement", async () => {
    for (const [role, fields, agreement] of [
      ['mentee', menteeFields, 'member_agreement'],
      ['mentor', mentorFields, 'captain_terms'],
    ] as const) {
      const email = `consent-${role}@example.com`;
      await verifyEmail(t.app, email);
      const res = await register(t.app, role, fields(email));
      expect(res.status).toBe(201);
      const { body } = await consents(res.body.data.token);
      expect(body.data).toEqual([
        expect.objectContaining({ document: 'terms', version: DOCUMENT_VERSIONS.terms, context: 'sign_up' }),
        expect.objectContaining({
          document: 'privacy',
          version: DOCUMENT_VERSIONS.privacy,
          context: 'sign_up',
        }),
        expect.objectContaining({
          document: agreement,
          version: DOCUMENT_VERSIONS[agreement],
          context: 'sign_up',
          reference: expect.stringMatching(/^agreement:\d+$/),
        }),
      ]);
      expect((await profile(res.body.data.token)).body.data.consent_required).toEqual([]);
    }
  });

  it('records a change of the e-mail settings with what was chosen', async () => {
    await call(t.app, { method: 'POST', url: '/api/user/profile/email-settings?chat=0', token: mentee });
    const { body } = await consents(mentee);
    expect(body.data.at(-1)).toMatchObject({ document: 'email_notifications', context: 'email_settings' });
  });

  it('asks for a new version of the terms, and accepting it clears the question', async () => {
    expect((await profile(mentee)).body.data.consent_required).toEqual([]);
    DOCUMENT_VERSIONS.terms = '2099-01';
    expect((await profile(mentee)).body.data.consent_required).toEqual([
      { document: 'terms', version: '2099-01' },
    ]);

    const stale = await accept(mentee, { document: 'terms', version: original.terms });
    expect(stale.status).toBe(422);
    expect(stale.body.errors.version).toEqual([MSG.consentVersionOutdated]);
    expect((await accept(mentee, { document: 'member_agreement', version: '2099-01' })).status).toBe(422);

    const ok = await accept(mentee, { document: 'terms', version: '2099-01' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.at(-1)).toMatchObject({
      document: 'terms',
      version: '2099-01',
      context: 'new_version',
    });
    expect((await profile(mentee)).body.data.consent_required).toEqual([]);

    // Back to the version in force: the person accepted a later one, so is asked again for this.
    Object.assign(DOCUMENT_VERSIONS, original);
    DOCUMENT_VERSIONS.privacy = '2099-02';
    expect((await profile(mentee)).body.data.consent_required).toEqual([
      { document: 'terms', version: original.terms },
      { document: 'privacy', version: '2099-02' },
    ]);
  });

  it('is for signed-in people only', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/user/consents' })).status).toBe(401);
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/user/consents',
          payload: { document: 'terms', version: 'x' },
        })
      ).status,
    ).toBe(401);
  });
});
