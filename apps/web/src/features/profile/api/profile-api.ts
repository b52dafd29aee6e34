import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ChangePasswordBody, type MemberRole, type Role, type UserProfile } from '@keh/contracts';
import { call } from '../../../lib/api';
import { updateSessionUser } from '../../../lib/session';

export const profileKeys = {
  user: ['user', 'profile'] as const,
  emailSettings: ['user', 'profile', 'email-settings'] as const,
  surveyDetails: ['user', 'profile', 'survey-details'] as const,
  memberSurvey: ['mentee', 'profile', 'survey'] as const,
};

/** The path prefix of the {type}/profile calls: only Business Captains and Members have one. */
export function memberRole(type: Role): MemberRole | null {
  return type === 'mentor' || type === 'mentee' ? type : null;
}

function rememberBasics(profile: UserProfile) {
  // Keep the stored basics (header name and avatar) in step with the server.
  updateSessionUser({
    id: profile.id,
    type: profile.type,
    first_name: profile.first_name,
    last_name: profile.last_name,
    avatar: profile.avatar,
  });
}

export async function fetchUserProfile(signal?: AbortSignal): Promise<UserProfile> {
  const profile = await call(api.profile.me, {}, { signal });
  rememberBasics(profile);
  return profile;
}

/** GET user/profile. A 401 clears the session in the API client, which returns the user to login. */
export function useUserProfile() {
  return useQuery({
    queryKey: profileKeys.user,
    queryFn: ({ signal }) => fetchUserProfile(signal),
  });
}

/** Puts a fresh profile (the answer of most profile calls) into the cache and the stored basics. */
export function useStoreProfile() {
  const queryClient = useQueryClient();
  return (profile: UserProfile) => {
    queryClient.setQueryData(profileKeys.user, profile);
    rememberBasics(profile);
  };
}

/** Changes the cached profile in place (optimistic updates). */
export function usePatchProfile() {
  const queryClient = useQueryClient();
  return (patch: (profile: UserProfile) => UserProfile) =>
    queryClient.setQueryData<UserProfile>(profileKeys.user, (old) => (old ? patch(old) : old));
}

export function changePassword(body: ChangePasswordBody) {
  return call(api.auth.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
