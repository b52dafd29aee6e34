import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  type AuditAction,
  type ChangeRequestRow,
  type DeadLetter,
  type EndpointData,
  type PersonDetail,
  type PersonRow,
  type PreviewResource,
  type Role,
} from '@keh/contracts';
import { call, callBody } from '../../../lib/api';
import { getSession, updateSessionUser } from '../../../lib/session';

/** GET admin/users: search and filters (the server treats missing ones as 'any'). */
export interface PeopleFilters {
  query?: string;
  role?: Role;
  status?: PersonRow['status'];
  /** Signed up on or after / on or before, yyyy-mm-dd. */
  from?: string;
  to?: string;
  limit?: number;
  offset?: number;
}

/** GET admin/audit-log. */
export interface AuditFilters {
  action?: AuditAction;
  limit?: number;
  offset?: number;
}

/** What approving or refusing a questionnaire change answers. */
export type ChangeDecision = EndpointData<typeof api.survey.approveChange>;

/** The staff console's query keys: the only way others refresh them. */
export const adminKeys = {
  all: ['admin'] as const,
  people: ['admin', 'people'] as const,
  peopleList: (filters: PeopleFilters) => ['admin', 'people', 'list', filters] as const,
  person: (id: number) => ['admin', 'people', 'one', id] as const,
  survey: (id: number) => ['admin', 'people', 'survey', id] as const,
  changeRequests: ['admin', 'survey-change-requests'] as const,
  audit: ['admin', 'audit-log'] as const,
  auditList: (filters: AuditFilters) => ['admin', 'audit-log', filters] as const,
  overview: ['admin', 'overview'] as const,
  deadLetters: ['admin', 'mail', 'dead-letters'] as const,
  digestAudience: ['admin', 'mail', 'digest-audience'] as const,
};

const validId = (id: number) => Number.isInteger(id) && id > 0;
const e = api.admin;

// ---------- reading ----------

