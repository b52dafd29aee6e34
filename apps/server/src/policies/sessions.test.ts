import { describe, expect, it } from 'vitest';
import { CALLERS, VIEWERS as v, type Caller } from '../test/policy-callers';
import {
  canAcceptSession,
  canCancelSession,
  canChangeSessions,
  canLogSession,
  canProposeOtherTimes,
  canRateSession,
  canReadSessions,
  canRescheduleSession,
  canServeCalendarFeed,
  type SessionFacts,
} from './sessions';

const now = Date.parse('2027-05-12T08:00:00Z');
const hour = 3_600_000;
/** The captain mentors the member; the captain proposed. */
const pair = { mentorId: v.captain!.id, menteeId: v.member!.id };
const session = (status: string, startsIn: number, slotIn = startsIn): SessionFacts => ({
  status,
  proposedBy: v.captain!.id,
  startsAt: new Date(now + startsIn),
  slots: [{ start: (now + slotIn) / 1000 }],
});

describe('sessions policies over the seven callers', () => {
  const table: [Caller, { read: boolean; change: boolean }][] = [
    ['guest', { read: false, change: false }],
    ['member', { read: true, change: true }],
    ['otherMember', { read: false, change: false }],
    ['captain', { read: true, change: true }],
    ['otherCaptain', { read: false, change: false }],
    ['moderator', { read: true, change: false }],
    ['admin', { read: true, change: false }],
  ];
  it.each(table)('%s', (caller, want) => {
    expect(canReadSessions(v[caller], pair)).toBe(want.read);
    expect(canChangeSessions(v[caller], pair)).toBe(want.change);
  });
  it('covers every caller', () => expect(table.map(([c]) => c)).toEqual([...CALLERS]));

  it('lets the one who did not propose answer a proposal, with a time still to come', () => {
    const proposed = session('proposed', hour);
    expect(canProposeOtherTimes(v.member, proposed)).toBe(true);
    expect(canAcceptSession(v.member, proposed, now)).toBe(true);
    expect(canProposeOtherTimes(v.captain, proposed)).toBe(false);
    expect(canAcceptSession(v.captain, proposed, now)).toBe(false);
    expect(canAcceptSession(v.member, session('proposed', hour, -hour), now)).toBe(false);
    expect(canProposeOtherTimes(v.member, session('accepted', hour))).toBe(false);
  });

  it('moves, cancels, logs and rates by the state and the clock', () => {
    const coming = session('accepted', hour);
    const begun = session('accepted', -hour);
    for (const who of [v.member, v.captain]) {
      expect(canRescheduleSession(who, coming, now)).toBe(true);
      expect(canRescheduleSession(who, begun, now)).toBe(false);
      expect(canCancelSession(who, coming, now)).toBe(true);
      expect(canCancelSession(who, session('proposed', -hour), now)).toBe(true);
      expect(canCancelSession(who, begun, now)).toBe(false);
      expect(canLogSession(who, begun, now)).toBe(true);
      expect(canLogSession(who, coming, now)).toBe(false);
      expect(canRateSession(who, session('held', -hour))).toBe(true);
      expect(canRateSession(who, session('missed', -hour))).toBe(false);
    }
  });

  it('gives staff none of the actions, though they read', () => {
    for (const who of [v.moderator, v.admin]) {
      expect(canAcceptSession(who, session('proposed', hour), now)).toBe(false);
      expect(canRescheduleSession(who, session('accepted', hour), now)).toBe(false);
      expect(canCancelSession(who, session('proposed', hour), now)).toBe(false);
      expect(canLogSession(who, session('accepted', -hour), now)).toBe(false);
      expect(canRateSession(who, session('held', -hour))).toBe(false);
    }
  });

  it('serves a calendar feed only while its owner is active', () => {
    expect(canServeCalendarFeed({ status: 'active' })).toBe(true);
    expect(canServeCalendarFeed({ status: 'suspended' })).toBe(false);
    expect(canServeCalendarFeed({ status: 'erased' })).toBe(false);
  });
});
