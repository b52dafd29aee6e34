import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActionItem,
  CalendarFeed,
  FeedbackSummary,
  Session,
  SessionFeedbackItem,
  SessionSlot,
} from '@keh/contracts';
import { apiRequest } from '../../../lib/api';

/** The query keys of sessions; a live 'workspace' change asks for them again (app/live-changes). */
export const sessionKeys = {
  all: ['sessions'] as const,
  ofPair: (mentoringId: number) => ['sessions', 'pair', mentoringId] as const,
  next: ['sessions', 'next'] as const,
  feed: ['sessions', 'calendar-feed'] as const,
  summary: ['sessions', 'feedback-summary'] as const,
  staff: ['sessions', 'staff-feedback'] as const,
};

export function useSessions(mentoringId: number) {
  return useQuery({
    queryKey: sessionKeys.ofPair(mentoringId),
    queryFn: ({ signal }) =>
      apiRequest<Session[]>('sessions', { query: { mentoring_id: mentoringId }, signal }),
    staleTime: 0,
  });
}

export function useNextSessions(enabled = true) {
  return useQuery({
    queryKey: sessionKeys.next,
    queryFn: ({ signal }) =>
      apiRequest<{ mentoring_id: number; start: number }[]>('sessions/next', { signal }),
    enabled,
  });
}

export interface ProposeInput {
  mentoring_id: number;
  slots: SessionSlot[];
  location?: string;
  video_url?: string;
  agenda?: string;
  milestone_ids: number[];
}

export interface LogInput {
  held: boolean;
  missed_by?: 'captain' | 'member' | 'both' | null;
  duration_minutes?: number | null;
  notes?: string;
  action_items: ActionItem[];
}

/** Every change of a session: the pair's list, the cards' next session and the plan are asked again. */
export function useSessionAction<T>(mentoringId: number, call: (input: T) => Promise<Session>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: sessionKeys.all }),
        client.invalidateQueries({ queryKey: ['workspace'] }),
        void mentoringId,
      ]),
  });
}

const post = <T>(path: string, json: T) => apiRequest<Session>(path, { method: 'POST', json });

export const sessionCalls = {
  create: (input: ProposeInput) => post('sessions', input),
  accept: (id: number, slot: number) => post(`sessions/${id}/accept`, { slot }),
  propose: (id: number, slots: SessionSlot[]) => post(`sessions/${id}/propose`, { slots }),
  reschedule: (id: number, slot: SessionSlot) => post(`sessions/${id}/reschedule`, slot),
  cancel: (id: number, reason: string) => post(`sessions/${id}/cancel`, { reason }),
  log: (id: number, input: LogInput) => post(`sessions/${id}/log`, input),
  feedback: (id: number, input: { score: number; comment?: string; private_note?: string }) =>
    post(`sessions/${id}/feedback`, input),
};

export function useCalendarFeed() {
  return useQuery({
    queryKey: sessionKeys.feed,
    queryFn: ({ signal }) => apiRequest<CalendarFeed>('user/calendar-feed', { signal }),
  });
}

export function useResetCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeed>('user/calendar-feed/reset', { method: 'POST' }),
    onSuccess: (feed) => client.setQueryData(sessionKeys.feed, feed),
  });
}

export function useFeedbackSummary(enabled: boolean) {
  return useQuery({
    queryKey: sessionKeys.summary,
    queryFn: ({ signal }) => apiRequest<FeedbackSummary>('mentor/feedback-summary', { signal }),
    enabled,
  });
}

export function useStaffSessionFeedback() {
  return useQuery({
    queryKey: sessionKeys.staff,
    queryFn: ({ signal }) => apiRequest<SessionFeedbackItem[]>('admin/session-feedback', { signal }),
  });
}
