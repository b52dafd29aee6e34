import { z } from 'zod';
import { responsiveness } from './trust';
import { MSG } from './messages';
import { emailSchema, rowIdSchema } from './common';
import {
  businessLinkFields,
  contactNumberSchema,
  fields,
  fileSchema,
  idSchema,
  postCodeSchema,
} from './signup';
import { BUSINESS_STATUSES } from './survey';

/**
 * Forms post nested ids as `business_sector[id]` (docs/product/entities.md); JSON clients may send
 * `business_sector_id` or `{ business_sector: { id } }`. All arrive as `<name>_id`.
 */
export const flattenIds = (names: readonly string[]) => (v: unknown) => {
  if (typeof v !== 'object' || v === null) return v;
  const out: Record<string, unknown> = { ...(v as Record<string, unknown>) };
  for (const name of names) {
    const nested = out[name];
    const bracket = out[`${name}[id]`];
    if (bracket !== undefined) out[`${name}_id`] = bracket;
    else if (typeof nested === 'object' && nested !== null && 'id' in nested)
      out[`${name}_id`] = (nested as { id: unknown }).id;
    delete out[name];
    delete out[`${name}[id]`];
  }
  return out;
};

/** POST {type}/profile/details (multipart: the CV is a file). */
/** POST {type}/profile/avatar and bg-image: one uploaded image part. */
export const avatarBody = z.object({ avatar: fileSchema });
export const bgImageBody = z.object({ bg_image: fileSchema });

export const detailsBody = z.preprocess(
  flattenIds(['business_sector']),
  z.object({
    first_name: fields.firstName,
    last_name: fields.lastName,
    email: emailSchema,
    birthday: fields.optionalDate,
    location: fields.optionalText(200),
    post_code: z.preprocess((v) => (v === '' ? undefined : v), postCodeSchema.optional()),
    contact_number: z.preprocess((v) => (v === '' ? undefined : v), contactNumberSchema.optional()),
    business_name: fields.optionalText(200),
    position_within_business: fields.optionalText(200),
    business_sector_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema().optional()),
    linkedin: fields.url,
    business_website: fields.url,
    cv: fileSchema.optional(),
  }),
);
export type DetailsBody = z.infer<typeof detailsBody>;

/** POST {type}/profile/survey/details. Fields are appended only when non-empty (docs/product/validation.md). */
export const surveyDetailsBody = z.preprocess(
  flattenIds(['service_connection', 'service_type', 'discover_type', 'service']),
  z.object({
    service_connection_id: idSchema(),
    service_type_id: idSchema(),
    discover_type_id: z.preprocess((v) => (v === '' ? undefined : v), idSchema().optional()),
    service_id: z.preprocess((v) => (v === '' ? undefined : v), idSchema().optional()),
    course_name: fields.optionalText(200),
    course_date_from: fields.optionalDate,
    course_date_to: fields.optionalDate,
    loan_amount: fields.loanAmount,
    business_status: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(BUSINESS_STATUSES, { error: MSG.unknownOption }).optional(),
    ),
    business_type: fields.businessType,
    referred_text: fields.optionalText(500),
    business_start_date: fields.optionalDate,
    business_description: fields.optionalText(),
    company_number: fields.optionalText(20),
    ...businessLinkFields,
  }),
);
export type SurveyDetailsBody = z.infer<typeof surveyDetailsBody>;

/** The survey as My Survey shows and edits it (GET {type}/profile/survey/details). */
export const surveyDetails = z.object({
  service_connection: z.object({ id: z.number(), name: z.string() }).nullable(),
  service_type: z.object({ id: z.number(), name: z.string() }).nullable(),
  discover_type: z.object({ id: z.number(), name: z.string() }).nullable(),
  service: z.object({ id: z.number(), name: z.string() }).nullable(),
  course_name: z.string().nullable(),
  course_date_from: z.string().nullable(),
  course_date_to: z.string().nullable(),
  loan_amount: z.string().nullable(),
  business_status: z.string().nullable(),
  business_type: z.string().nullable(),
  referred_text: z.string().nullable(),
  business_start_date: z.string().nullable(),
  business_description: z.string().nullable(),
  company_number: z.string().nullable(),
  business_website: z.string().nullable(),
  business_twitter: z.string().nullable(),
  business_facebook: z.string().nullable(),
  business_instagram: z.string().nullable(),
  business_linkedin: z.string().nullable(),
});
export type SurveyDetails = z.infer<typeof surveyDetails>;

