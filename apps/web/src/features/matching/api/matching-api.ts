import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Role } from '@keh/contracts';
import { call, callBody } from '../../../lib/api';
import { profileKeys, publicProfileKeys } from '../../profile';

export const CAPTAINS_PAGE_SIZE = 12;

/** The filters of /mentors/matching (the URL-free state of the Filter settings panel). */
export interface CaptainFilters {
  specialisms: number[];
  skills: number[];
  location: string;
  available: boolean;
}

export const NO_FILTERS: CaptainFilters = { specialisms: [], skills: [], location: '', available: false };

export const matchingKeys = {
  all: ['matching'] as const,
  captains: (role: Role, query: Record<string, unknown>) => ['matching', 'captains', role, query] as const,
  menteeRequests: ['matching', 'mentee', 'requests'] as const,
  mentorRequests: ['matching', 'mentor', 'requests'] as const,
  mentorMentees: ['matching', 'mentor', 'mentees'] as const,
};

interface CaptainQuery {
  role: Role;
  filters: CaptainFilters;
  /** Members only: true start up, false business growth, null not chosen. */
  startup: boolean | null;
  page: number;
  limit?: number;
  enabled?: boolean;
}

/** GET mentee/mentors (Members, best match first) or mentor/mentors (captains). */
export function useCaptains({
  role,
  filters,
  startup,
  page,
  limit = CAPTAINS_PAGE_SIZE,
  enabled = true,
}: CaptainQuery) {
  const query = {
    startup: role === 'mentee' && startup !== null ? (startup ? 1 : 0) : undefined,
    specialisms: filters.specialisms.join(','),
    skills: filters.skills.join(','),
    location: filters.location.trim(),
    available: filters.available ? 1 : undefined,
    limit,
    offset: (page - 1) * limit,
  };
  return useQuery({
    queryKey: matchingKeys.captains(role, query),
    queryFn: ({ signal }) =>
      callBody(
        role === 'mentee' ? api.matching.captainsForMember : api.matching.captainsForCaptain,
        { query },
        { signal },
      ),
    enabled: enabled && (role === 'mentee' || role === 'mentor'),
    placeholderData: (previous) => previous,
  });
}

export function useMenteeRequests() {
  return useQuery({
    queryKey: matchingKeys.menteeRequests,
    queryFn: ({ signal }) => call(api.mentoring.memberRequests, {}, { signal }),
  });
}

export function useMentorRequests() {
  return useQuery({
    queryKey: matchingKeys.mentorRequests,
    queryFn: ({ signal }) => call(api.mentoring.captainRequests, {}, { signal }),
  });
}

export function useMentorMentees() {
  return useQuery({
    queryKey: matchingKeys.mentorMentees,
    queryFn: ({ signal }) => call(api.mentoring.myMembers, {}, { signal }),
  });
}

/** The captain's own members (the pickers of private articles and events): My Members' cache. */
export function useMyMembers() {
  return useQuery({
    queryKey: matchingKeys.mentorMentees,
    queryFn: ({ signal }) => call(api.mentoring.myMembers, {}, { signal }),
    select: (mentorings) => mentorings.flatMap((m) => (m.mentee ? [m.mentee] : [])),
  });
}

/** Everything a request changes: lists, profiles (button labels) and the incoming counter. */
function useRefreshAfterRequest() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: matchingKeys.all }),
      queryClient.invalidateQueries({ queryKey: publicProfileKeys.all }),
      queryClient.invalidateQueries({ queryKey: profileKeys.user }),
    ]);
}

/** POST (request) or DELETE (recall) mentee/mentors/{id}/request. */
export function useMentoringRequest() {
  const refresh = useRefreshAfterRequest();
  return useMutation({
    mutationFn: ({ mentorId, recall }: { mentorId: number; recall: boolean }) =>
      call(recall ? api.mentoring.recall : api.mentoring.request, { params: { id: mentorId } }),
    onSettled: refresh,
  });
}

/** POST (accept) or DELETE (decline, with the captain's optional reason) mentor/requests/{id}. */
export function useAnswerRequest() {
  const refresh = useRefreshAfterRequest();
  return useMutation({
    mutationFn: ({ requestId, accept, reason }: { requestId: number; accept: boolean; reason?: string }) =>
      accept
        ? call(api.mentoring.accept, { params: { id: requestId } })
        : call(api.mentoring.decline, {
            params: { id: requestId },
            body: reason?.trim() ? { reason: reason.trim() } : undefined,
          }),
    onSettled: refresh,
  });
}

/** DELETE mentor/mentees/{id}: the member leaves the list only when the server answers OK. */
export function useRemoveMember() {
  const refresh = useRefreshAfterRequest();
  return useMutation({
    mutationFn: (menteeId: number) => call(api.mentoring.removeMember, { params: { id: menteeId } }),
    onSuccess: (result) => (result.message === 'OK' ? refresh() : undefined),
  });
}

/** POST mentor/requests/{id}/question: the captain's conversation with the Member, the request quoted. */
export function useAskQuestion() {
  return useMutation({
    mutationFn: ({ requestId, body }: { requestId: number; body: string }) =>
      call(api.mentoring.askQuestion, { params: { id: requestId }, body: { body } }),
  });
}
