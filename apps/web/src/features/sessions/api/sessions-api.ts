import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, STAFF_SESSIONS_PAGE, type ActionItem, type Session, type SessionSlot } from '@keh/contracts';
import { call, callBody } from '../../../lib/api';

const e = api.sessions;

/** The query keys of sessions; a live 'workspace' change asks for them again (app/live-changes). */
export const sessionKeys = {
  all: ['sessions'] as const,
  ofPair: (mentoringId: number) => ['sessions', 'pair', mentoringId] as const,
  next: ['sessions', 'next'] as const,
  feed: ['sessions', 'calendar-feed'] as const,
  summary: ['sessions', 'feedback-summary'] as const,
  staff: ['sessions', 'staff-feedback'] as const,
  staffList: (status: 'held' | 'missed', page: number) => ['sessions', 'staff', status, page] as const,
};

export function useSessions(mentoringId: number) {
  return useQuery({
    queryKey: sessionKeys.ofPair(mentoringId),
    queryFn: ({ signal }) => call(e.list, { query: { mentoring_id: mentoringId } }, { signal }),
    staleTime: 0,
  });
}

export function useNextSessions(enabled = true) {
  return useQuery({
    queryKey: sessionKeys.next,
    queryFn: ({ signal }) => call(e.next, {}, { signal }),
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

export const sessionCalls = {
  create: (input: ProposeInput) => call(e.create, { body: input }),
  accept: (id: number, slot: number) => call(e.accept, { params: { id }, body: { slot } }),
  propose: (id: number, slots: SessionSlot[]) => call(e.propose, { params: { id }, body: { slots } }),
  reschedule: (id: number, slot: SessionSlot) => call(e.reschedule, { params: { id }, body: slot }),
  cancel: (id: number, reason: string) => call(e.cancel, { params: { id }, body: { reason } }),
  log: (id: number, input: LogInput) => call(e.log, { params: { id }, body: input }),
  feedback: (id: number, input: { score: number; comment?: string; private_note?: string }) =>
    call(e.feedback, { params: { id }, body: input }),
};

export function useCalendarFeed() {
  return useQuery({
    queryKey: sessionKeys.feed,
    queryFn: ({ signal }) => call(e.calendarFeed, {}, { signal }),
  });
}

export function useResetCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(e.resetCalendarFeed),
    onSuccess: (feed) => client.setQueryData(sessionKeys.feed, feed),
  });
}

export function useFeedbackSummary(enabled: boolean) {
  return useQuery({
    queryKey: sessionKeys.summary,
    queryFn: ({ signal }) => call(e.feedbackSummary, {}, { signal }),
    enabled,
  });
}

export function useStaffSessionFeedback() {
  return useQuery({
    queryKey: sessionKeys.staff,
    queryFn: ({ signal }) => call(e.staffFeedback, {}, { signal }),
  });
}

/** One page of the held or missed sessions (staff), `page` from 1. */
export function useStaffSessions(status: 'held' | 'missed', page: number) {
  return useQuery({
    queryKey: sessionKeys.staffList(status, page),
    queryFn: ({ signal }) =>
      callBody(
        e.staffList,
        { query: { status, limit: STAFF_SESSIONS_PAGE, offset: (page - 1) * STAFF_SESSIONS_PAGE } },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}
