import { z } from 'zod';
import { roleSchema } from './common';
import { consentRequiredItem } from './privacy';

const named = z.object({ id: z.number().int(), name: z.string() });

export const experienceItem = z.object({
  id: z.number().int(),
  company_name: z.string(),
  practice: z.string(),
  start_date: z.string(),
  finish_date: z.string().nullable(),
  current: z.boolean(),
});
export type ExperienceItem = z.infer<typeof experienceItem>;

export const userSkill = z.object({
  id: z.number().int(),
  name: z.string(),
  category: named.nullable(),
});

/** The session user and profile (docs/product/entities.md, "User"). */
export const userProfile = z.object({
  id: z.number().int(),
  type: roleSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  bg_image: z.string().nullable(),
  birthday: z.string().nullable(),
  location: z.string().nullable(),
  post_code: z.string().nullable(),
  contact_number: z.string().nullable(),
  business_name: z.string().nullable(),
  position_within_business: z.string().nullable(),
  linkedin: z.string().nullable(),
  business_website: z.string().nullable(),
  business_sector: named.nullable(),
  cv: z.string().nullable(),
  experience: z.array(experienceItem),
  other_expertise: z.array(z.string()),
  business_specializations: z.array(z.number().int()),
  skills: z.array(userSkill),
  professional_experience: z.string().nullable(),
  available: z.boolean(),
  accept_chats: z.boolean(),
  mentees_limit: z.number().int().nullable(),
  disable_mentoring_requests: z.boolean(),
  sharing_information: z.boolean(),
  incoming_requests_count: z.number().int(),
  survey_exists: z.boolean(),
  change_questionnaire_request_status: z.string().nullable(),
  created_at: z.string(),
  /** Documents whose new version the person must accept before going on (issue 31). */
  consent_required: z.array(consentRequiredItem),
  /** When the account will be erased (issue 31); null when no deletion is pending. */
  delete_at: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfile>;
