import { describe, expect, it } from 'vitest';
import { matchScore, weakAreasFrom, type CaptainFacts, type MemberFacts } from './matching.score';

const member: MemberFacts = {
  sector: 'Retail and E-commerce',
  weakAreas: [2, 3],
  stage: 'startup',
  location: 'Leeds, West Yorkshire',
};
const nobody: CaptainFacts = {
  specialisms: [],
  sector: null,
  skillCategories: [],
  hasStageSkill: false,
  location: null,
  experienceYears: 0,
  available: false,
};
const ideal: CaptainFacts = {
  specialisms: ['Retail'],
  sector: 'Retail and E-commerce',
  skillCategories: ['Marketing', 'Finance'],
  hasStageSkill: true,
  location: 'Leeds, West Yorkshire',
  experienceYears: 25,
  available: true,
};

describe('matchScore', () => {
  it('stays within 0 to 100 at both ends', () => {
    expect(matchScore(member, ideal).score).toBe(100);
    expect(matchScore(member, nobody).score).toBe(0);
    expect(matchScore({ sector: null, weakAreas: [], stage: 'growth', location: null }, nobody).score).toBe(
      25,
    );
  });

  it('scores every better fit higher, one factor at a time', () => {
    const base = matchScore(member, nobody).score;
    const better: Partial<CaptainFacts>[] = [
      { specialisms: ['E-commerce'] },
      { sector: 'Retail and E-commerce' },
      { skillCategories: ['Finance'] },
      { hasStageSkill: true },
      { location: 'Harrogate, West Yorkshire' },
      { experienceYears: 3 },
      { available: true },
    ];
    for (const change of better)
      expect(matchScore(member, { ...nobody, ...change }).score, JSON.stringify(change)).toBeGreaterThan(
        base,
      );
    // Closer is better still.
    expect(matchScore(member, { ...nobody, specialisms: ['Retail'] }).score).toBeGreaterThan(
      matchScore(member, { ...nobody, specialisms: ['E-commerce'] }).score,
    );
    expect(matchScore(member, { ...nobody, location: 'Leeds, West Yorkshire' }).score).toBeGreaterThan(
      matchScore(member, { ...nobody, location: 'Harrogate, West Yorkshire' }).score,
    );
    expect(matchScore(member, { ...nobody, skillCategories: ['Finance', 'Sales'] }).score).toBeGreaterThan(
      matchScore(member, { ...nobody, skillCategories: ['Finance'] }).score,
    );
  });

  it('gives the top reasons, best first', () => {
    const { reasons } = matchScore(member, ideal);
    expect(reasons).toEqual([
      'Specialises in retail',
      'Can help with market and customers',
      'Experienced with start-ups',
    ]);
    expect(matchScore(member, { ...nobody, location: 'Wakefield, West Yorkshire' }).reasons).toEqual([
      'Also in West Yorkshire',
    ]);
  });
});

describe('weakAreasFrom', () => {
  it('marks groups answered mostly b or c as weak', () => {
    expect(
      weakAreasFrom(
        [
          [1, 1, 1],
          [2, 3, 2],
          [1, 2, 1],
          [3, 3],
        ],
        'growth',
      ),
    ).toEqual([1, 3]);
  });
  it('falls back to the usual needs of the stage without a survey', () => {
    expect(weakAreasFrom([[], [], [], []], 'startup')).toEqual([1, 3]);
    expect(weakAreasFrom([[], [], [], []], 'growth')).toEqual([2, 3]);
  });
});
