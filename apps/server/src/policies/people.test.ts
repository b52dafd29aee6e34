import { describe, expect, it } from 'vitest';
import { CALLERS, VIEWERS as v, type Caller } from '../test/policy-callers';
import { canActOnAccount, canStaffOpenPerson } from './admin';
import { canChatWith, canStartChatWith } from './chat';
import { canEditSurvey, canReadMemberSurvey, canSeeProfile, hasPublicProfile } from './profiles';
import { canBlockPerson, canReportProfile } from './safety';
import { isProgrammePerson, isStaff } from './viewer';

/** Profiles, questionnaires, safety, chat and staff records: whom one reaches. */
describe('people policies over the seven callers', () => {
  // The member's questionnaire (the captain mentors them); the member's profile reported; the captain's.
  const table: [
    Caller,
    { staff: boolean; person: boolean; survey: boolean; reportMember: boolean; reportCaptain: boolean },
  ][] = [
    ['guest', { staff: false, person: false, survey: false, reportMember: false, reportCaptain: false }],
    ['member', { staff: false, person: true, survey: true, reportMember: true, reportCaptain: true }],
    ['otherMember', { staff: false, person: true, survey: false, reportMember: false, reportCaptain: true }],
    ['captain', { staff: false, person: true, survey: true, reportMember: true, reportCaptain: true }],
    ['otherCaptain', { staff: false, person: true, survey: false, reportMember: true, reportCaptain: true }],
    ['moderator', { staff: true, person: false, survey: false, reportMember: false, reportCaptain: true }],
    ['admin', { staff: true, person: false, survey: true, reportMember: false, reportCaptain: true }],
  ];
  const member = {
    id: v.member!.id,
    type: 'mentee' as const,
    status: 'active',
    apart: false,
    talking: false,
  };
  const captain = { ...member, id: v.captain!.id, type: 'mentor' as const };
  it.each(table)('%s', (caller, want) => {
    const viewer = v[caller];
    expect(isStaff(viewer)).toBe(want.staff);
    expect(isProgrammePerson(viewer)).toBe(want.person);
    if (viewer) expect(hasPublicProfile(viewer)).toBe(want.person);
    // Only the captain who mentors the member is connected to them.
    const connected = caller === 'captain';
    expect(canReadMemberSurvey(viewer, { id: member.id, connected })).toBe(want.survey);
    expect(canReportProfile(viewer, member)).toBe(want.reportMember);
    expect(canReportProfile(viewer, captain)).toBe(want.reportCaptain && !!viewer);
  });
  it('covers every caller', () => expect(table.map(([c]) => c)).toEqual([...CALLERS]));

  it('sees and reports no one across a block or whose account is not active', () => {
    expect(canSeeProfile(v.member, { status: 'active', apart: false })).toBe(true);
    expect(canSeeProfile(v.member, { status: 'active', apart: true })).toBe(false);
    expect(canSeeProfile(v.member, { status: 'suspended', apart: false })).toBe(false);
    const captain = {
      id: v.captain!.id,
      type: 'mentor' as const,
      status: 'active',
      apart: true,
      talking: false,
    };
    expect(canReportProfile(v.member, captain)).toBe(false);
    // One reports anyone one has a conversation with, and one's own profile.
    expect(canReportProfile(v.member, { ...captain, talking: true })).toBe(true);
    expect(
      canReportProfile(v.otherMember, { ...captain, id: v.otherMember!.id, type: 'mentee', apart: false }),
    ).toBe(true);
    expect(canReportProfile(v.member, { ...captain, status: 'suspended', talking: true })).toBe(false);
    expect(canReportProfile(v.member, { ...captain, type: 'admin', talking: true })).toBe(false);
  });

  it('changes a questionnaire while incomplete or once a change is approved', () => {
    expect(canEditSurvey({ answered: 18, changeRequest: null })).toBe(true);
    expect(canEditSurvey({ answered: 19, changeRequest: null })).toBe(false);
    expect(canEditSurvey({ answered: 19, changeRequest: 'pending' })).toBe(false);
    expect(canEditSurvey({ answered: 19, changeRequest: 'approved' })).toBe(true);
  });

  it('blocks and chats with captains and Members only', () => {
    for (const type of ['mentor', 'mentee'] as const) {
      expect(canBlockPerson(v.member, { type })).toBe(true);
      expect(canChatWith(v.member, { type, status: 'active' })).toBe(true);
      expect(canChatWith(v.member, { type, status: 'suspended' })).toBe(false);
    }
    for (const type of ['moderator', 'admin'] as const) {
      expect(canBlockPerson(v.member, { type })).toBe(false);
      expect(canChatWith(v.member, { type, status: 'active' })).toBe(false);
    }
    expect(canStartChatWith({ type: 'mentor', acceptChats: false })).toBe(false);
    expect(canStartChatWith({ type: 'mentor', acceptChats: true })).toBe(true);
    expect(canStartChatWith({ type: 'mentee', acceptChats: false })).toBe(true);
  });

  it('lets staff open anyone but an erased person, and act on anyone but themselves', () => {
    expect(canStaffOpenPerson({ status: 'active' })).toBe(true);
    expect(canStaffOpenPerson({ status: 'suspended' })).toBe(true);
    expect(canStaffOpenPerson({ status: 'erased' })).toBe(false);
    expect(canActOnAccount(v.admin, { id: v.member!.id })).toBe(true);
    expect(canActOnAccount(v.admin, { id: v.admin!.id })).toBe(false);
  });
});