/** Experience form (date_from / date_to) → item (start_date / finish_date). */
export const experienceBody = z
  .object({
    company_name: z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(200),
    practice: z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(200),
    date_from: fields.birthday,
    date_to: fields.optionalDate,
    current: z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean()),
  })
  .superRefine((v, ctx) => {
    if (!v.current && !v.date_to)
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: MSG.invalidDate });
    if (!v.current && v.date_to && v.date_to < v.date_from) {
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: MSG.invalidDate });
    }
  })
  // A current role sends no finish date (docs/product/validation.md).
  .transform((v) => ({ ...v, date_to: v.current ? undefined : v.date_to }));
export type ExperienceBody = z.infer<typeof experienceBody>;

export const professionalExperienceBody = z.object({
  professional_experience: z.string().max(20_000).default(''),
});

export const otherExpertiseName = z.object({
  name: z.string().trim().min(1, { error: MSG.required }).max(80),
});
/** `:id` in a path: a row id, 1 … ID_MAX (a larger one cannot exist, so it is a 422, not a 500). */
export const idParam = z.object({ id: rowIdSchema() });

const flag = z.preprocess(
  (v) => v === true || v === 'true' || v === '1' || v === 1 || v === 'on',
  z.boolean(),
);

/** POST mentor/settings. sharing_information is always 1 (docs/product/limits.md). */
export const mentorSettingsBody = z.object({
  mentees_limit: fields.menteesLimit,
  disable_mentoring_requests: flag,
  accept_chats: flag,
  sharing_information: flag.optional(),
});
export type MentorSettingsBody = z.infer<typeof mentorSettingsBody>;

/** GET/POST user/profile/email-settings: flags 0/1; POST takes them in the query (feed, chat, system, weekly). */
export const emailSettings = z.object({
  feed_notifications: z.union([z.literal(0), z.literal(1)]),
  chat_notifications: z.union([z.literal(0), z.literal(1)]),
  system_notifications: z.union([z.literal(0), z.literal(1)]),
  weekly_newsletters: z.union([z.literal(0), z.literal(1)]),
});
export type EmailSettings = z.infer<typeof emailSettings>;
const bit = z.preprocess(
  (v) => (v === undefined || v === '' ? undefined : v === true || v === 'true' || v === '1' || v === 1),
  z.boolean().optional(),
);
export const emailSettingsQuery = z.object({ feed: bit, chat: bit, system: bit, weekly: bit });

export const changeRequest = z.object({
  status: z.enum(['pending', 'approved', 'completedFirstly']).nullable(),
  survey_exists: z.boolean(),
});

