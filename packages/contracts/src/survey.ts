import { z } from 'zod';

/** Business status options of docs/product/entities.md, in the spec's order. */
export const BUSINESS_STATUSES = [
  'Sole Trader',
  'Limited Company',
  'C.I.C',
  'Charity',
  'Partnership',
  'LLP',
] as const;
export const businessStatusSchema = z.enum(BUSINESS_STATUSES);
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

/** Services the spec's conditional rules refer to by id. */
export const SERVICE_LOAN = 1; // loan amount and business status only for this service
export const SERVICE_REFERRED = 3; // referrer text only for this service
export const SERVICE_NO_COURSE = 11; // discover type + idea-or-trading, no course fields
export const MAX_LOAN = 25000;
export const ASSESS_QUESTION_COUNT = 19;
export const ASSESS_GROUP_COUNT = 4;

const option = z.object({ id: z.number().int(), name: z.string() });
export type Option = z.infer<typeof option>;

export const skillCategory = option.extend({ skills: z.array(option) });
export const articleCategory = option.extend({ sub_categories: z.array(option) });

export const assessGroup = z.object({ id: z.number().int(), name: z.string(), complete_text: z.string() });
export const assessOption = z.object({
  key: z.enum(['a', 'b', 'c']),
  value: z.number().int(),
  text: z.string(),
});
export const assessQuestion = z.object({
  id: z.number().int(),
  question: z.string(),
  options: z.array(assessOption),
  group: assessGroup,
});
export type AssessQuestion = z.infer<typeof assessQuestion>;

export const discoverType = option.extend({ role: z.enum(['mentor', 'mentee']) });

/** GET survey/options: everything both roles' forms need. */
export const surveyOptions = z.object({
  service_connections: z.array(option),
  service_types: z.array(option),
  services: z.array(option),
  discover_types: z.object({ mentor: z.array(option), mentee: z.array(option) }),
  business_sectors: z.array(option),
  business_statuses: z.array(z.string()),
  business_specializations: z.array(option),
  skill_categories: z.array(skillCategory),
  article_categories: z.array(articleCategory),
  assess: z.array(assessQuestion),
});
export type SurveyOptions = z.infer<typeof surveyOptions>;

/** GET survey/mentor/options */
export const mentorSurveyOptions = surveyOptions
  .pick({
    service_connections: true,
    service_types: true,
    business_specializations: true,
    skill_categories: true,
  })
  .extend({ discover_types: z.array(option) });
export type MentorSurveyOptions = z.infer<typeof mentorSurveyOptions>;

/** GET survey/mentee/options */
export const menteeSurveyOptions = surveyOptions
  .pick({
    service_connections: true,
    service_types: true,
    services: true,
    business_sectors: true,
    business_statuses: true,
    assess: true,
  })
  .extend({ discover_types: z.array(option) });
export type MenteeSurveyOptions = z.infer<typeof menteeSurveyOptions>;

/** Survey change request of docs/product/states.md: pending → approved → completedFirstly. */
export const CHANGE_REQUEST_STATUSES = ['pending', 'approved', 'completedFirstly'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

/** A Member's questionnaire as the survey view shows it: answers by group plus the idea overview. */
export const memberSurvey = z.object({
  complete: z.boolean(),
  answered: z.number().int(),
  groups: z.array(
    assessGroup.extend({
      questions: z.array(
        assessQuestion.omit({ group: true }).extend({
          answer: z.number().int().nullable(),
          explanation: z.string(),
        }),
      ),
    }),
  ),
  business_idea_overview: z.array(
    z.object({ key: z.string(), label: z.string(), answer: z.string().nullable() }),
  ),
  change_questionnaire_request_status: z.enum(CHANGE_REQUEST_STATUSES).nullable(),
});
export type MemberSurvey = z.infer<typeof memberSurvey>;
