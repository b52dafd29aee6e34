import { describe, expect, it } from 'vitest';
import { MSG } from '@keh/contracts';
import { call, useTestApp, lastMail, signIn } from '../../test/app';

const t = useTestApp();

describe('raise a query', () => {
  it('POST /api/question keeps the query and mails the team only; a receipt only to a signed-in sender', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/question',
      payload: {
        user_type: 'mentee',
        email: 'asker@example.com',
        message: 'Can my partner join the sessions?',
      },
    });
    expect(res.status).toBe(200);
    expect((await lastMail(t.app, 'hello@knowledge-exchange-hub.org'))?.text).toContain(
      'Can my partner join',
    );
    // The open form mails nothing to the address typed into it.
    expect(await lastMail(t.app, 'asker@example.com')).toBeUndefined();

    // Signed in, the receipt goes to the account's own address, whatever the form says.
    const token = await signIn(t.app, 'mentee@example.com');
    const signedIn = await call(t.app, {
      method: 'POST',
      url: '/api/question',
      token,
      payload: { user_type: 'mentee', email: 'victim@example.com', message: 'Visit evil.example' },
    });
    expect(signedIn.status).toBe(200);
    expect((await lastMail(t.app, 'mentee@example.com'))?.subject).toBe('We received your query');
    expect(await lastMail(t.app, 'victim@example.com')).toBeUndefined();
    const bad = await call(t.app, {
      method: 'POST',
      url: '/api/question',
      payload: { user_type: 'pirate', email: 'x', message: ' ' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      user_type: [MSG.roleRequired],
      email: [MSG.emailInvalid],
      message: [MSG.messageRequired],
    });
  });
});