/** Request states of docs/product/states.md (button labels by request_status). */
export const REQUEST_STATUSES = [
  'pending',
  'accepted',
  'canceled_by_mentee',
  'cancelled_by_mentor',
  /** Unanswered for REQUEST_EXPIRY_DAYS (issue 33): the Member may ask again, this captain or another. */
  'expired',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_BUTTON_LABELS: Record<RequestStatus | 'none', string> = {
  pending: 'Recall mentoring',
  accepted: 'Accepted',
  canceled_by_mentee: 'Cancelled',
  cancelled_by_mentor: 'Cancelled by mentor',
  expired: 'Expired',
  none: 'Request mentoring',
};

/** A Member may request a captain while they have no captain and this one has not accepted them. */
export const canSendRequest = (hasCaptain: boolean, status: RequestStatus | null) =>
  !hasCaptain && status !== 'accepted';

/** Why a Member cannot use a captain's request button, in words (null: nothing to explain). */
export type RequestBlock = 'has_captain' | 'unavailable' | null;

/** What a Member can do about a captain: ask, recall an open request, or ask again after one ended. */
export type RequestAction = 'request' | 'recall' | null;

export interface RequestButtonState {
  /** The request's state in words (null before a first request). */
  state: string | null;
  action: RequestAction;
  /** The action button's label (null: no button). */
  label: string | null;
  enabled: boolean;
  block: RequestBlock;
}

/**
 * A Member's request to a captain, on the captain's profile (docs/product/states.md, decision 0027): the
 * request's state in words (the spec's labels 'Accepted', 'Cancelled', 'Cancelled by mentor'; 'Request
 * sent' while pending) and the action as its own button: 'Request mentoring' before a first request,
 * 'Recall mentoring' while pending (always allowed), 'Request again' after a recall or a decline, none
 * once accepted. A request needs can_send_request and available; when it cannot be made, `block`
 * says why (the Member has a captain, or this one takes no one new).
 */
export function requestButtonState(p: {
  can_send_request: boolean;
  available: boolean;
  request_status: RequestStatus | null;
}): RequestButtonState {
  const status = p.request_status;
  if (status === 'accepted')
    return { state: REQUEST_BUTTON_LABELS.accepted, action: null, label: null, enabled: false, block: null };
  if (status === 'pending')
    return {
      state: 'Request sent',
      action: 'recall',
      label: REQUEST_BUTTON_LABELS.pending,
      enabled: true,
      block: null,
    };
  const enabled = p.can_send_request && p.available;
  const block: RequestBlock = !p.can_send_request ? 'has_captain' : !p.available ? 'unavailable' : null;
  return {
    state: status ? REQUEST_BUTTON_LABELS[status] : null,
    action: 'request',
    label: status ? 'Request again' : REQUEST_BUTTON_LABELS.none,
    enabled,
    block,
  };
}

const named = z.object({ id: z.number().int(), name: z.string() });

/** What others see of a person (/mentor/{id}, /mentee/{id}): no contact details. */
export const publicProfile = z.object({
  id: z.number().int(),
  type: z.enum(['mentor', 'mentee']),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  bg_image: z.string().nullable(),
  location: z.string().nullable(),
  business_name: z.string().nullable(),
  position_within_business: z.string().nullable(),
  business_sector: named.nullable(),
  linkedin: z.string().nullable(),
  business_website: z.string().nullable(),
  professional_experience: z.string().nullable(),
  experience: z.array(
    z.object({
      id: z.number().int(),
      company_name: z.string(),
      practice: z.string(),
      start_date: z.string(),
      finish_date: z.string().nullable(),
      current: z.boolean(),
    }),
  ),
  other_expertise: z.array(z.string()),
  business_specializations: z.array(named),
  skills: z.array(z.object({ id: z.number().int(), name: z.string(), category: named.nullable() })),
  /** Captains: open for requests and under their members limit. */
  available: z.boolean(),
  accept_chats: z.boolean(),
  /** Captains: how many Members they mentor now. */
  mentees: z.number().int(),
  mentees_limit: z.number().int().nullable(),
  /** Total of the experience cards, in whole years. */
  ownership_experience_years: z.number().int(),
  /** Match percent for the Member looking (matching issue); null otherwise. */
  match: z.number().int().nullable(),
  /** The looking Member's request to this captain, if any. */
  request_status: z.enum(REQUEST_STATUSES).nullable(),
  /** The captain's words when they declined the Member's latest request (decision 0027). */
  decline_reason: z.string().nullable().optional(),
  can_send_request: z.boolean(),
  /** Members: whether the looker may open their survey. */
  can_view_survey: z.boolean(),
  survey_exists: z.boolean(),
  is_me: z.boolean(),
  /** Captains: how quickly they answer (issue 33); null for Members. */
  responsiveness: responsiveness.nullable().optional(),
  /** Captains: mentorings ended with goals reached (the thank-you record). */
  completions: z.number().int().optional(),
});
export type PublicProfile = z.infer<typeof publicProfile>;
