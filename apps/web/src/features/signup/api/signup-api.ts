import { useQuery } from '@tanstack/react-query';
import {
  api,
  type Agreement,
  type AgreementQuery,
  type LoginResult,
  type MemberRole,
  type QuestionBody,
} from '@keh/contracts';
import { apiRequest, call } from '../../../lib/api';

export function checkEmail(email: string) {
  return apiRequest<{ available: true }>('tools/check-email', { json: { email }, auth: false });
}

export function sendQuestion(body: QuestionBody) {
  return apiRequest<{ message: string }>('question', { json: body, auth: false });
}

/** POST auth/{role}/registration (multipart). */
export function register(role: MemberRole, body: FormData) {
  return apiRequest<LoginResult>(`auth/${role}/registration`, { multipart: body, auth: false });
}

/** The query string of the agreement and its PDF: the person's details (only those filled in). */
export function agreementParams(party: AgreementQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(party)) {
    if (typeof value === 'string' && value.trim()) params.set(key, value.trim());
  }
  return params;
}

export function agreementPdfUrl(role: MemberRole, party: AgreementQuery): string {
  const search = agreementParams(party).toString();
  return `/api/${role}/agreement/pdf${search ? `?${search}` : ''}`;
}

export function useMentorOptions() {
  return useQuery({
    queryKey: ['survey', 'mentor', 'options'],
    queryFn: ({ signal }) => call(api.survey.mentorOptions, {}, { auth: false, signal }),
    staleTime: Infinity,
  });
}

export function useMenteeOptions() {
  return useQuery({
    queryKey: ['survey', 'mentee', 'options'],
    queryFn: ({ signal }) => call(api.survey.menteeOptions, {}, { auth: false, signal }),
    staleTime: Infinity,
  });
}

export function useAgreement(role: MemberRole, party: AgreementQuery) {
  const query = Object.fromEntries(agreementParams(party));
  return useQuery({
    queryKey: ['agreement', role, query],
    queryFn: ({ signal }) => apiRequest<Agreement>(`${role}/agreement`, { auth: false, query, signal }),
    staleTime: 5 * 60_000,
  });
}
