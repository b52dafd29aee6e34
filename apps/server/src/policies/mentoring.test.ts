import { describe, expect, it } from 'vitest';
import { CALLERS, VIEWERS as v, type Caller } from '../test/policy-callers';
import {
  canAnswerRequest,
  canEndMentoring,
  canReadCertificate,
  canRequestCaptain,
  canWorkInMentoring,
  isOfPair,
} from './mentoring';

/** The captain mentors the member. */
const pair = { mentorId: v.captain!.id, menteeId: v.member!.id };
const request = (status: string) => ({ mentorId: v.captain!.id, status });
const ended = (endReason: string | null, endedAt: Date | null = new Date()) => ({
  ...pair,
  endReason,
  endedAt,
});

describe('mentoring policies over the seven callers', () => {
  const table: [Caller, { pair: boolean; work: boolean; answer: boolean }][] = [
    ['guest', { pair: false, work: false, answer: false }],
    ['member', { pair: true, work: true, answer: false }],
    ['otherMember', { pair: false, work: false, answer: false }],
    ['captain', { pair: true, work: true, answer: true }],
    ['otherCaptain', { pair: false, work: false, answer: false }],
    ['moderator', { pair: false, work: false, answer: false }],
    ['admin', { pair: false, work: false, answer: false }],
  ];
  it.each(table)('%s', (caller, want) => {
    const viewer = v[caller];
    expect(isOfPair(viewer, pair)).toBe(want.pair);
    expect(canWorkInMentoring(viewer, pair)).toBe(want.work);
    expect(canEndMentoring(viewer, pair)).toBe(want.pair);
    expect(canReadCertificate(viewer, ended('goals_reached'))).toBe(want.pair);
    expect(canAnswerRequest(viewer, request('pending'))).toBe(want.answer);
  });
  it('covers every caller', () => expect(table.map(([c]) => c)).toEqual([...CALLERS]));

  it('works in a mentoring only on their own side', () => {
    // A captain is never the Member of a pair, nor a Member its captain.
    expect(canWorkInMentoring(v.captain, { mentorId: v.member!.id, menteeId: v.captain!.id })).toBe(false);
    expect(canWorkInMentoring(v.member, { mentorId: v.member!.id, menteeId: v.captain!.id })).toBe(false);
  });

  it('gives a certificate only for goals reached, once ended', () => {
    expect(canReadCertificate(v.member, ended('other'))).toBe(false);
    expect(canReadCertificate(v.member, ended('goals_reached', null))).toBe(false);
    expect(canReadCertificate(v.member, ended(null))).toBe(false);
  });

  it('answers only a pending request', () => {
    for (const status of ['accepted', 'cancelled_by_mentor', 'canceled_by_mentee', 'expired'])
      expect(canAnswerRequest(v.captain, request(status)), status).toBe(false);
  });

  it('asks only an active captain no block stands between', () => {
    const captain = { type: 'mentor' as const, status: 'active', apart: false };
    expect(canRequestCaptain(v.member, captain)).toBe(true);
    expect(canRequestCaptain(v.member, { ...captain, apart: true })).toBe(false);
    expect(canRequestCaptain(v.member, { ...captain, status: 'suspended' })).toBe(false);
    for (const type of ['mentee', 'moderator', 'admin'] as const)
      expect(canRequestCaptain(v.member, { ...captain, type }), type).toBe(false);
  });
});
