import { useMutation, useQuery } from '@tanstack/react-query';
import type { ChangePasswordBody, UserProfile } from '@keh/contracts';
import { apiRequest } from '../../../lib/api';
import { updateSessionUser } from '../../../lib/session';

export const profileKeys = {
  user: ['user', 'profile'] as const,
};

export async function fetchUserProfile(signal?: AbortSignal): Promise<UserProfile> {
  const profile = await apiRequest<UserProfile>('user/profile', { signal });
  // Keep the stored basics (header name and avatar) in step with the server.
  updateSessionUser({
    id: profile.id,
    type: profile.type,
    first_name: profile.first_name,
    last_name: profile.last_name,
    avatar: profile.avatar,
  });
  return profile;
}

/** GET user/profile. A 401 clears the session in the API client, which returns the user to login. */
export function useUserProfile() {
  return useQuery({
    queryKey: profileKeys.user,
    queryFn: ({ signal }) => fetchUserProfile(signal),
  });
}

export function changePassword(body: ChangePasswordBody) {
  return apiRequest<{ message: string }>('auth/password/change', { json: body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
