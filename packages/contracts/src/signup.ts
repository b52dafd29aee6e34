import { z } from 'zod';
import { MSG } from './messages';
import { MEMBER_ROLES, emailSchema, requiredText, rowIdSchema } from './common';
import { firstNameSchema, lastNameSchema, passwordSchema } from './auth';
import { BUSINESS_STATUSES, MAX_LOAN } from './survey';
import { applySurveyRules, courseDateProblem, surveyVisibility } from './survey-rules';

// ---------- limits of docs/product (validation and limits) ----------
export const MAX_IMAGE_BYTES = 500_000; // avatar, cover, article preview
export const MAX_CV_BYTES = 500_000;
/**
 * What one person may keep in storage, all their files together (avatar, cover, CV, article images
 * and documents, event photos): 200 MB. An upload past it is refused before any decoding.
 */
export const UPLOAD_QUOTA_BYTES = 200_000_000;
export const MENTEES_LIMIT = { min: 1, max: 5, default: 3 } as const;
/**
 * UK post codes and phone numbers as people write them (decision 0028; the spec's inputs cut them at
 * 6 and 10 characters): a post code with or without its space (up to 8 characters, "SW1A 1AA") or a
 * BFPO number; a phone number of 10 or 11 digits with spaces, dashes or brackets, or +44.
 */
const UK_POST_CODE = /^(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|BFPO\s?\d{1,4})$/i;
const UK_PHONE = /^(?:\+44|0044|0)?\d{9,10}$/;
export const postCodeSchema = z.string().trim().regex(UK_POST_CODE, { error: MSG.postCodeLength });
export const contactNumberSchema = z
  .string()
  .trim()
  .refine((v) => /^[\d\s()+-]+$/.test(v) && UK_PHONE.test(v.replace(/[\s()-]/g, '')), {
    error: MSG.contactNumberFormat,
  });
export const BUSINESS_TYPES = ['idea', 'trading'] as const;
export const IDEA_FIELDS = [
  'business_idea',
  'what_need_does_it_meet',
  'who_will_be_your_customers',
  'usp',
  'competitors',
  'what_will_you_charge',
  'advertise',
  'where_will_you_sell',
] as const;
export type IdeaField = (typeof IDEA_FIELDS)[number];
export const IDEA_LABELS: Record<IdeaField, string> = {
  business_idea: 'What is your business idea?',
  what_need_does_it_meet: 'What need does it meet?',
  who_will_be_your_customers: 'Who will be your customers?',
  usp: 'What is your unique selling point?',
  competitors: 'Who are your competitors?',
  what_will_you_charge: 'What will you charge?',
  advertise: 'How will you advertise?',
  where_will_you_sell: 'Where will you sell?',
};

