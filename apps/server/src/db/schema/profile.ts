import { BUSINESS_STATUSES, BUSINESS_TYPES, MEMBER_ROLES } from '@keh/contracts';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import {
  businessSpecializations,
  discoverTypes,
  serviceConnections,
  serviceTypes,
  services,
  skills,
  assessQuestions,
} from './reference';

const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const userSkills = pgTable(
  'user_skills',
  {
    userId: userRef(),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skillId] })],
);

export const userSpecializations = pgTable(
  'user_specializations',
  {
    userId: userRef(),
    specializationId: integer('specialization_id')
      .notNull()
      .references(() => businessSpecializations.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.specializationId] })],
);

/**
 * The survey of docs/product/entities.md ("Survey details" and the sign-up extras), one row per person.
 * Captains use the connection, type and discover type; Members the rest too.
 */
export const surveys = pgTable('surveys', {
  userId: userRef().primaryKey(),
  serviceConnectionId: integer('service_connection_id').references(() => serviceConnections.id),
  serviceTypeId: integer('service_type_id').references(() => serviceTypes.id),
  discoverTypeId: integer('discover_type_id').references(() => discoverTypes.id),
  serviceId: integer('service_id').references(() => services.id),
  courseName: text('course_name'),
  courseFrom: date('course_from'),
  courseTo: date('course_to'),
  loanAmount: integer('loan_amount'),
  businessStatus: text('business_status', { enum: BUSINESS_STATUSES }),
  businessType: text('business_type', { enum: BUSINESS_TYPES }),
  referredText: text('referred_text'),
  businessStartDate: date('business_start_date'),
  businessDescription: text('business_description'),
  companyNumber: text('company_number'),
  businessTwitter: text('business_twitter'),
  businessFacebook: text('business_facebook'),
  businessInstagram: text('business_instagram'),
  businessLinkedin: text('business_linkedin'),
  businessIdea: text('business_idea'),
  whatNeedDoesItMeet: text('what_need_does_it_meet'),
  whoWillBeYourCustomers: text('who_will_be_your_customers'),
  usp: text('usp'),
  competitors: text('competitors'),
  whatWillYouCharge: text('what_will_you_charge'),
  advertise: text('advertise'),
  whereWillYouSell: text('where_will_you_sell'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const assessmentAnswers = pgTable(
  'assessment_answers',
  {
    userId: userRef(),
    questionId: integer('question_id')
      .notNull()
      .references(() => assessQuestions.id),
    answer: smallint('answer').notNull(),
    explanation: text('explanation').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/** Who accepted which agreement text, when (the text as it was shown is kept). */
export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    version: text('version').notNull(),
    text: text('text').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agreement_acceptances_user_idx').on(t.userId)],
);

/** Experience cards (spec: Experience item). finish_date is null for a current role. */
export const experiences = pgTable(
  'experiences',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    companyName: text('company_name').notNull(),
    practice: text('practice').notNull(),
    startDate: date('start_date').notNull(),
    finishDate: date('finish_date'),
    current: boolean('current').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('experiences_user_idx').on(t.userId)],
);

/** Other expertise: free names, unique per person. */
export const otherExpertise = pgTable(
  'other_expertise',
  { userId: userRef(), name: text('name').notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);

/**
 * A complete Assess Yourself (19 answers) each time one is saved: at sign-up and at each re-take.
 * `score` is the sum of the answers' values (19–57); the programme overview compares the last two.
 */
export const assessmentResults = pgTable(
  'assessment_results',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    score: integer('score').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assessment_results_user_idx').on(t.userId, t.takenAt)],
);

/**
 * The answers of each take (issue 31): `assessment_answers` holds the latest (what the screens
 * show), these every take, so a re-take never overwrites what was answered before.
 */
export const assessmentTakeAnswers = pgTable(
  'assessment_take_answers',
  {
    resultId: integer('result_id')
      .notNull()
      .references(() => assessmentResults.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => assessQuestions.id),
    answer: smallint('answer').notNull(),
    explanation: text('explanation').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.resultId, t.questionId] })],
);
