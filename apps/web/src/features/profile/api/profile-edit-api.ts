import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, profileOf, type EmailSettings, type MemberRole } from '@keh/contracts';
import { call } from '../../../lib/api';
import { profileKeys, useStoreProfile } from './profile-api';

/** The experience form as it is sent (dates as dd/mm/yyyy; no end date for a current role). */
export interface ExperiencePayload {
  company_name: string;
  practice: string;
  date_from: string;
  date_to?: string;
  current: boolean;
}

export type ImageKind = 'avatar' | 'bg_image';

/** POST {type}/profile/avatar or bg-image (multipart field 'avatar' or 'bg_image'). */
export function useUploadImage(role: MemberRole) {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: ImageKind; file: File }) => {
      const body = new FormData();
      body.append(kind, file);
      const r = profileOf(role);
      return call(kind === 'avatar' ? r.avatar : r.bgImage, { body });
    },
    onSuccess: store,
  });
}

/** POST {type}/profile/professional-experience: the server sanitises the HTML. */
export function useSaveProfessionalExperience(role: MemberRole) {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: (html: string) =>
      call(profileOf(role).professionalExperience, { body: { professional_experience: html } }),
    onSuccess: store,
  });
}

/** Add (no id), edit or delete an experience card; the profile is read again afterwards. */
export function useExperienceMutations(role: MemberRole) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileKeys.user });
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ExperiencePayload }) =>
      id === undefined
        ? call(profileOf(role).addExperience, { body })
        : call(profileOf(role).updateExperience, { params: { id }, body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(profileOf(role).deleteExperience, { params: { id } }),
    onSuccess: refresh,
  });
  return { save, remove };
}

export type ToggleKind = 'skill' | 'specialization' | 'expertise';

function toggle(role: MemberRole, kind: ToggleKind, key: number | string, on: boolean) {
  if (kind === 'skill')
    return call(on ? api.profile.addSkill : api.profile.removeSkill, { params: { id: key } });
  const r = profileOf(role);
  if (kind === 'specialization')
    return call(on ? r.addSpecialization : r.removeSpecialization, { params: { id: key } });
  return call(on ? r.addOtherExpertise : r.removeOtherExpertise, { params: { name: key } });
}

/** POST (on) or DELETE (off) a skill, a specialism or an other-expertise name. */
export function useToggleProfileItem(role: MemberRole) {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: ({ kind, key, on }: { kind: ToggleKind; key: number | string; on: boolean }) =>
      toggle(role, kind, key, on),
    onSuccess: store,
  });
}

/** POST {type}/profile/details: JSON, or multipart when a new CV goes with it. */
export function useSaveDetails(role: MemberRole) {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: (body: FormData) => call(profileOf(role).details, { body }),
    onSuccess: store,
  });
}

export interface MentorSettings {
  mentees_limit: number;
  disable_mentoring_requests: 0 | 1;
  accept_chats: 0 | 1;
  sharing_information: 1;
}

/** POST mentor/settings. */
export function useSaveMentorSettings() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: (body: MentorSettings) => call(api.profile.mentorSettings, { body }),
    onSuccess: store,
  });
}

/** GET user/profile/email-settings. */
export function useEmailSettings() {
  return useQuery({
    queryKey: profileKeys.emailSettings,
    queryFn: ({ signal }) => call(api.profile.emailSettings, {}, { signal }),
  });
}

/** POST user/profile/email-settings?feed=&chat=&system=&weekly= (every flag, 0 or 1). */
export function useSaveEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flags: EmailSettings) =>
      call(api.profile.saveEmailSettings, {
        query: {
          feed: flags.feed_notifications,
          chat: flags.chat_notifications,
          system: flags.system_notifications,
          weekly: flags.weekly_newsletters,
        },
      }),
    onSuccess: (settings) => queryClient.setQueryData(profileKeys.emailSettings, settings),
  });
}

/** POST auth/send-otp and auth/confirm-otp: verifying a new e-mail address before saving it. */
export function sendEmailCode(email: string) {
  return call(api.auth.sendOtp, { body: { email } }, { auth: false });
}

export function confirmEmailCode(email: string, otp: string) {
  return call(api.auth.confirmOtp, { body: { email, otp } }, { auth: false });
}
