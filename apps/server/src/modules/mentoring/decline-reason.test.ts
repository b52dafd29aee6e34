import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLINE_REASON_MAX, MSG } from '@keh/contracts';
import { call, createTestApp, lastMail, signIn, type TestApp } from '../../test/app';
import { withoutDemoMentoring } from '../../test/fixtures';

/** A captain may say why they decline; the Member sees it on the captain's profile (decision 0027). */
let t: TestApp;
const token = { member: '', captain: '' };
let captainId = 0;
const MEMBER = 'mentee@example.com';

beforeAll(async () => {
  t = await createTestApp();
  await withoutDemoMentoring(t.app);
  token.member = await signIn(t.app, MEMBER);
  token.captain = await signIn(t.app, 'mentor@example.com');
  captainId = (await call(t.app, { method: 'GET', url: '/api/user/profile', token: token.captain })).body.data
    .id;
});
afterAll(() => t.close());

const requestAndFind = async () => {
  const asked = await call(t.app, {
    method: 'POST',
    url: `/api/mentee/mentors/${captainId}/request`,
    token: token.member,
  });
  expect(asked.status).toBe(200);
  return asked.body.data.request_id as number;
};
const decline = (id: number, payload?: object) =>
  call(t.app, {
    method: 'DELETE',
    url: `/api/mentor/requests/${id}`,
    token: token.captain,
    ...(payload && { payload }),
  });
const captainSeenByMember = async () =>
  (await call(t.app, { method: 'GET', url: `/api/mentee/mentors/${captainId}`, token: token.member })).body
    .data;

describe('DELETE /api/mentor/requests/:id with a reason', () => {
  it('keeps the reason, shows it to the Member and mails it', async () => {
    const id = await requestAndFind();
    const reason = 'My diary is full until March; please ask again then.';
    const res = await decline(id, { reason: `  ${reason}  ` });
    expect(res.status).toBe(200);
    expect(res.body.data.request_status).toBe('cancelled_by_mentor');
    const seen = await captainSeenByMember();
    expect(seen).toMatchObject({ request_status: 'cancelled_by_mentor', decline_reason: reason });
    expect((await lastMail(t.app, MEMBER))?.text).toContain(reason);
  });

  it('forgets the reason once the Member asks again', async () => {
    const seen = await captainSeenByMember();
    expect(seen.decline_reason).toBeTruthy();
    const id = await requestAndFind();
    expect((await captainSeenByMember()).decline_reason).toBeNull();
    // Declined without a body at all, as before: no reason.
    expect((await decline(id)).status).toBe(200);
    expect(await captainSeenByMember()).toMatchObject({
      request_status: 'cancelled_by_mentor',
      decline_reason: null,
    });
  });

  it('refuses a reason longer than the limit with the message, and the request stays open', async () => {
    const id = await requestAndFind();
    const res = await decline(id, { reason: 'x'.repeat(DECLINE_REASON_MAX + 1) });
    expect(res.status).toBe(422);
    expect(res.body.errors.reason).toEqual([MSG.declineReasonLength]);
    expect((await captainSeenByMember()).request_status).toBe('pending');
    expect((await decline(id, { reason: '' })).status).toBe(200);
    expect((await captainSeenByMember()).decline_reason).toBeNull();
  });
});