// ---------- field atoms: each rule and message once ----------
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** Dates arrive as dd/mm/yyyy (spec) or yyyy-mm-dd; they leave as yyyy-mm-dd. */
export const dateSchema = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { error: MSG.required, abort: true })
  .transform((v, ctx) => {
    const dmy = v.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
    const iso = v.match(/^(\d{4})-(\d{2})-(\d{2})$/);
    const [y, m, d] = dmy ? [dmy[3], dmy[2], dmy[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
    const date = new Date(`${y}-${m?.padStart(2, '0')}-${d?.padStart(2, '0')}T00:00:00Z`);
    if (!y || Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(d)) {
      ctx.addIssue({ code: 'custom', message: MSG.invalidDate });
      return z.NEVER;
    }
    return date.toISOString().slice(0, 10);
  });

/** A reference-data id (multipart sends strings). */
export const idSchema = (message: string = MSG.required) =>
  z.preprocess(blankToUndefined, rowIdSchema(message));

/** A list of ids: repeated fields, an array, or one comma-joined string. */
export const idListSchema = (message: string = MSG.required) =>
  z.preprocess(
    (v) =>
      (v === undefined || v === null ? [] : Array.isArray(v) ? v : String(v).split(','))
        .map(blankToUndefined)
        .filter((x: unknown) => x !== undefined),
    z.array(rowIdSchema(message)).min(1, { error: message }),
  );

export const urlSchema = z
  .string()
  .trim()
  .max(500, { error: MSG.invalidUrl })
  .regex(/^https?:\/\/[^\s.]+\.[^\s]+$/i, { error: MSG.invalidUrl });

const accepted = (message: string) =>
  z.preprocess(
    (v) => v === true || v === 'true' || v === '1' || v === 1 || v === 'on',
    z.literal(true, { error: message }),
  );

/**
 * An uploaded file part, as @fastify/multipart attaches it: its bytes (a Buffer is a Uint8Array).
 * Nothing else passes: not a string (sharp would read it as a path on the server's disk), not a
 * text part, not a look-alike object such as `{"byteLength":5}`. JSON and form bodies cannot
 * carry one, so a file field is only ever filled by a real file part. Content is checked by the
 * server (magic bytes, decoding).
 */
export const fileSchema = z
  .instanceof(Uint8Array, { error: MSG.required })
  .meta({ type: 'string', format: 'binary' });

export const fields = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  password: passwordSchema,
  acceptTerms: accepted(MSG.acceptTerms),
  acceptAgreement: accepted(MSG.acceptAgreement),
  birthday: dateSchema,
  location: requiredText().pipe(z.string().max(200)),
  postCode: requiredText().pipe(postCodeSchema),
  contactNumber: requiredText().pipe(contactNumberSchema),
  businessName: requiredText().pipe(z.string().max(200)),
  position: requiredText().pipe(z.string().max(200)),
  url: optional(urlSchema),
  optionalText: (max = 5000) => optional(z.string().trim().max(max)),
  optionalDate: optional(dateSchema),
  menteesLimit: z.preprocess(
    (v) => blankToUndefined(v) ?? MENTEES_LIMIT.default,
    z.coerce
      .number()
      .int()
      .min(MENTEES_LIMIT.min, { error: MSG.limitOfMenteesMin })
      .max(MENTEES_LIMIT.max, { error: MSG.limitOfMenteesMax }),
  ),
  loanAmount: optional(
    z.coerce
      .number({ error: MSG.required })
      .min(0, { error: MSG.required })
      .lt(MAX_LOAN, { error: MSG.loanMax }),
  ),
  businessStatus: optional(z.enum(BUSINESS_STATUSES, { error: MSG.unknownOption })),
  businessType: optional(z.enum(BUSINESS_TYPES, { error: MSG.required })),
};

/** A Member's business website and social links: the same rules at sign-up and in My Survey. */
export const businessLinkFields = {
  business_website: fields.url,
  business_twitter: fields.url,
  business_facebook: fields.url,
  business_instagram: fields.url,
  business_linkedin: fields.url,
};

/** One answer of the Assess Yourself questionnaire: 1 = a, 2 = b, 3 = c. */
export const assessAnswer = z.object({
  question_id: rowIdSchema(),
  answer: z.coerce.number().int().min(1, { error: MSG.required }).max(3, { error: MSG.required }),
  explanation: z.string().trim().max(2000).optional().default(''),
});
export type AssessAnswer = z.infer<typeof assessAnswer>;
/** Multipart sends the answers as one JSON string. */
export const assessAnswers = z.preprocess((v) => {
  if (v === undefined || v === null || v === '') return [];
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}, z.array(assessAnswer).max(19));

// ---------- POST auth/{role}/registration (multipart) ----------
const registrationCommon = {
  first_name: fields.firstName,
  last_name: fields.lastName,
  email: fields.email,
  password: fields.password,
  accept_terms: fields.acceptTerms,
  birthday: fields.birthday,
  location: fields.location,
  post_code: fields.postCode,
  contact_number: fields.contactNumber,
  business_name: fields.businessName,
  position_within_business: fields.position,
  linkedin: fields.url,
  avatar: fileSchema,
  service_connection_id: idSchema(),
  service_type_id: idSchema(),
  accept_agreement: fields.acceptAgreement,
};

export const mentorRegistration = z.object({
  ...registrationCommon,
  discover_type_id: idSchema(),
  mentees_limit: fields.menteesLimit,
  business_specializations: idListSchema(),
  skills: idListSchema(MSG.skillsRequired),
});
export type MentorRegistration = z.infer<typeof mentorRegistration>;

/** A Member's registration fields, before the rules that tie them together (the web's step forms pick from it). */
export const menteeRegistrationFields = z.object({
  ...registrationCommon,
  service_id: idSchema(),
  course_name: fields.optionalText(200),
  course_from: fields.optionalDate,
  course_to: fields.optionalDate,
  discover_type_id: optional(idSchema()),
  business_type: fields.businessType,
  referred_text: fields.optionalText(500),
  loan_amount: fields.loanAmount,
  business_status: fields.businessStatus,
  business_start_date: fields.optionalDate,
  business_description: fields.optionalText(),
  business_sector_id: idSchema(),
  company_number: fields.optionalText(20),
  ...businessLinkFields,
  cv: fileSchema.optional(),
  ...(Object.fromEntries(IDEA_FIELDS.map((f) => [f, fields.optionalText()])) as Record<
    IdeaField,
    ReturnType<typeof fields.optionalText>
  >),
  assess: assessAnswers,
});

export const menteeRegistration = menteeRegistrationFields
  .superRefine((v, ctx) => {
    if (surveyVisibility(v.service_id).discover) {
      if (!v.discover_type_id)
        ctx.addIssue({ code: 'custom', path: ['discover_type_id'], message: MSG.required });
      if (!v.business_type) ctx.addIssue({ code: 'custom', path: ['business_type'], message: MSG.required });
    }
    const lateEnd = courseDateProblem(v);
    if (lateEnd) ctx.addIssue({ code: 'custom', path: [lateEnd], message: MSG.invalidDate });
  })
  // The conditional rules of docs/product/validation.md: fields that are not shown are not kept.
  .transform((v) => applySurveyRules(v));
export type MenteeRegistration = z.infer<typeof menteeRegistration>;

/** POST mentee/profile/survey/update: the questionnaire again (all 19 answers) and the idea overview. */
export const surveyUpdateBody = z.object({
  assess: assessAnswers.refine((a) => a.length === 19, { error: MSG.assessIncomplete }),
  ...(Object.fromEntries(IDEA_FIELDS.map((f) => [f, fields.optionalText()])) as Record<
    IdeaField,
    ReturnType<typeof fields.optionalText>
  >),
});
export type SurveyUpdateBody = z.infer<typeof surveyUpdateBody>;

export const registrationSchemas = { mentor: mentorRegistration, mentee: menteeRegistration } as const;
export const signupRoleSchema = z.enum(MEMBER_ROLES, { error: MSG.roleRequired });
