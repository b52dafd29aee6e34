import { useQuery } from '@tanstack/react-query';
import type { MemberSurvey, PublicProfile, Role } from '@keh/contracts';
import { apiRequest } from '../../../lib/api';

export type ProfileKind = 'mentor' | 'mentee';

/** The public profiles and Member surveys others see, by the call that shows them. */
export const publicProfileKeys = {
  all: ['public-profile'] as const,
  profile: (call: string | null) => ['public-profile', call] as const,
  survey: (call: string | null) => ['public-profile', 'survey', call] as const,
};

/**
 * Which call shows a person to the viewer (docs/product/permissions.md: a captain's profile comes from the mentee or
 * mentor endpoint depending on the viewer's role). null: this viewer has no way to see them.
 */
export function publicProfileCall(
  kind: ProfileKind,
  id: string,
  viewer: { type: Role; id: number | null },
): string | null {
  if (kind === 'mentor') {
    if (id === 'profile') return viewer.type === 'mentor' ? 'user/profile/public' : null;
    if (!/^\d+$/.test(id)) return null;
    if (viewer.type === 'mentee') return `mentee/mentors/${id}`;
    if (viewer.type === 'mentor') return `mentor/mentors/${id}`;
    return null;
  }
  if (!/^\d+$/.test(id)) return null;
  if (viewer.type === 'mentor') return `mentor/mentees/${id}`;
  if (viewer.type === 'mentee' && viewer.id === Number(id)) return 'user/profile/public';
  return null;
}

/** A Member's survey answers for the viewer: captains through their members, Members their own. */
export function memberSurveyCall(id: string, viewer: { type: Role; id: number | null }): string | null {
  if (!/^\d+$/.test(id)) return null;
  if (viewer.type === 'mentor') return `mentor/mentees/${id}/survey`;
  if (viewer.type === 'mentee' && viewer.id === Number(id)) return 'mentee/profile/survey';
  return null;
}

export function usePublicProfile(call: string | null) {
  return useQuery({
    queryKey: publicProfileKeys.profile(call),
    queryFn: ({ signal }) => apiRequest<PublicProfile>(call!, { signal }),
    enabled: call !== null,
  });
}

export function usePublicMemberSurvey(call: string | null) {
  return useQuery({
    queryKey: publicProfileKeys.survey(call),
    queryFn: ({ signal }) => apiRequest<MemberSurvey>(call!, { signal }),
    enabled: call !== null,
  });
}
