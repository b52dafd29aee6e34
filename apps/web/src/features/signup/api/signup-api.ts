import { useQuery } from '@tanstack/react-query';
import { api, pathOf, type AgreementQuery, type MemberRole, type QuestionBody } from '@keh/contracts';
import { call } from '../../../lib/api';

const e = api.site;
const registration = { mentor: api.signup.mentorRegistration, mentee: api.signup.menteeRegistration };
const agreement = { mentor: e.mentorAgreement, mentee: e.menteeAgreement };
const agreementPdf = { mentor: e.mentorAgreementPdf, mentee: e.menteeAgreementPdf };

export function checkEmail(email: string) {
  return call(api.auth.checkEmail, { body: { email } }, { auth: false });
}

export function sendQuestion(body: QuestionBody) {
  return call(e.question, { body }, { auth: false });
}

/** POST auth/{role}/registration (multipart). */
export function register(role: MemberRole, body: FormData) {
  return call(registration[role], { body }, { auth: false });
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
  return `/api${pathOf(agreementPdf[role].path)}${search ? `?${search}` : ''}`;
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
    queryFn: ({ signal }) => call(agreement[role], { query }, { auth: false, signal }),
    staleTime: 5 * 60_000,
  });
}
