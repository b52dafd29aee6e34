import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, profileOf, type AssessAnswer, type IdeaField, type MemberRole } from '@keh/contracts';
import { call } from '../../../lib/api';
import { profileKeys, usePatchProfile } from './profile-api';

/** GET {type}/profile/survey/details. */
export function useSurveyDetails(role: MemberRole) {
  return useQuery({
    queryKey: [...profileKeys.surveyDetails, role],
    queryFn: ({ signal }) => call(profileOf(role).surveyDetails, {}, { signal }),
  });
}

/** POST {type}/profile/survey/details: only the fields that are filled in are sent. */
export function useSaveSurveyDetails(role: MemberRole) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, string>) => call(profileOf(role).saveSurveyDetails, { body }),
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
    queryFn: ({ signal }) => call(api.survey.mine, {}, { signal }),
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
      const filled: Record<string, string> = {};
      for (const [field, value] of Object.entries(ideas)) {
        if (value?.trim()) filled[field] = value.trim();
      }
      return call(api.survey.update, { body: { assess: JSON.stringify(answers), ...filled } });
    },
    onSuccess: (survey) => {
      queryClient.setQueryData(profileKeys.memberSurvey, survey);
      void queryClient.invalidateQueries({ queryKey: profileKeys.user, exact: true });
    },
  });
}

/** POST mentee/profile/survey/request-change: the button turns to 'Pending' until an admin approves. */
export function useRequestSurveyChange() {
  const patch = usePatchProfile();
  return useMutation({
    mutationFn: () => call(api.survey.requestChange),
    onSuccess: (result) =>
      patch((profile) => ({
        ...profile,
        change_questionnaire_request_status: result.status,
        survey_exists: result.survey_exists,
      })),
  });
}
