import { useQuery } from '@tanstack/react-query';
import type { SurveyOptions } from '@keh/contracts';
import { apiRequest } from './api';

/** GET survey/options: every reference list the forms and filters offer (long-lived). */
export const surveyOptionsQuery = {
  queryKey: ['survey', 'options'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => apiRequest<SurveyOptions>('survey/options', { signal }),
  staleTime: 60 * 60_000,
};

export function useSurveyOptions() {
  return useQuery(surveyOptionsQuery);
}
