import { useQuery } from '@tanstack/react-query';
import { api } from '@keh/contracts';
import { call } from './api';

/** GET survey/options: every reference list the forms and filters offer (long-lived). */
export const surveyOptionsQuery = {
  queryKey: ['survey', 'options'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => call(api.survey.options, {}, { signal }),
  staleTime: 60 * 60_000,
};

export function useSurveyOptions() {
  return useQuery(surveyOptionsQuery);
}
