import { describe, expect, it } from 'vitest';
import { readPeopleParams } from './people-params';
import {
  capacityCsv,
  daysSince,
  daysText,
  goneQuietCsv,
  moveText,
  firstRowsNote,
  movesCsv,
  percentText,
  signedUpPath,
  signupSummary,
  signupTotals,
  signupsCsv,
  waitText,
  weekEnd,
  weekLabel,
} from './overview';

const weeks = [
  { week: '2026-11-02', members: 1, captains: 0 },
  { week: '2026-11-09', members: 3, captains: 2 },
  { week: '2026-11-16', members: 0, captains: 1 },
];

describe('the programme overview', () => {
  it('labels weeks and finds their Sunday, across a month and a year', () => {
    expect(weekLabel('2026-11-09')).toBe('9 Nov');
    expect(weekLabel('2026-09-28')).toBe('28 Sep');
    expect(weekLabel('nonsense')).toBe('nonsense');
    expect(weekEnd('2026-11-09')).toBe('2026-11-15');
    expect(weekEnd('2026-12-28')).toBe('2027-01-03');
    expect(weekEnd('nonsense')).toBe('');
  });

  it('links sign-ups to People filtered the way People reads its URL', () => {
    const path = signedUpPath('mentee', '2026-09-07');
    expect(path).toBe('/admin/people?role=mentee&from=2026-09-07');
    const params = readPeopleParams(new URLSearchParams(path.split('?')[1]));
    expect(params).toMatchObject({ role: 'mentee', from: '2026-09-07', to: '', page: 1 });
    expect(signedUpPath('mentor', '2026-11-09', '2026-11-15')).toBe(
      '/admin/people?role=mentor&from=2026-11-09&to=2026-11-15',
    );
  });

  it('adds up the sign-ups and says them in words', () => {
    expect(signupTotals(weeks)).toEqual({ members: 4, captains: 3, from: '2026-11-02', weeks: 3 });
    expect(signupSummary(weeks)).toBe(
      '4 Members and 3 Business Captains signed up in the last 3 weeks since the week of 2 Nov. The busiest week was 9 Nov, with 5 sign-ups.',
    );
    expect(signupSummary(weeks.map((w) => ({ ...w, members: 0, captains: 0 })))).toBe(
      'No one signed up in the last 3 weeks.',
    );
  });

  it('writes rates, waits and moves as people read them', () => {
    expect(percentText(0.756)).toBe('76%');
    expect(percentText(0)).toBe('0%');
    expect(percentText(null)).toBe('—');
    expect(daysText(1)).toBe('1 day');
    expect(daysText(2.46)).toBe('2.5 days');
    expect(daysText(null)).toBe('');
    const requests = {
      open: 2,
      median_wait_days: 2.5,
      longest_wait_days: 9,
      accepted: 1,
      declined: 1,
      acceptance_rate: 0.5,
    };
    expect(waitText(requests)).toBe('Median wait 2.5 days, longest 9 days');
    expect(waitText({ ...requests, open: 0, median_wait_days: null, longest_wait_days: null })).toBe(
      'No request is waiting for an answer',
    );
    expect(moveText({ before: 30, after: 35 })).toBe('+5');
    expect(moveText({ before: 40, after: 37 })).toBe('\u22123');
    expect(daysSince('2026-11-01T12:00:00Z', Date.parse('2026-11-20T11:00:00Z'))).toBe(18);
    expect(daysSince('nonsense', Date.now())).toBeNull();
  });

  it('turns each list into CSV rows under a header', () => {
    expect(signupsCsv(weeks.slice(0, 1))).toEqual({
      header: ['Week starting (Monday, UTC)', 'Members', 'Business Captains'],
      rows: [['2026-11-02', 1, 0]],
    });
    const pair = {
      mentoring_id: 4,
      captain: { id: 1, first_name: 'Cap', last_name: 'Tain' },
      member: { id: 2, first_name: 'Mem', last_name: 'Ber' },
      last_activity_at: '2026-11-01T12:00:00.000Z',
    };
    const quiet = goneQuietCsv([pair], '2026-11-20T12:00:00.000Z');
    expect(quiet.header).toEqual(['Business Captain', 'Member', 'Last activity', 'Days without activity']);
    expect(quiet.rows[0]?.slice(0, 2)).toEqual(['Cap Tain', 'Mem Ber']);
    expect(quiet.rows[0]?.[3]).toBe(19);
    expect(capacityCsv([{ id: 1, first_name: 'Cap', last_name: 'Tain', active: 3, limit: 3 }]).rows).toEqual([
      ['Cap Tain', 3, 3],
    ]);
    const moves = [
      { member: pair.member, before: 30, after: 41, taken_at: '2026-11-10T09:00:00.000Z' },
      { member: pair.captain, before: 40, after: 38, taken_at: '2026-11-09T09:00:00.000Z' },
    ];
    expect(movesCsv(moves).header).toEqual([
      'Member',
      'Before (out of 57)',
      'After (out of 57)',
      'Change',
      'Re-taken on',
    ]);
    expect(movesCsv(moves).rows.map((r) => r.slice(0, 4))).toEqual([
      ['Mem Ber', 30, 41, 11],
      ['Cap Tain', 40, 38, -2],
    ]);
  });

  it('says when a list shows only its first rows, and nothing when it shows them all', () => {
    expect(firstRowsNote(50, 4000, 'the longest silence first')).toBe(
      'The first 50 of 4,000, the longest silence first. The CSV file has all of them.',
    );
    expect(firstRowsNote(12, 12, 'by name')).toBe('');
    expect(firstRowsNote(0, 0, 'by name')).toBe('');
  });
});
