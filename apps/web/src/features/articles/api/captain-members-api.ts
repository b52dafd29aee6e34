import { useQuery } from '@tanstack/react-query';
import type { Mentoring, PersonSummary } from '@keh/contracts';
import { apiRequest } from '../../../lib/api';

/** The captain's own members, for the Private article's member picker. */
export interface CaptainMember {
  id: number;
  first_name: string;
  last_name: string;
  avatar: string | null;
}

export const captainMembersKey = ['articles', 'captain-members'] as const;

/** GET mentor/mentees: the captain's mentorings; each carries its member. */
export function useCaptainMembers(enabled = true) {
  return useQuery({
    queryKey: captainMembersKey,
    queryFn: async ({ signal }) => {
      const mentorings = await apiRequest<Mentoring[]>('mentor/mentees', { signal });
      return mentorings
        .map((m) => m.mentee)
        .filter((p): p is PersonSummary => Boolean(p))
        .map(({ id, first_name, last_name, avatar }): CaptainMember => ({
          id,
          first_name,
          last_name,
          avatar,
        }));
    },
    enabled,
    staleTime: 60_000,
  });
}
