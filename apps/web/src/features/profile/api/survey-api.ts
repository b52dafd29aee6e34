import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssessAnswer,
  IdeaField,
  MemberRole,
  MemberSurvey,
  SurveyDetails,
  UserProfile,
} from '@keh/contracts';
import { apiRequest } from '../../../lib/api';
import { profileKeys, usePatchProfile } from './profile-api';

/** GET {type}/profile/survey/details. */
export function useSurveyDetails(role: MemberRole) {
  return useQuery({
    queryKey: [...profileKeys.surveyDetails, role],
    queryFn: ({ signal }) => apiRequest<SurveyDetails>(`${role}/profile/survey/details`, { signal }),
  });
}

/** POST {type}/profile/survey/details: only the fields that are filled in are sent. */
export function useSaveSurveyDetails(role: MemberRole) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, string>) =>
      apiRequest<SurveyDetails>(`${role}/profile/survey/details`, { json: body }),
    onSuccess: (details) => {
      queryClient.setQueryData([...profileKeys.surveyDetails, role], details);
      // The business website also lives on the profile.
      void queryClient.invalidateQueries({ queryKey: profileKeys.user, exact: true });
    },
  });
}

/** GET mentee/profile/survey: the Member's questionnaire answers and business idea. */
export function useMemberSurvey(enabled = true) {
  return useQuery({
    queryKey: profileKeys.memberSurvey,
    queryFn: ({ signal }) => apiRequest<MemberSurvey>('mentee/profile/survey', { signal }),
    enabled,
  });
}

export interface SurveyUpdate {
  answers: AssessAnswer[];
  ideas: Partial<Record<IdeaField, string>>;
}

/** POST mentee/profile/survey/update: all 19 answers (as a JSON string) and the idea fields. */
export function useUpdateMemberSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answers, ideas }: SurveyUpdate) => {
      const body: Record<string, string> = { assess: JSON.stringify(answers) };
      for (const [field, value] of Object.entries(ideas)) {
        if (value?.trim()) body[field] = value.trim();
      }
      return apiRequest<MemberSurvey>('mentee/profile/survey/update', { json: body });
    },
    onSuccess: (survey) => {
      queryClient.setQueryData(profileKeys.memberSurvey, survey);
      void queryClient.invalidateQueries({ queryKey: profileKeys.user, exact: true });
    },
  });
}

interface ChangeRequest {
  status: UserProfile['change_questionnaire_request_status'];
  survey_exists: boolean;
}

/** POST mentee/profile/survey/request-change: the button turns to 'Pending' until an admin approves. */
export function useRequestSurveyChange() {
  const patch = usePatchProfile();
  return useMutation({
    mutationFn: () => apiRequest<ChangeRequest>('mentee/profile/survey/request-change', { method: 'POST' }),
    onSuccess: (result) =>
      patch((profile) => ({
        ...profile,
        change_questionnaire_request_status: result.status,
        survey_exists: result.survey_exists,
      })),
  });
}
