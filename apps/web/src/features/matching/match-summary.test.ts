import { describe, expect, it } from 'vitest';
import { matchSummary } from './match-summary';

describe('the MATCH badge and its reasons on a captain card', () => {
  it('words the percent for the eye and for a screen reader', () => {
    expect(matchSummary({ match: 84, reasons: ['Knows your sector'] })).toEqual({
      badge: '84% MATCH',
      label: 'Match 84%',
      reasons: ['Knows your sector'],
    });
  });

  it('lists the three best reasons, in the server’s order', () => {
    const reasons = ['Sector', 'Skills', 'Stage', 'Location'];
    expect(matchSummary({ match: 60, reasons })?.reasons).toEqual(['Sector', 'Skills', 'Stage']);
  });

  it('shows nothing without a score (captains looking at captains)', () => {
    expect(matchSummary({ match: null, reasons: ['Sector'] })).toBeNull();
    expect(matchSummary({ match: 0, reasons: [] })?.badge).toBe('0% MATCH');
  });
});