/** GET admin/users (admins): a page of accounts, newest sign-ups first. */
export function usePeople(filters: PeopleFilters, enabled = true) {
  return useQuery({
    queryKey: adminKeys.peopleList(filters),
    queryFn: ({ signal }) => callBody(e.people, { query: { ...filters } }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * POST admin/article/{id}/preview-token or admin/mentee/{id}/survey/preview-token: a token for a
 * link to that one preview, read-only, for 15 minutes (never the session's token).
 */
export function useMintPreviewToken(resource: PreviewResource, id: number) {
  return useMutation({
    mutationFn: () =>
      resource === 'article'
        ? call(api.articles.previewToken, { params: { id } })
        : call(api.publicProfile.surveyPreviewToken, { params: { id } }),
  });
}

/** GET admin/users/{id} (admins): one account with its questionnaire, requests and mentorings. */
export function usePerson(id: number, token?: string) {
  return useQuery({
    queryKey: adminKeys.person(id),
    queryFn: ({ signal }) => call(e.person, { params: { id } }, { previewToken: token, signal }),
    enabled: validId(id),
    // Only when set: an explicit `retry: undefined` would replace the client's default (no retry
    // of a 4xx) with three retries, and an erased account's 404 would show ~8 s late.
    ...(token && { retry: false }),
  });
}

/** GET admin/mentee/{id}/survey (admins): a Member's questionnaire answers. */
export function useMemberSurvey(id: number, enabled = true, token?: string) {
  return useQuery({
    queryKey: adminKeys.survey(id),
    queryFn: ({ signal }) =>
      call(api.publicProfile.staffMemberSurvey, { params: { id } }, { previewToken: token, signal }),
    enabled: enabled && validId(id),
    retry: token ? false : undefined,
  });
}

/** GET admin/survey-change-requests (admins): Members waiting for a decision, oldest first. */
export function useChangeRequests(enabled = true) {
  return useQuery({
    queryKey: adminKeys.changeRequests,
    queryFn: ({ signal }) => call(e.changeRequests, {}, { signal }),
    enabled,
  });
}

/** GET admin/audit-log (admins): staff actions, newest first. */
export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: adminKeys.auditList(filters),
    queryFn: ({ signal }) => callBody(e.auditLog, { query: { ...filters } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET admin/overview (admins): the programme's figures, computed when asked. Kept as it was until
 * the admin refreshes (a dashboard that changes under the reader's eyes is harder to report from).
 */
export function useProgrammeOverview() {
  return useQuery({
    queryKey: adminKeys.overview,
    queryFn: ({ signal }) => call(e.overview, {}, { signal }),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}

/** The whole of one of the overview's lists (it carries only their first rows), for its CSV file. */
export const overviewList = {
  goneQuiet: () => call(e.goneQuiet, {}),
  captainsAtCapacity: () => call(e.captainsAtCapacity, {}),
  assessmentMoves: () => call(e.assessmentMoves, {}),
};

// ---------- acting on an account ----------

/** After a change to one account: its page shows the answer, lists and the log refresh. */
function useAccountChange<V extends { id: number }>(call: (vars: V) => Promise<PersonDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (person) => {
      // Your own role changed: the console follows at once (before the lists refetch).
      if (getSession()?.user.id === person.id) updateSessionUser({ type: person.type });
      client.setQueryData(adminKeys.person(person.id), person);
      void client.invalidateQueries({ queryKey: adminKeys.people, exact: false });
      void client.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}

/** POST admin/users/{id}/suspend: their sessions end at once; the reason goes to the audit log. */
export function useSuspend() {
  return useAccountChange(({ id, reason }: { id: number; reason?: string }) =>
    call(e.suspend, { params: { id }, body: reason?.trim() ? { reason: reason.trim() } : {} }),
  );
}

/** POST admin/users/{id}/reactivate: they may sign in again. */
export function useReactivate() {
  return useAccountChange(({ id }: { id: number }) => call(e.reactivate, { params: { id } }));
}

/** POST admin/users/{id}/role. */
export function useChangeRole() {
  return useAccountChange(({ id, role }: { id: number; role: Role }) =>
    call(e.setRole, { params: { id }, body: { role } }),
  );
}

// ---------- questionnaire change requests ----------

/**
 * POST admin/mentees/{id}/survey/request-change/approve, or /refuse with the reason the Member
 * receives. The Member leaves the pending list; their page and the log refresh.
 */
export function useDecideChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      memberId,
      decision,
      reason,
    }: {
      memberId: number;
      decision: 'approve' | 'refuse';
      reason?: string;
    }) =>
      decision === 'refuse'
        ? call(api.survey.refuseChange, { params: { id: memberId }, body: { reason: reason ?? '' } })
        : call(api.survey.approveChange, { params: { id: memberId } }),
    onSuccess: (_answer, { memberId }) => {
      client.setQueryData<ChangeRequestRow[]>(adminKeys.changeRequests, (rows) =>
        rows?.filter((row) => row.member.id !== memberId),
      );
      void client.invalidateQueries({ queryKey: adminKeys.changeRequests });
      void client.invalidateQueries({ queryKey: adminKeys.person(memberId) });
      void client.invalidateQueries({ queryKey: adminKeys.survey(memberId) });
      void client.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}

// ---------- mail ----------

/** GET admin/mail/dead-letters (admins): mails that failed every try, newest first. */
export function useDeadLetters() {
  return useQuery({
    queryKey: adminKeys.deadLetters,
    queryFn: ({ signal }) => call(api.notifications.deadLetters, {}, { signal }),
  });
}

/** POST admin/mail/dead-letters/send: the mail is queued again and leaves the list. */
export function useSendDeadLetter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.notifications.sendDeadLetter, { body: { id } }),
    onSuccess: (_answer, id) => {
      client.setQueryData<DeadLetter[]>(adminKeys.deadLetters, (rows) => rows?.filter((r) => r.id !== id));
      void client.invalidateQueries({ queryKey: adminKeys.deadLetters });
    },
  });
}

/** GET admin/digest: how many people the digest would reach now (read fresh each time it is asked). */
export function useDigestAudience(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.digestAudience,
    queryFn: ({ signal }) => call(api.notifications.digestAudience, {}, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** POST admin/digest: the weekly digest now, for everyone who has it on. */
export function useRunDigest() {
  return useMutation({
    mutationFn: () => call(api.notifications.runDigest, { body: {} }),
  });
}
