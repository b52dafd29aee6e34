import type { CaptainCard } from '@keh/contracts';

/** How many of the server's reasons (best first) a captain card lists under 'Why this match'. */
export const REASONS_SHOWN = 3;

export interface MatchSummary {
  /** The badge text, e.g. '84% MATCH'. */
  badge: string;
  /** What a screen reader hears for the badge, e.g. 'Match 84%'. */
  label: string;
  reasons: string[];
}

/** The MATCH badge and the reasons a Member sees on a captain card; null when there is no score. */
export function matchSummary(captain: Pick<CaptainCard, 'match' | 'reasons'>): MatchSummary | null {
  if (captain.match === null) return null;
  return {
    badge: `${captain.match}% MATCH`,
    label: `Match ${captain.match}%`,
    reasons: captain.reasons.slice(0, REASONS_SHOWN),
  };
}
