import { useQuery } from '@tanstack/react-query';
import { api, pathOf, type Role } from '@keh/contracts';
import { call } from '../../../lib/api';

export type ProfileKind = 'mentor' | 'mentee';

const pp = api.publicProfile;

/** The operation that shows a person to the viewer, with the id it names (none for one's own). */
export type PublicProfileCall =
  | { op: typeof pp.captainForMember | typeof pp.captainForCaptain | typeof pp.member; id: number }
  | { op: typeof pp.own };
/** The operation that shows a Member's survey answers to the viewer. */
export type MemberSurveyCall = { op: typeof pp.memberSurvey; id: number } | { op: typeof api.survey.mine };

/** One's own public profile (the profile page's responsiveness). */
export const OWN_PUBLIC_PROFILE: PublicProfileCall = { op: pp.own };

/** The path a call reads, e.g. 'mentee/mentors/7': the query key of what it shows. */
const keyOf = (c: PublicProfileCall | MemberSurveyCall | null) =>
  c ? pathOf(c.op.path, 'id' in c ? { id: c.id } : {}).slice(1) : null;

/** The public profiles and Member surveys others see, by the call that shows them. */
export const publicProfileKeys = {
  all: ['public-profile'] as const,
  profile: (call: PublicProfileCall | null) => ['public-profile', keyOf(call)] as const,
  survey: (call: MemberSurveyCall | null) => ['public-profile', 'survey', keyOf(call)] as const,
};

/**
 * Which call shows a person to the viewer (docs/product/permissions.md: a captain's profile comes from the mentee or
 * mentor endpoint depending on the viewer's role). null: this viewer has no way to see them.
 */
export function publicProfileCall(
  kind: ProfileKind,
  id: string,
  viewer: { type: Role; id: number | null },
): PublicProfileCall | null {
  if (kind === 'mentor') {
    if (id === 'profile') return viewer.type === 'mentor' ? OWN_PUBLIC_PROFILE : null;
    if (!/^\d+$/.test(id)) return null;
    if (viewer.type === 'mentee') return { op: pp.captainForMember, id: Number(id) };
    if (viewer.type === 'mentor') return { op: pp.captainForCaptain, id: Number(id) };
    return null;
  }
  if (!/^\d+$/.test(id)) return null;
  if (viewer.type === 'mentor') return { op: pp.member, id: Number(id) };
  if (viewer.type === 'mentee' && viewer.id === Number(id)) return OWN_PUBLIC_PROFILE;
  return null;
}

/** A Member's survey answers for the viewer: captains through their members, Members their own. */
export function memberSurveyCall(
  id: string,
  viewer: { type: Role; id: number | null },
): MemberSurveyCall | null {
  if (!/^\d+$/.test(id)) return null;
  if (viewer.type === 'mentor') return { op: pp.memberSurvey, id: Number(id) };
  if (viewer.type === 'mentee' && viewer.id === Number(id)) return { op: api.survey.mine };
  return null;
}

/** Reads what a call shows: by its `:id`, or one's own. */
const readProfile = (c: PublicProfileCall, signal: AbortSignal) =>
  'id' in c ? call(c.op, { params: { id: c.id } }, { signal }) : call(c.op, {}, { signal });
const readSurvey = (c: MemberSurveyCall, signal: AbortSignal) =>
  'id' in c ? call(c.op, { params: { id: c.id } }, { signal }) : call(c.op, {}, { signal });

export function usePublicProfile(c: PublicProfileCall | null) {
  return useQuery({
    queryKey: publicProfileKeys.profile(c),
    queryFn: ({ signal }) => readProfile(c!, signal),
    enabled: c !== null,
  });
}

export function usePublicMemberSurvey(c: MemberSurveyCall | null) {
  return useQuery({
    queryKey: publicProfileKeys.survey(c),
    queryFn: ({ signal }) => readSurvey(c!, signal),
    enabled: c !== null,
  });
}
