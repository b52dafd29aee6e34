import { describe, expect, it } from 'vitest';
import { CALLERS, VIEWERS as v, type Caller } from '../test/policy-callers';
import { canEditMilestone, canEditTemplate, canReadFeedComment, canTickTask } from './workspace';

/** The captain mentors the member (mentoring 7) and has a template. */
const pair = { id: 7, mentorId: v.captain!.id, menteeId: v.member!.id };
const template = { mentorId: v.captain!.id };

describe('workspace policies over the seven callers', () => {
  const table: [Caller, { edit: boolean; tick: boolean; feed: boolean }][] = [
    ['guest', { edit: false, tick: false, feed: false }],
    ['member', { edit: false, tick: true, feed: true }],
    ['otherMember', { edit: false, tick: false, feed: false }],
    ['captain', { edit: true, tick: true, feed: true }],
    ['otherCaptain', { edit: false, tick: false, feed: false }],
    ['moderator', { edit: false, tick: false, feed: false }],
    ['admin', { edit: false, tick: false, feed: false }],
  ];
  it.each(table)('%s', (caller, want) => {
    const viewer = v[caller];
    expect(canEditTemplate(viewer, template)).toBe(want.edit);
    expect(canEditMilestone(viewer, template)).toBe(want.edit);
    expect(canEditMilestone(viewer, pair)).toBe(want.edit);
    expect(canTickTask(viewer, { mentoringId: pair.id }, pair)).toBe(want.tick);
    expect(canReadFeedComment(viewer, pair)).toBe(want.feed);
  });
  it('covers every caller', () => expect(table.map(([c]) => c)).toEqual([...CALLERS]));

  it('ticks only a task of that very mentoring', () => {
    expect(canTickTask(v.member, { mentoringId: 8 }, pair)).toBe(false);
    expect(canTickTask(v.member, { mentoringId: null }, pair)).toBe(false);
  });

  it('reads no comment of a mentoring that is not running', () => {
    expect(canReadFeedComment(v.member, null)).toBe(false);
    expect(canReadFeedComment(v.member, undefined)).toBe(false);
  });
});
