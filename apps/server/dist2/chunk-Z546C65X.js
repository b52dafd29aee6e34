import {
  __export
} from "./chunk-RAPJ3XLV.js";

// src/db/schema/users.ts
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer as integer2,
  pgTable as pgTable2,
  serial,
  text as text2,
  timestamp,
  uniqueIndex,
  uuid
} from "drizzle-orm/pg-core";

// src/db/schema/reference.ts
import { integer, pgTable, text } from "drizzle-orm/pg-core";

// ../../packages/contracts/src/messages.ts
var MSG = {
  // Generic
  invalidData: "The given data was invalid.",
  generic: "Ooops something went wrong, please try again later",
  /** `/api/ready` while the process drains (SIGTERM). */
  shuttingDown: "This server is shutting down.",
  malformedBody: "The request body could not be read.",
  invalidCharacter: "This field contains a character that is not allowed.",
  required: "Required",
  fieldRequired: "Please fill this field",
  // Workspace (milestones, tasks, templates, feed)
  tasksRequired: "Please, add at least one task to milestone",
  taskTooLong: "A task can be at most 500 characters.",
  taskLinkUnsafe: "Links must start with http:// or https://",
  chooseMembers: "Please choose at least one member.",
  commentTooLong: "A comment can be at most 5000 characters.",
  unauthenticated: "Unauthenticated.",
  forbidden: "This action is unauthorized.",
  notFound: "Not found.",
  tooManyRequests: "Too many requests. Please wait a moment and try again.",
  // Privacy centre (issue 31)
  dataExportOncePerDay: "You can download your data once a day. Please try again tomorrow.",
  consentUnknownDocument: "This document cannot be accepted here.",
  consentVersionOutdated: "This is not the current version of the document. Please reload the page.",
  // Email
  emailRequired: "Email address is required",
  emailInvalid: "Email address is invalid",
  emailTaken: "The email has already been taken.",
  // Role
  roleRequired: "Please choose your role",
  // Names
  firstNameRequired: "First name is required",
  firstNameDigits: "First name should not contain numbers",
  firstNameLength: "First name should be at least 2 symbols",
  lastNameRequired: "Last name is required",
  lastNameDigits: "Last name should not contain numbers",
  lastNameLength: "Last name should be at least 2 symbols",
  firstNameTooLong: "First name should be at most 100 symbols",
  lastNameTooLong: "Last name should be at most 100 symbols",
  // Code
  codeRequired: "Code length should be 4",
  codeLength: "Code length should be 4",
  codeInvalid: "invalid code",
  codeExpired: "The code has expired. Please send a new one.",
  codeLocked: "Too many wrong codes. Please send a new one.",
  codeTooMany: "Too many codes were requested for this address. Please wait a few minutes.",
  // Passwords
  passwordRequired: "Password is required",
  passwordLength: "Your password must be at least 8 characters",
  passwordCapital: "Your password must contain at least one capital letter.",
  passwordDigits: "New password must contain at least two digits.",
  passwordsSame: "Passwords must be the same",
  currentPasswordRequired: "Current password is required",
  currentPasswordWrong: "The current password is incorrect.",
  // Login and reset
  loginFailed: "Incorrect login/password or your account was not activated yet.",
  declineReasonLength: "The reason may be at most 500 characters.",
  invalidUser: "Invalid user",
  resetLinkSent: "We have e-mailed your password reset link.",
  resetTokenInvalid: "This password reset link is invalid or has expired.",
  passwordUpdated: "Your password has been changed.",
  // Sign-up and profile fields
  acceptTerms: "Please, accept Terms of Service & Privacy Policy",
  emailNotVerified: "Please verify your email address first.",
  loanMax: "Maximum Loan amount 25 000 pounds",
  skillsRequired: "Please choose at least one skill",
  limitOfMenteesMin: "Limit of members should be at least 1",
  limitOfMenteesMax: "Limit of members should be at most 5",
  invalidDate: "Invalid date",
  fileTooLarge: "The file is too large.",
  uploadQuotaReached: "You have used all 200 MB of your storage. Please delete some of your articles, documents or events first.",
  fileType: "The file type is not supported.",
  imageType: "Please choose a JPEG or PNG image.",
  pdfType: "Please choose a PDF file.",
  imageTooManyPixels: "The image is too large: please choose one of at most 40 megapixels.",
  pdfEncrypted: "This PDF is password-protected. Please upload an unprotected copy.",
  pdfActiveContent: 'This PDF contains scripts or actions. Please save it again as a plain PDF (for example with "Print to PDF").',
  acceptAgreement: "Please accept the agreement to continue",
  invalidUrl: "Please enter a full web address (https://\u2026)",
  postCodeLength: "Please enter a UK post code, such as PL1 2AB",
  contactNumberFormat: "Please enter a UK phone number, such as 07700 900123",
  unknownOption: "Please choose one of the options",
  surveyLocked: "Please request a change of your questionnaire first.",
  assessIncomplete: "Please answer all 19 questions.",
  surveyNotComplete: "Please complete the questionnaire first.",
  noPendingRequest: "There is no pending change request.",
  captainUnavailable: "This Business Captain is not taking new members at the moment.",
  alreadyHaveCaptain: "You already have a Business Captain.",
  memberHasCaptain: "This member already has a Business Captain.",
  requestExists: "You have already asked this Business Captain.",
  noOpenRequest: "There is no open request to recall.",
  membersLimitReached: "You have reached your limit of members. Raise it in Settings or end a mentoring first.",
  noIncomingRequests: "You have no incoming requests",
  noPendingRequests: "You have no pending requests",
  noActiveSupport: "You have no active support",
  noTemplates: "You have no templates",
  noMatchingCaptains: "Sorry, we couldn't find any matching business captains",
  // Questions (raise a query)
  messageRequired: "Please write your message",
  questionSent: "Thank you, your message has been sent.",
  // Events
  noEvents: "No events",
  eventTitleTooLong: "The title can be at most 150 characters.",
  eventDescriptionTooLong: "The description can be at most 5000 characters.",
  eventAddressTooLong: "The address can be at most 300 characters.",
  eventTimeRequired: "Please choose a time",
  eventEndBeforeStart: "The end time cannot be before the start time.",
  eventInPast: "The event cannot start in the past.",
  eventTypeInvalid: "Please choose public or private",
  eventPhotoTooSmall: "The photo should be at least 500 x 500 px.",
  eventMembersNotYours: "You can only choose your own members",
  // Articles
  articleTitleTooLong: "The title can be at most 80 characters.",
  articleBodyInvalid: "The article text could not be read. Please try again.",
  articleBodyTooLong: "The article is too long.",
  articleCategoryRequired: "Please choose a category",
  articleSubCategoryInvalid: "Please choose a subcategory of this category",
  articleTagsRequired: "Please add at least one tag",
  articleTagsTooMany: "An article can have at most 10 tags",
  articleTagTooLong: "A tag can be at most 40 characters",
  articleVisibilityInvalid: "Please choose who can read the article",
  articlePhotoRequired: "Please add a photo",
  articleBackgroundRequired: "Please add a background",
  articleMembersRequired: "Please choose at least one member for a private article",
  articleMembersOnly: "This article is for registered members. Please sign in or sign up to read it.",
  articleMembersNotYours: "You can only choose your own members",
  articlePublishedNoDelete: "A published article cannot be deleted.",
  articleNotPending: "This article is not waiting for moderation.",
  banReasonRequired: "Please give the author a reason",
  documentType: "Please choose a .doc, .docx or .pdf file.",
  editorImageType: "The file you tried to upload is a type we do not understand.",
  noArticles: "No articles yet",
  // Staff console
  accountSuspended: "Your account has been suspended. Please contact us at hello@knowledge-exchange-hub.org.",
  lastAdmin: "There must always be at least one administrator.",
  notYourself: "You cannot do this to your own account.",
  refusalReasonRequired: "Please give the member a reason",
  alreadySuspended: "This account is already suspended.",
  notSuspended: "This account is not suspended.",
  // Deleting an account and erasure (issue 31)
  deletionConfirmRequired: "Please enter your password, or a code we e-mail you.",
  deletionPasswordWrong: "The password is incorrect.",
  deletionAlreadyPending: "Your account is already due to be deleted.",
  deletionNotPending: "Your account is not due to be deleted.",
  eraseReasonRequired: "Please give the reason for erasing this account",
  pairEndedSubject: "Your mentoring has ended",
  // Sign-in with LinkedIn (decision 0024)
  linkedinUnavailable: "Sign-in with LinkedIn is not available.",
  linkedinDown: "LinkedIn is not answering at the moment. Please try again later, or sign in with your password.",
  linkedinFailed: "We could not sign you in with LinkedIn. Please try again.",
  linkedinExpired: "Your LinkedIn sign-in took too long or was started in another browser. Please try again.",
  linkedinCancelled: "LinkedIn sign-in was cancelled.",
  linkedinEmailUnverified: "Your e-mail address is not verified on LinkedIn, so we cannot link it to your account. Sign in with your password, or verify the address on LinkedIn first.",
  linkedinStaff: "Staff accounts sign in with their password and a code.",
  // Mentoring sessions (issue 32)
  sessionStartInvalid: "Please choose a valid date and time.",
  sessionStartInPast: "A session must start in the future.",
  sessionLengthInvalid: "Please choose a length of 30, 45, 60 or 90 minutes.",
  sessionSlotsRequired: "Please propose at least one time.",
  sessionSlotsTooMany: "Please propose at most three times.",
  sessionPlaceRequired: "Please give a place or a video link.",
  sessionPlaceTooLong: "A place can be at most 300 characters.",
  sessionVideoInvalid: "Please enter a link that starts with http:// or https://",
  sessionAgendaTooLong: "An agenda can be at most 2000 characters.",
  sessionNotesTooLong: "Notes can be at most 5000 characters.",
  sessionReasonTooLong: "A reason can be at most 500 characters.",
  sessionActualInvalid: "Please give how many minutes the session lasted.",
  sessionMissedByRequired: "Please say who missed the session.",
  sessionScoreInvalid: "Please choose a score from 1 to 5.",
  feedbackTooLong: "This can be at most 2000 characters.",
  sessionOverlap: "This time overlaps another session already booked for you or the other person.",
  sessionNotProposed: "This session is no longer waiting for an answer.",
  sessionOwnProposal: "The other person answers your proposal.",
  sessionNotAccepted: "Only a booked session can be changed.",
  sessionNotBegun: "A session can be logged once it has begun.",
  sessionAlreadyLogged: "This session has already been logged.",
  sessionNotHeld: "Feedback is given on a session that was held.",
  sessionCannotCancel: "This session can no longer be cancelled.",
  sessionMilestoneInvalid: "Please choose an open milestone of this plan.",
  // Chat
  chatEmpty: "Chat is still empty",
  chatMemberInvalid: "Please choose someone to chat with.",
  chatWithSelf: "You cannot start a conversation with yourself.",
  chatNotAccepted: "This Business Captain does not accept chats at the moment.",
  chatBotNoReplies: "This conversation does not take replies.",
  messageTooLong: "A message can be at most 2000 characters.",
  questionRequired: "Please write your question.",
  endReasonRequired: "Please choose why the mentoring ends.",
  endNoteLength: "The note may be at most 1000 characters.",
  chatClientIdInvalid: "The client id may hold only letters, digits, dots, colons, dashes and underscores (at most 100).",
  // Reports and blocks (issue 33)
  reportTargetInvalid: "Please choose what to report.",
  reportReasonRequired: "Please choose a reason.",
  reportTextRequired: "Please tell us what is wrong.",
  reportTextTooLong: "Please keep it under 2000 characters.",
  reportOwn: "You cannot report yourself.",
  reportSent: "Thank you. Our moderators will look at your report.",
  reportClosed: "This report has already been dealt with.",
  reportCannotHide: "A profile cannot be hidden: warn the person or suspend the account.",
  blockUserInvalid: "Please choose someone to block.",
  blockSelf: "You cannot block yourself.",
  chatBlocked: "You can no longer message each other.",
  unblocked: "Unblocked.",
  articleRemovedAfterReport: "Removed by a moderator after a report: it goes against our community guidelines."
};

// ../../packages/contracts/src/common.ts
import { z } from "zod";
var ROLES = ["mentor", "mentee", "moderator", "admin"];
var roleSchema = z.enum(ROLES);
var MEMBER_ROLES = ["mentor", "mentee"];
var USER_STATUSES = ["active", "suspended"];
var ROLE_LABELS = {
  mentor: "Business Captain",
  mentee: "Member",
  moderator: "Moderator",
  admin: "Administrator"
};
var envelope = (schema) => z.object({ data: schema });
var messageSchema = z.object({ message: z.string() });
var requiredText = (message2 = MSG.required) => z.string({ error: message2 }).trim().min(1, { error: message2, abort: true });
var emailSchema = z.string({ error: MSG.emailRequired }).trim().min(1, { error: MSG.emailRequired, abort: true }).max(254, { error: MSG.emailInvalid, abort: true }).pipe(z.email({ error: MSG.emailInvalid })).transform((v) => v.toLowerCase());
var ID_MAX = 2147483647;
var rowIdSchema = (message2) => z.coerce.number({ error: message2 }).int({ error: message2 }).positive({ error: message2 }).max(ID_MAX, { error: message2 });

// ../../packages/contracts/src/auth.ts
import { z as z2 } from "zod";
var OTP_LENGTH = 4;
var PASSWORD_MIN = 8;
var NAME_MIN = 2;
var NAME_MAX = 100;
var passwordSchema = z2.string({ error: MSG.passwordRequired }).min(1, { error: MSG.passwordRequired, abort: true }).min(PASSWORD_MIN, { error: MSG.passwordLength }).max(128, { error: MSG.passwordLength }).regex(/[A-Z]/, { error: MSG.passwordCapital }).refine((v) => (v.match(/\d/g) ?? []).length >= 2, { error: MSG.passwordDigits });
var otpSchema = z2.string({ error: MSG.codeRequired }).trim().min(1, { error: MSG.codeRequired, abort: true }).regex(/^\d{4}$/, { error: MSG.codeLength });
var nameSchema = (required, digits, length, tooLong) => z2.string({ error: required }).trim().min(1, { error: required, abort: true }).regex(/^[^\d]*$/, { error: digits }).min(NAME_MIN, { error: length }).max(NAME_MAX, { error: tooLong });
var firstNameSchema = nameSchema(
  MSG.firstNameRequired,
  MSG.firstNameDigits,
  MSG.firstNameLength,
  MSG.firstNameTooLong
);
var lastNameSchema = nameSchema(
  MSG.lastNameRequired,
  MSG.lastNameDigits,
  MSG.lastNameLength,
  MSG.lastNameTooLong
);
var sendOtpBody = z2.object({
  email: emailSchema,
  password: requiredText(MSG.passwordRequired).optional()
});
var confirmOtpBody = z2.object({ email: emailSchema, otp: otpSchema });
var loginBody = z2.object({
  email: emailSchema,
  password: requiredText(MSG.passwordRequired)
});
var loginResult = z2.object({
  token: z2.string(),
  type: roleSchema,
  id: z2.number().int(),
  avatar: z2.string().nullable(),
  first_name: z2.string(),
  last_name: z2.string()
});
var previewTokenResult = z2.object({ token: z2.string(), expires_at: z2.string() });
var previewTokenQuery = z2.object({ token: z2.string().max(500).optional() });
var resetPasswordBody = z2.object({ email: emailSchema });
var updatePasswordBody = z2.object({
  email: emailSchema,
  password: passwordSchema,
  token: requiredText(MSG.resetTokenInvalid)
});
var newPasswordForm = z2.object({ password: passwordSchema, password_confirmation: z2.string() }).refine((v) => v.password === v.password_confirmation, {
  error: MSG.passwordsSame,
  path: ["password_confirmation"]
});
var changePasswordBody = z2.object({
  current_password: requiredText(MSG.currentPasswordRequired),
  new_password: passwordSchema,
  new_password_confirmation: z2.string({ error: MSG.passwordsSame })
}).refine((v) => v.new_password === v.new_password_confirmation, {
  error: MSG.passwordsSame,
  path: ["new_password_confirmation"]
});
var checkEmailBody = z2.object({ email: emailSchema });
var questionBody = z2.object({
  user_type: z2.enum(MEMBER_ROLES, { error: MSG.roleRequired }),
  email: emailSchema,
  message: requiredText(MSG.messageRequired).pipe(z2.string().max(5e3))
});
var agreementQuery = z2.object({
  first_name: z2.string().trim().max(100).optional().default(""),
  last_name: z2.string().trim().max(100).optional().default(""),
  email: z2.string().trim().max(254).optional().default(""),
  business_name: z2.string().trim().max(200).optional().default("")
});
var agreementResult = z2.object({
  title: z2.string(),
  version: z2.string(),
  text: z2.string()
});
var AUTH_PROVIDERS = ["linkedin"];
var authProviderParams = z2.object({ provider: z2.enum(AUTH_PROVIDERS) });
var authProvidersResult = z2.object({ providers: z2.array(z2.enum(AUTH_PROVIDERS)) });
var providerLoginQuery = z2.object({
  access_token: z2.string().min(1).max(2048),
  state: z2.string().min(1).max(512),
  iss: z2.string().max(512).optional()
});
var providerSignup = z2.object({
  signup: z2.object({
    provider: z2.enum(AUTH_PROVIDERS),
    first_name: z2.string(),
    last_name: z2.string(),
    email: z2.string(),
    email_verified: z2.boolean()
  })
});
var providerLoginResult = z2.union([loginResult, providerSignup]);

// ../../packages/contracts/src/user.ts
import { z as z4 } from "zod";

// ../../packages/contracts/src/privacy.ts
import { z as z3 } from "zod";
var CONSENT_DOCUMENTS = [
  "terms",
  "privacy",
  "captain_terms",
  "member_agreement",
  "email_notifications",
  "linkedin"
];
var CONSENT_CONTEXTS = ["sign_up", "new_version", "email_settings", "linkedin_linking"];
var DOCUMENT_VERSIONS = {
  terms: "2026-11",
  privacy: "2026-11",
  captain_terms: "2026-11",
  member_agreement: "2026-11"
};
var DOCUMENT_BASELINE_VERSIONS = { terms: "2026-11", privacy: "2026-11" };
var PROMPTED_DOCUMENTS = ["terms", "privacy"];
var consentItem = z3.object({
  document: z3.enum(CONSENT_DOCUMENTS),
  version: z3.string(),
  accepted_at: z3.string(),
  context: z3.enum(CONSENT_CONTEXTS),
  /** What the consent refers to, e.g. the accepted agreement's PDF (`/api/user/agreement/pdf`). */
  reference: z3.string().nullable()
});
var consentRequiredItem = z3.object({ document: z3.enum(PROMPTED_DOCUMENTS), version: z3.string() });
var consentBody = z3.object({
  document: z3.enum(PROMPTED_DOCUMENTS, { error: MSG.consentUnknownDocument }),
  version: z3.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(40)
});
var DATA_EXPORT_STATUSES = ["queued", "running", "ready", "failed"];
var DATA_EXPORT_VALID_HOURS = 24;
var dataExportCreated = z3.object({ id: z3.number().int(), status: z3.enum(DATA_EXPORT_STATUSES) });
var dataExport = z3.object({
  id: z3.number().int(),
  status: z3.enum(DATA_EXPORT_STATUSES),
  created_at: z3.string(),
  ready_at: z3.string().nullable(),
  expires_at: z3.string().nullable(),
  /** When it was downloaded: the download works once. */
  downloaded_at: z3.string().nullable(),
  /** When the person may ask for another one (their one a day). */
  next_allowed_at: z3.string().nullable(),
  /** Whose data it holds (the staff's exports name the person). */
  subject_id: z3.number().int()
});

// ../../packages/contracts/src/user.ts
var named = z4.object({ id: z4.number().int(), name: z4.string() });
var experienceItem = z4.object({
  id: z4.number().int(),
  company_name: z4.string(),
  practice: z4.string(),
  start_date: z4.string(),
  finish_date: z4.string().nullable(),
  current: z4.boolean()
});
var userSkill = z4.object({
  id: z4.number().int(),
  name: z4.string(),
  category: named.nullable()
});
var userProfile = z4.object({
  id: z4.number().int(),
  type: roleSchema,
  first_name: z4.string(),
  last_name: z4.string(),
  email: z4.string(),
  avatar: z4.string().nullable(),
  bg_image: z4.string().nullable(),
  birthday: z4.string().nullable(),
  location: z4.string().nullable(),
  post_code: z4.string().nullable(),
  contact_number: z4.string().nullable(),
  business_name: z4.string().nullable(),
  position_within_business: z4.string().nullable(),
  linkedin: z4.string().nullable(),
  business_website: z4.string().nullable(),
  business_sector: named.nullable(),
  cv: z4.string().nullable(),
  experience: z4.array(experienceItem),
  other_expertise: z4.array(z4.string()),
  business_specializations: z4.array(z4.number().int()),
  skills: z4.array(userSkill),
  professional_experience: z4.string().nullable(),
  available: z4.boolean(),
  accept_chats: z4.boolean(),
  mentees_limit: z4.number().int().nullable(),
  disable_mentoring_requests: z4.boolean(),
  sharing_information: z4.boolean(),
  incoming_requests_count: z4.number().int(),
  survey_exists: z4.boolean(),
  change_questionnaire_request_status: z4.string().nullable(),
  created_at: z4.string(),
  /** Documents whose new version the person must accept before going on (issue 31). */
  consent_required: z4.array(consentRequiredItem),
  /** When the account will be erased (issue 31); null when no deletion is pending. */
  delete_at: z4.string().nullable()
});

// ../../packages/contracts/src/survey.ts
import { z as z5 } from "zod";
var BUSINESS_STATUSES = [
  "Sole Trader",
  "Limited Company",
  "C.I.C",
  "Charity",
  "Partnership",
  "LLP"
];
var businessStatusSchema = z5.enum(BUSINESS_STATUSES);
var SERVICE_LOAN = 1;
var SERVICE_REFERRED = 3;
var SERVICE_NO_COURSE = 11;
var MAX_LOAN = 25e3;
var ASSESS_QUESTION_COUNT = 19;
var option = z5.object({ id: z5.number().int(), name: z5.string() });
var skillCategory = option.extend({ skills: z5.array(option) });
var articleCategory = option.extend({ sub_categories: z5.array(option) });
var assessGroup = z5.object({ id: z5.number().int(), name: z5.string(), complete_text: z5.string() });
var assessOption = z5.object({
  key: z5.enum(["a", "b", "c"]),
  value: z5.number().int(),
  text: z5.string()
});
var assessQuestion = z5.object({
  id: z5.number().int(),
  question: z5.string(),
  options: z5.array(assessOption),
  group: assessGroup
});
var discoverType = option.extend({ role: z5.enum(["mentor", "mentee"]) });
var surveyOptions = z5.object({
  service_connections: z5.array(option),
  service_types: z5.array(option),
  services: z5.array(option),
  discover_types: z5.object({ mentor: z5.array(option), mentee: z5.array(option) }),
  business_sectors: z5.array(option),
  business_statuses: z5.array(z5.string()),
  business_specializations: z5.array(option),
  skill_categories: z5.array(skillCategory),
  article_categories: z5.array(articleCategory),
  assess: z5.array(assessQuestion)
});
var mentorSurveyOptions = surveyOptions.pick({
  service_connections: true,
  service_types: true,
  business_specializations: true,
  skill_categories: true
}).extend({ discover_types: z5.array(option) });
var menteeSurveyOptions = surveyOptions.pick({
  service_connections: true,
  service_types: true,
  services: true,
  business_sectors: true,
  business_statuses: true,
  assess: true
}).extend({ discover_types: z5.array(option) });
var CHANGE_REQUEST_STATUSES = ["pending", "approved", "completedFirstly"];
var memberSurvey = z5.object({
  complete: z5.boolean(),
  answered: z5.number().int(),
  groups: z5.array(
    assessGroup.extend({
      questions: z5.array(
        assessQuestion.omit({ group: true }).extend({
          answer: z5.number().int().nullable(),
          explanation: z5.string()
        })
      )
    })
  ),
  business_idea_overview: z5.array(
    z5.object({ key: z5.string(), label: z5.string(), answer: z5.string().nullable() })
  ),
  change_questionnaire_request_status: z5.enum(CHANGE_REQUEST_STATUSES).nullable()
});

// ../../packages/contracts/src/survey-rules.ts
function surveyVisibility(service, businessStatus) {
  const id = service === null || service === void 0 || service === "" ? null : Number(service);
  const loan = id === SERVICE_LOAN;
  return {
    course: id !== SERVICE_NO_COURSE,
    discover: id === SERVICE_NO_COURSE,
    loan,
    referred: id === SERVICE_REFERRED,
    companyNumber: !(loan && businessStatus === "Sole Trader"),
    questionnaireIntro: id !== SERVICE_NO_COURSE
  };
}
var SURVEY_RULE_FIELDS = {
  course: ["course_name", "course_from", "course_to", "course_date_from", "course_date_to"],
  discover: ["discover_type_id", "business_type"],
  loan: ["loan_amount", "business_status"],
  referred: ["referred_text"],
  companyNumber: ["company_number"]
};
var RULES = Object.keys(SURVEY_RULE_FIELDS);
var SURVEY_CONDITIONAL_FIELDS = RULES.flatMap((rule) => SURVEY_RULE_FIELDS[rule]);
function applySurveyRules(values) {
  const shown = surveyVisibility(values.service_id, values.business_status);
  const kept = { ...values };
  for (const rule of RULES) {
    if (shown[rule]) continue;
    for (const field of SURVEY_RULE_FIELDS[rule]) if (field in kept) kept[field] = void 0;
  }
  return kept;
}
function courseDateProblem(v) {
  if (v.course_from && v.course_to && v.course_to < v.course_from) return "course_to";
  if (v.course_date_from && v.course_date_to && v.course_date_to < v.course_date_from)
    return "course_date_to";
  return null;
}

// ../../packages/contracts/src/dev.ts
import { z as z6 } from "zod";
var outboxQuery = z6.object({ to: z6.string().trim().toLowerCase().optional() });
var outboxMessage = z6.object({
  id: z6.number().int(),
  to: z6.string(),
  subject: z6.string(),
  text: z6.string(),
  html: z6.string(),
  /** The files the mail carried (names and types; e.g. an event's .ics). */
  attachments: z6.array(z6.object({ filename: z6.string(), contentType: z6.string() })),
  created_at: z6.string()
});

// ../../packages/contracts/src/images.ts
var IMAGE_WIDTHS = ["64", "128", "256", "768"];

// ../../packages/contracts/src/signup.ts
import { z as z7 } from "zod";
var MAX_IMAGE_BYTES = 5e5;
var MAX_CV_BYTES = 5e5;
var UPLOAD_QUOTA_BYTES = 2e8;
var MENTEES_LIMIT = { min: 1, max: 5, default: 3 };
var UK_POST_CODE = /^(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|BFPO\s?\d{1,4})$/i;
var UK_PHONE = /^(?:\+44|0044|0)?\d{9,10}$/;
var postCodeSchema = z7.string().trim().regex(UK_POST_CODE, { error: MSG.postCodeLength });
var contactNumberSchema = z7.string().trim().refine((v) => /^[\d\s()+-]+$/.test(v) && UK_PHONE.test(v.replace(/[\s()-]/g, "")), {
  error: MSG.contactNumberFormat
});
var BUSINESS_TYPES = ["idea", "trading"];
var IDEA_FIELDS = [
  "business_idea",
  "what_need_does_it_meet",
  "who_will_be_your_customers",
  "usp",
  "competitors",
  "what_will_you_charge",
  "advertise",
  "where_will_you_sell"
];
var IDEA_LABELS = {
  business_idea: "What is your business idea?",
  what_need_does_it_meet: "What need does it meet?",
  who_will_be_your_customers: "Who will be your customers?",
  usp: "What is your unique selling point?",
  competitors: "Who are your competitors?",
  what_will_you_charge: "What will you charge?",
  advertise: "How will you advertise?",
  where_will_you_sell: "Where will you sell?"
};
var blankToUndefined = (v) => typeof v === "string" && v.trim() === "" ? void 0 : v;
var optional = (schema) => z7.preprocess(blankToUndefined, schema.optional());
var dateSchema = z7.string({ error: MSG.required }).trim().min(1, { error: MSG.required, abort: true }).transform((v, ctx) => {
  const dmy = v.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  const iso = v.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  const [y, m, d] = dmy ? [dmy[3], dmy[2], dmy[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  const date3 = /* @__PURE__ */ new Date(`${y}-${m?.padStart(2, "0")}-${d?.padStart(2, "0")}T00:00:00Z`);
  if (!y || Number.isNaN(date3.getTime()) || date3.getUTCDate() !== Number(d)) {
    ctx.addIssue({ code: "custom", message: MSG.invalidDate });
    return z7.NEVER;
  }
  return date3.toISOString().slice(0, 10);
});
var idSchema = (message2 = MSG.required) => z7.preprocess(blankToUndefined, rowIdSchema(message2));
var idListSchema = (message2 = MSG.required) => z7.preprocess(
  (v) => (v === void 0 || v === null ? [] : Array.isArray(v) ? v : String(v).split(",")).map(blankToUndefined).filter((x) => x !== void 0),
  z7.array(rowIdSchema(message2)).min(1, { error: message2 })
);
var urlSchema = z7.string().trim().max(500, { error: MSG.invalidUrl }).regex(/^https?:\/\/[^\s.]+\.[^\s]+$/i, { error: MSG.invalidUrl });
var accepted = (message2) => z7.preprocess(
  (v) => v === true || v === "true" || v === "1" || v === 1 || v === "on",
  z7.literal(true, { error: message2 })
);
var fileSchema = z7.instanceof(Uint8Array, { error: MSG.required }).meta({ type: "string", format: "binary" });
var fields = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  password: passwordSchema,
  acceptTerms: accepted(MSG.acceptTerms),
  acceptAgreement: accepted(MSG.acceptAgreement),
  birthday: dateSchema,
  location: requiredText().pipe(z7.string().max(200)),
  postCode: requiredText().pipe(postCodeSchema),
  contactNumber: requiredText().pipe(contactNumberSchema),
  businessName: requiredText().pipe(z7.string().max(200)),
  position: requiredText().pipe(z7.string().max(200)),
  url: optional(urlSchema),
  optionalText: (max = 5e3) => optional(z7.string().trim().max(max)),
  optionalDate: optional(dateSchema),
  menteesLimit: z7.preprocess(
    (v) => blankToUndefined(v) ?? MENTEES_LIMIT.default,
    z7.coerce.number().int().min(MENTEES_LIMIT.min, { error: MSG.limitOfMenteesMin }).max(MENTEES_LIMIT.max, { error: MSG.limitOfMenteesMax })
  ),
  loanAmount: optional(
    z7.coerce.number({ error: MSG.required }).min(0, { error: MSG.required }).lt(MAX_LOAN, { error: MSG.loanMax })
  ),
  businessStatus: optional(z7.enum(BUSINESS_STATUSES, { error: MSG.unknownOption })),
  businessType: optional(z7.enum(BUSINESS_TYPES, { error: MSG.required }))
};
var businessLinkFields = {
  business_website: fields.url,
  business_twitter: fields.url,
  business_facebook: fields.url,
  business_instagram: fields.url,
  business_linkedin: fields.url
};
var assessAnswer = z7.object({
  question_id: rowIdSchema(),
  answer: z7.coerce.number().int().min(1, { error: MSG.required }).max(3, { error: MSG.required }),
  explanation: z7.string().trim().max(2e3).optional().default("")
});
var assessAnswers = z7.preprocess((v) => {
  if (v === void 0 || v === null || v === "") return [];
  if (typeof v !== "string") return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}, z7.array(assessAnswer).max(19));
var registrationCommon = {
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
  accept_agreement: fields.acceptAgreement
};
var mentorRegistration = z7.object({
  ...registrationCommon,
  discover_type_id: idSchema(),
  mentees_limit: fields.menteesLimit,
  business_specializations: idListSchema(),
  skills: idListSchema(MSG.skillsRequired)
});
var menteeRegistrationFields = z7.object({
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
  ...Object.fromEntries(IDEA_FIELDS.map((f) => [f, fields.optionalText()])),
  assess: assessAnswers
});
var menteeRegistration = menteeRegistrationFields.superRefine((v, ctx) => {
  if (surveyVisibility(v.service_id).discover) {
    if (!v.discover_type_id)
      ctx.addIssue({ code: "custom", path: ["discover_type_id"], message: MSG.required });
    if (!v.business_type) ctx.addIssue({ code: "custom", path: ["business_type"], message: MSG.required });
  }
  const lateEnd = courseDateProblem(v);
  if (lateEnd) ctx.addIssue({ code: "custom", path: [lateEnd], message: MSG.invalidDate });
}).transform((v) => applySurveyRules(v));
var surveyUpdateBody = z7.object({
  assess: assessAnswers.refine((a) => a.length === 19, { error: MSG.assessIncomplete }),
  ...Object.fromEntries(IDEA_FIELDS.map((f) => [f, fields.optionalText()]))
});
var signupRoleSchema = z7.enum(MEMBER_ROLES, { error: MSG.roleRequired });

// ../../packages/contracts/src/profile.ts
import { z as z10 } from "zod";

// ../../packages/contracts/src/trust.ts
import { z as z9 } from "zod";

// ../../packages/contracts/src/workspace.ts
import { z as z8 } from "zod";
var MILESTONE_NAME_MAX = 200;
var TEMPLATE_NAME_MAX = 200;
var TASK_TITLE_MAX = 500;
var NOTES_MAX = 5e3;
var COMMENT_MAX = 5e3;
var TASKS_MAX = 50;
var TASK_LINK = /\[([^\]]+)\]\(([^)\s]*)\)/g;
var isSafeLink = (url) => /^https?:\/\/[^\s]+$/i.test(url);
var unsafeLinks = (title) => [...title.matchAll(TASK_LINK)].map((m) => m[2] ?? "").filter((url) => !isSafeLink(url));
var taskInput = z8.union([z8.string(), z8.object({ id: rowIdSchema().optional(), title: z8.string() })]);
var tasksSchema = z8.preprocess(
  (v) => {
    if (typeof v !== "string") return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z8.array(taskInput, { error: MSG.tasksRequired }).min(1, { error: MSG.tasksRequired }).max(TASKS_MAX).superRefine((tasks2, ctx) => {
    tasks2.forEach((t, i) => {
      const title = (typeof t === "string" ? t : t.title).trim();
      if (!title) ctx.addIssue({ code: "custom", path: [i], message: MSG.fieldRequired });
      else if (title.length > TASK_TITLE_MAX)
        ctx.addIssue({ code: "custom", path: [i], message: MSG.taskTooLong });
      else if (unsafeLinks(title).length)
        ctx.addIssue({ code: "custom", path: [i], message: MSG.taskLinkUnsafe });
    });
  }).transform(
    (tasks2) => tasks2.map((t) => typeof t === "string" ? { title: t.trim() } : { id: t.id, title: t.title.trim() })
  )
);
var deadlineSchema = z8.string().trim().transform((v, ctx) => {
  const dmy = v.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2}))?$/);
  const ymd = v.match(/^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2}))?$/);
  const iso = !dmy && !ymd && /^\d{4}-\d{2}-\d{2}T/.test(v) ? new Date(v) : null;
  let date3 = iso;
  if (dmy || ymd) {
    const [y, m, d, hh, mm] = dmy ? [dmy[3], dmy[2], dmy[1], dmy[4], dmy[5]] : [ymd[1], ymd[2], ymd[3], ymd[4], ymd[5]];
    date3 = /* @__PURE__ */ new Date(
      `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}T${(hh ?? "00").padStart(2, "0")}:${mm ?? "00"}:00Z`
    );
    if (date3.getUTCDate() !== Number(d)) date3 = null;
  }
  if (!date3 || Number.isNaN(date3.getTime())) {
    ctx.addIssue({ code: "custom", message: MSG.invalidDate });
    return z8.NEVER;
  }
  return date3.toISOString();
});
var blank = (v) => v === "" || v === null ? void 0 : v;
var milestoneBody = z8.object({
  milestone_name: requiredText(MSG.required).pipe(z8.string().max(MILESTONE_NAME_MAX)),
  /** Built only when a date is given: absent or empty leaves the deadline as it is on update. */
  deadline: z8.preprocess(blank, deadlineSchema.optional()),
  notes: z8.preprocess(blank, z8.string().trim().max(NOTES_MAX).optional()),
  tasks: tasksSchema
});
var templateCreateBody = milestoneBody.extend({
  template_name: requiredText(MSG.required).pipe(z8.string().max(TEMPLATE_NAME_MAX))
});
var templateSettingsBody = z8.object({
  template_name: requiredText(MSG.required).pipe(z8.string().max(TEMPLATE_NAME_MAX))
});
var menteeIdsBody = z8.object({
  mentee_ids: z8.preprocess(
    (v) => (v === void 0 || v === null ? [] : Array.isArray(v) ? v : String(v).split(",")).map((x) => typeof x === "string" ? x.trim() : x).filter((x) => x !== ""),
    z8.array(rowIdSchema(MSG.required)).min(1, { error: MSG.chooseMembers }).max(100)
  )
});
var feedCommentBody = z8.object({
  body: requiredText(MSG.fieldRequired).pipe(z8.string().max(COMMENT_MAX, { error: MSG.commentTooLong }))
});
var feedReadParams = z8.object({ id: rowIdSchema(), feedId: rowIdSchema() });
var feedReadAllQuery = z8.object({ up_to_id: z8.preprocess(blank, rowIdSchema().optional()) });
var task = z8.object({
  id: z8.number().int(),
  /** The title as typed, with `[title](url)` links. */
  title: z8.string(),
  title_markdown: z8.string(),
  /** Safe HTML: text escaped, only http(s) links, opening in a new tab with rel=noopener. */
  title_html: z8.string(),
  order: z8.number().int(),
  done: z8.boolean(),
  mentee_done: z8.boolean(),
  /** The Captain's verdict: true (thumb up), false (thumb down) or null (none yet). */
  mentor_done: z8.boolean().nullable()
});
var milestone = z8.object({
  id: z8.number().int(),
  milestone_name: z8.string(),
  deadline: z8.string().nullable(),
  notes: z8.string().nullable(),
  is_done: z8.boolean(),
  done: z8.boolean(),
  /** Past its deadline and not done. */
  overdue: z8.boolean(),
  /** The template it was copied from, if any. */
  template_id: z8.number().int().nullable(),
  tasks: z8.array(task)
});
var owner = z8.object({
  id: z8.number().int(),
  avatar: z8.string().nullable(),
  first_name: z8.string(),
  last_name: z8.string()
});
var feedComment = z8.object({
  id: z8.number().int(),
  body: z8.string(),
  created_at: z8.string(),
  /** null: a system comment (a milestone added or completed, a template attached, a task done). */
  owner: owner.nullable(),
  /** Whether the reader has seen it (own comments count as read). */
  is_read: z8.boolean(),
  /** A moderator hid it (issue 33): `body` is then "Removed by a moderator". */
  removed: z8.boolean().optional()
});
var template = z8.object({
  id: z8.number().int(),
  template_name: z8.string(),
  created_at: z8.string(),
  milestones: z8.array(milestone),
  /** Members whose mentoring the template is attached to. */
  assigned_mentees: z8.array(z8.number().int())
});
var templateSummary = template.omit({ milestones: true }).extend({
  milestones_count: z8.number().int()
});
var taskResult = z8.object({ task, milestone_done: z8.boolean() });
var readResult = z8.object({ feed_unread_comments_count: z8.number().int() });

// ../../packages/contracts/src/trust.ts
var RESPONSIVENESS_LABELS = ["within_a_day", "within_3_days", "slow", "new"];
var RESPONSIVENESS_MIN_ANSWERS = 3;
var RESPONSIVENESS_WINDOW_DAYS = 90;
var responsiveness = z9.object({
  label: z9.enum(RESPONSIVENESS_LABELS),
  /** The median hours to answer a request or send a first chat reply; null for a new captain. */
  median_hours: z9.number().nullable()
});
function responsivenessOf(medianHours, answers) {
  if (answers < RESPONSIVENESS_MIN_ANSWERS || medianHours === null)
    return { label: "new", median_hours: null };
  const median_hours = Math.round(medianHours * 10) / 10;
  const label = medianHours <= 24 ? "within_a_day" : medianHours <= 72 ? "within_3_days" : "slow";
  return { label, median_hours };
}
var QUESTION_MAX = 1500;
var requestQuestionBody = z9.object({
  body: z9.string().trim().min(1, { error: MSG.questionRequired }).max(QUESTION_MAX, { error: MSG.messageTooLong })
});
var END_REASONS = ["goals_reached", "not_a_fit", "no_time", "other"];
var ALL_END_REASONS = [...END_REASONS, "blocked", "account_closed"];
var END_REASON_TEXT = {
  goals_reached: "Goals reached",
  not_a_fit: "Not a good fit",
  no_time: "No time",
  other: "Other",
  blocked: "Blocked",
  account_closed: "Account closed"
};
var END_NOTE_MAX = 1e3;
var endMentoringBody = z9.object({
  reason: z9.enum(END_REASONS, { error: MSG.endReasonRequired }),
  note: z9.string().trim().max(END_NOTE_MAX, { error: MSG.endNoteLength }).optional().transform((v) => v ? v : void 0)
});
var endMentoringResult = z9.object({
  mentoring_id: z9.number().int(),
  ended_at: z9.string(),
  end_reason: z9.enum(ALL_END_REASONS),
  /** Goals reached: where the certificate is. */
  certificate: z9.string().nullable()
});
var endedMentoring = z9.object({
  id: z9.number().int(),
  mentoring_name: z9.string(),
  created_at: z9.string(),
  ended_at: z9.string(),
  end_reason: z9.enum(ALL_END_REASONS).nullable(),
  end_note: z9.string().nullable(),
  /** Whether the reader ended it. */
  ended_by_me: z9.boolean(),
  other: z9.object({ id: z9.number().int(), first_name: z9.string(), last_name: z9.string() }),
  milestones_done: z9.number().int(),
  milestones_total: z9.number().int(),
  tasks_done: z9.number().int(),
  tasks_total: z9.number().int(),
  certificate: z9.string().nullable(),
  /** The plan and the feed as they were: read-only history. */
  milestones: z9.array(milestone),
  feed: z9.array(feedComment)
});

// ../../packages/contracts/src/profile.ts
var flattenIds = (names) => (v) => {
  if (typeof v !== "object" || v === null) return v;
  const out = { ...v };
  for (const name of names) {
    const nested = out[name];
    const bracket = out[`${name}[id]`];
    if (bracket !== void 0) out[`${name}_id`] = bracket;
    else if (typeof nested === "object" && nested !== null && "id" in nested)
      out[`${name}_id`] = nested.id;
    delete out[name];
    delete out[`${name}[id]`];
  }
  return out;
};
var avatarBody = z10.object({ avatar: fileSchema });
var bgImageBody = z10.object({ bg_image: fileSchema });
var detailsBody = z10.preprocess(
  flattenIds(["business_sector"]),
  z10.object({
    first_name: fields.firstName,
    last_name: fields.lastName,
    email: emailSchema,
    birthday: fields.optionalDate,
    location: fields.optionalText(200),
    post_code: z10.preprocess((v) => v === "" ? void 0 : v, postCodeSchema.optional()),
    contact_number: z10.preprocess((v) => v === "" ? void 0 : v, contactNumberSchema.optional()),
    business_name: fields.optionalText(200),
    position_within_business: fields.optionalText(200),
    business_sector_id: z10.preprocess((v) => v === "" || v === null ? void 0 : v, idSchema().optional()),
    linkedin: fields.url,
    business_website: fields.url,
    cv: fileSchema.optional()
  })
);
var surveyDetailsBody = z10.preprocess(
  flattenIds(["service_connection", "service_type", "discover_type", "service"]),
  z10.object({
    service_connection_id: idSchema(),
    service_type_id: idSchema(),
    discover_type_id: z10.preprocess((v) => v === "" ? void 0 : v, idSchema().optional()),
    service_id: z10.preprocess((v) => v === "" ? void 0 : v, idSchema().optional()),
    course_name: fields.optionalText(200),
    course_date_from: fields.optionalDate,
    course_date_to: fields.optionalDate,
    loan_amount: fields.loanAmount,
    business_status: z10.preprocess(
      (v) => v === "" ? void 0 : v,
      z10.enum(BUSINESS_STATUSES, { error: MSG.unknownOption }).optional()
    ),
    business_type: fields.businessType,
    referred_text: fields.optionalText(500),
    business_start_date: fields.optionalDate,
    business_description: fields.optionalText(),
    company_number: fields.optionalText(20),
    ...businessLinkFields
  })
);
var surveyDetails = z10.object({
  service_connection: z10.object({ id: z10.number(), name: z10.string() }).nullable(),
  service_type: z10.object({ id: z10.number(), name: z10.string() }).nullable(),
  discover_type: z10.object({ id: z10.number(), name: z10.string() }).nullable(),
  service: z10.object({ id: z10.number(), name: z10.string() }).nullable(),
  course_name: z10.string().nullable(),
  course_date_from: z10.string().nullable(),
  course_date_to: z10.string().nullable(),
  loan_amount: z10.string().nullable(),
  business_status: z10.string().nullable(),
  business_type: z10.string().nullable(),
  referred_text: z10.string().nullable(),
  business_start_date: z10.string().nullable(),
  business_description: z10.string().nullable(),
  company_number: z10.string().nullable(),
  business_website: z10.string().nullable(),
  business_twitter: z10.string().nullable(),
  business_facebook: z10.string().nullable(),
  business_instagram: z10.string().nullable(),
  business_linkedin: z10.string().nullable()
});
var experienceBody = z10.object({
  company_name: z10.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(200),
  practice: z10.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(200),
  date_from: fields.birthday,
  date_to: fields.optionalDate,
  current: z10.preprocess((v) => v === true || v === "true" || v === "1" || v === 1, z10.boolean())
}).superRefine((v, ctx) => {
  if (!v.current && !v.date_to)
    ctx.addIssue({ code: "custom", path: ["date_to"], message: MSG.invalidDate });
  if (!v.current && v.date_to && v.date_to < v.date_from) {
    ctx.addIssue({ code: "custom", path: ["date_to"], message: MSG.invalidDate });
  }
}).transform((v) => ({ ...v, date_to: v.current ? void 0 : v.date_to }));
var professionalExperienceBody = z10.object({
  professional_experience: z10.string().max(2e4).default("")
});
var otherExpertiseName = z10.object({
  name: z10.string().trim().min(1, { error: MSG.required }).max(80)
});
var idParam = z10.object({ id: rowIdSchema() });
var flag = z10.preprocess(
  (v) => v === true || v === "true" || v === "1" || v === 1 || v === "on",
  z10.boolean()
);
var mentorSettingsBody = z10.object({
  mentees_limit: fields.menteesLimit,
  disable_mentoring_requests: flag,
  accept_chats: flag,
  sharing_information: flag.optional()
});
var emailSettings = z10.object({
  feed_notifications: z10.union([z10.literal(0), z10.literal(1)]),
  chat_notifications: z10.union([z10.literal(0), z10.literal(1)]),
  system_notifications: z10.union([z10.literal(0), z10.literal(1)]),
  weekly_newsletters: z10.union([z10.literal(0), z10.literal(1)])
});
var bit = z10.preprocess(
  (v) => v === void 0 || v === "" ? void 0 : v === true || v === "true" || v === "1" || v === 1,
  z10.boolean().optional()
);
var emailSettingsQuery = z10.object({ feed: bit, chat: bit, system: bit, weekly: bit });
var changeRequest = z10.object({
  status: z10.enum(["pending", "approved", "completedFirstly"]).nullable(),
  survey_exists: z10.boolean()
});
var REQUEST_STATUSES = [
  "pending",
  "accepted",
  "canceled_by_mentee",
  "cancelled_by_mentor",
  /** Unanswered for REQUEST_EXPIRY_DAYS (issue 33): the Member may ask again, this captain or another. */
  "expired"
];
var canSendRequest = (hasCaptain, status) => !hasCaptain && status !== "accepted";
var named2 = z10.object({ id: z10.number().int(), name: z10.string() });
var publicProfile = z10.object({
  id: z10.number().int(),
  type: z10.enum(["mentor", "mentee"]),
  first_name: z10.string(),
  last_name: z10.string(),
  avatar: z10.string().nullable(),
  bg_image: z10.string().nullable(),
  location: z10.string().nullable(),
  business_name: z10.string().nullable(),
  position_within_business: z10.string().nullable(),
  business_sector: named2.nullable(),
  linkedin: z10.string().nullable(),
  business_website: z10.string().nullable(),
  professional_experience: z10.string().nullable(),
  experience: z10.array(
    z10.object({
      id: z10.number().int(),
      company_name: z10.string(),
      practice: z10.string(),
      start_date: z10.string(),
      finish_date: z10.string().nullable(),
      current: z10.boolean()
    })
  ),
  other_expertise: z10.array(z10.string()),
  business_specializations: z10.array(named2),
  skills: z10.array(z10.object({ id: z10.number().int(), name: z10.string(), category: named2.nullable() })),
  /** Captains: open for requests and under their members limit. */
  available: z10.boolean(),
  accept_chats: z10.boolean(),
  /** Captains: how many Members they mentor now. */
  mentees: z10.number().int(),
  mentees_limit: z10.number().int().nullable(),
  /** Total of the experience cards, in whole years. */
  ownership_experience_years: z10.number().int(),
  /** Match percent for the Member looking (matching issue); null otherwise. */
  match: z10.number().int().nullable(),
  /** The looking Member's request to this captain, if any. */
  request_status: z10.enum(REQUEST_STATUSES).nullable(),
  /** The captain's words when they declined the Member's latest request (decision 0027). */
  decline_reason: z10.string().nullable().optional(),
  can_send_request: z10.boolean(),
  /** Members: whether the looker may open their survey. */
  can_view_survey: z10.boolean(),
  survey_exists: z10.boolean(),
  is_me: z10.boolean(),
  /** Captains: how quickly they answer (issue 33); null for Members. */
  responsiveness: responsiveness.nullable().optional(),
  /** Captains: mentorings ended with goals reached (the thank-you record). */
  completions: z10.number().int().optional()
});

// ../../packages/contracts/src/matching.ts
import { z as z11 } from "zod";
var idList = z11.preprocess(
  (v) => v === void 0 || v === "" ? [] : (Array.isArray(v) ? v : String(v).split(",")).filter((x) => x !== ""),
  z11.array(rowIdSchema())
);
var bool = z11.preprocess(
  (v) => v === void 0 || v === "" ? void 0 : v === true || v === "1" || v === "true",
  z11.boolean().optional()
);
var captainListQuery = z11.object({
  startup: bool,
  specialisms: idList,
  skills: idList,
  location: z11.string().trim().max(100).optional(),
  available: bool,
  limit: z11.coerce.number().int().min(1).max(50).default(12),
  offset: z11.coerce.number().int().min(0).max(ID_MAX).default(0)
});
var named3 = z11.object({ id: z11.number().int(), name: z11.string() });
var captainCard = z11.object({
  id: z11.number().int(),
  first_name: z11.string(),
  last_name: z11.string(),
  avatar: z11.string().nullable(),
  location: z11.string().nullable(),
  business_name: z11.string().nullable(),
  position_within_business: z11.string().nullable(),
  business_specializations: z11.array(named3),
  skills: z11.array(named3),
  available: z11.boolean(),
  mentees: z11.number().int(),
  mentees_limit: z11.number().int().nullable(),
  ownership_experience_years: z11.number().int(),
  /** 0–100 for a Member; null when a captain looks. */
  match: z11.number().int().nullable(),
  /** The top reasons behind the match, best first. */
  reasons: z11.array(z11.string()),
  request_status: z11.enum(REQUEST_STATUSES).nullable(),
  can_send_request: z11.boolean(),
  /** How quickly the captain answers (issue 33); it does not change the match. */
  responsiveness
});
var captainList = z11.object({
  data: z11.array(captainCard),
  meta: z11.object({ total: z11.number().int(), limit: z11.number().int(), offset: z11.number().int() })
});
var person = z11.object({
  id: z11.number().int(),
  first_name: z11.string(),
  last_name: z11.string(),
  avatar: z11.string().nullable(),
  location: z11.string().nullable(),
  business_name: z11.string().nullable(),
  position_within_business: z11.string().nullable()
});
var mentoringRequest = z11.object({
  id: z11.number().int(),
  status: z11.enum(REQUEST_STATUSES),
  created_at: z11.string(),
  mentee: person.optional(),
  mentor: person.optional()
});
var mentoring = z11.object({
  id: z11.number().int(),
  mentoring_name: z11.string(),
  created_at: z11.string(),
  milestones: z11.array(milestone),
  /** Tasks of the plan not done yet. */
  undone_tasks_count: z11.number().int(),
  /** Comments of the feed the reader has not read (their own and none of the system's count). */
  feed_unread_comments_count: z11.number().int(),
  feed: z11.array(feedComment),
  mentor: person.optional(),
  mentee: person.optional()
});
var DECLINE_REASON_MAX = 500;
var declineRequestBody = z11.object({
  reason: z11.string().trim().max(DECLINE_REASON_MAX, { error: MSG.declineReasonLength }).optional().transform((v) => v ? v : void 0)
}).optional();
var requestResult = z11.object({
  request_status: z11.enum(REQUEST_STATUSES),
  request_id: z11.number().int()
});

// ../../packages/contracts/src/chat.ts
import { z as z12 } from "zod";
var CHAT_PAGE_SIZE = 10;
var CHAT_PAGE_MAX = 50;
var MESSAGE_MAX = 2e3;
var CHAT_SEARCH_MAX = 200;
var CHAT_BOT_ID = 0;
var CHAT_BOT_NAME = "Knowledge Exchange Hub";
var chatWelcomeText = (firstName) => `Welcome to the X-Forces Knowledge Exchange Hub, ${firstName}! This is your chat: find a Business Captain or a Member, open their profile and start a conversation. Your conversations and their unread messages show here.`;
var CHAT_MEMBER_TYPES = ["chat_bot", ...ROLES];
var REALTIME_PATH = "/socket.io";
var conversationRoom = (id) => `conversation.${id}`;
var CHAT_EVENTS = {
  /** A new message in a conversation the socket's user belongs to (payload: ChatMessage). */
  message: "ConversationMessage",
  /**
   * Presence, only of the people one shares a conversation with: `{ user_id, online }` as they come
   * and go; asked for with an ack, `{ user_ids }` of those online now.
   */
  online: "online",
  /** Client → server: join a conversation's room (`{ conversation_id }`), acknowledged `{ ok }`. */
  join: "join"
};
var conversationCreateBody = z12.object({ member_id: rowIdSchema(MSG.chatMemberInvalid) });
var conversationPageQuery = z12.object({
  limit: z12.coerce.number().int().min(1).max(CHAT_PAGE_MAX).default(CHAT_PAGE_SIZE),
  offset: z12.coerce.number().int().min(0).max(ID_MAX).default(0)
});
var clientId = z12.string({ error: MSG.chatClientIdInvalid }).regex(/^[\w.:-]{1,100}$/, { error: MSG.chatClientIdInvalid });
var messageSendBody = z12.object({
  body: requiredText(MSG.fieldRequired).pipe(z12.string().max(MESSAGE_MAX, { error: MSG.messageTooLong })),
  client_id: clientId.optional()
});
var optionalConversation = z12.preprocess(
  (v) => v === "" || v === "null" || v === null ? void 0 : v,
  rowIdSchema().optional()
);
var chatSearchQuery = z12.object({
  query: requiredText(MSG.fieldRequired).pipe(z12.string().max(CHAT_SEARCH_MAX)),
  conversation: optionalConversation
});
var messagesBetweenQuery = z12.object({
  from_message_id: rowIdSchema(),
  to_message_id: rowIdSchema()
});
var chatMessage = z12.object({
  id: z12.number().int(),
  conversation_id: z12.number().int(),
  /** Plain text as typed: the client escapes it when it renders (never HTML). */
  body: z12.string(),
  /** The sender's user id; CHAT_BOT_ID (0) for the chat bot. */
  member_id: z12.number().int(),
  created_at: z12.string(),
  /** The sender's idempotency key, so a client can match its pending copy. */
  client_id: z12.string().nullable(),
  /** A moderator hid it (issue 33): `body` is then "Removed by a moderator". */
  removed: z12.boolean().optional()
});
var chatMember = z12.object({
  id: z12.number().int(),
  type: z12.enum(CHAT_MEMBER_TYPES),
  is_deleted: z12.boolean()
});
var conversation = z12.object({
  id: z12.number().int(),
  name: z12.string(),
  avatar: z12.string().nullable(),
  last_updated: z12.string(),
  last_message: chatMessage.nullable(),
  unread_messages_count: z12.number().int(),
  member: chatMember,
  /** One of the two blocked the other (issue 33): the conversation is read-only history. */
  blocked: z12.boolean().optional()
});
var pageMeta = z12.object({ total: z12.number().int(), limit: z12.number().int(), offset: z12.number().int() });
var conversationPage = z12.object({
  data: conversation.extend({ messages: z12.array(chatMessage) }),
  meta: pageMeta
});
var chatSearchResult = chatMessage.extend({
  conversation: z12.object({ id: z12.number().int(), name: z12.string() })
});

// ../../packages/contracts/src/article-body.ts
var MEDIA_SIZES = { small: "50%", medium: "75%", large: "99%" };
var DEFAULT_IMAGE_SIZE = "large";
var DEFAULT_VIDEO_SIZE = "small";
var ARTICLE_IMAGE_SRC = /^\/uploads\/images\/[a-f0-9]{32}\.(jpg|png|gif)$/;
var ARTICLE_DOCUMENT_HREF = /^\/uploads\/documents\/[a-f0-9]{32}\.(pdf|doc|docx)$/;
var MAX_DEPTH = 12;
var MAX_NODES = 2e4;
var ALT_MAX = 300;
var HEADING_LEVELS = [2, 3, 4];
var MARKS = ["bold", "italic", "underline", "strike", "code", "link"];
var YOUTUBE = /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:[^#]*&)?v=|embed\/|shorts\/)|youtube-nocookie\.com\/embed\/|youtu\.be\/)([\w-]{11})(?:[?&#/]\S*)?$/i;
var VIMEO = /^https?:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d{1,12})(?:[?#/]\S*)?$/i;
function videoEmbedUrl(input) {
  const url = input.trim();
  const youtube = YOUTUBE.exec(url);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`;
  const vimeo = VIMEO.exec(url);
  return vimeo ? `https://player.vimeo.com/video/${vimeo[1]}` : null;
}
function safeHref(input) {
  if (typeof input !== "string") return null;
  const href = input.trim();
  if (href.length > 2e3) return null;
  if (ARTICLE_DOCUMENT_HREF.test(href) || isSafeLink(href)) return href;
  return /^mailto:[^\s<>"]+@[^\s<>"]+$/i.test(href) ? href : null;
}
var isObject = (v) => typeof v === "object" && v !== null;
var sizeOf = (v, fallback) => typeof v === "string" && v in MEDIA_SIZES ? v : fallback;
var shortText = (v, max) => typeof v === "string" ? v.slice(0, max) : null;
var Budget = class {
  left = MAX_NODES;
  take() {
    return this.left-- > 0;
  }
};
function sanitizeMarks(marks) {
  if (!Array.isArray(marks)) return void 0;
  const out = [];
  for (const m of marks) {
    if (!isObject(m) || !MARKS.includes(m.type)) continue;
    if (out.some((o) => o.type === m.type)) continue;
    if (m.type === "link") {
      const href = safeHref(isObject(m.attrs) ? m.attrs.href : void 0);
      if (href) out.push({ type: "link", attrs: { href } });
    } else out.push({ type: m.type });
  }
  return out.length ? out : void 0;
}
function sanitizeInline(nodes, depth, budget, plain = false) {
  if (!Array.isArray(nodes) || depth > MAX_DEPTH) return [];
  const out = [];
  for (const n of nodes) {
    if (!isObject(n) || !budget.take()) continue;
    if (n.type === "text") {
      if (typeof n.text !== "string" || n.text === "") continue;
      const marks = plain ? void 0 : sanitizeMarks(n.marks);
      out.push(marks ? { type: "text", text: n.text, marks } : { type: "text", text: n.text });
    } else if (n.type === "hardBreak" && !plain) out.push({ type: "hardBreak" });
    else out.push(...sanitizeInline(n.content, depth + 1, budget, plain));
  }
  return out;
}
function media(n) {
  const attrs = isObject(n.attrs) ? n.attrs : {};
  if (n.type === "image") {
    if (typeof attrs.src !== "string" || !ARTICLE_IMAGE_SRC.test(attrs.src)) return null;
    return {
      type: "image",
      attrs: {
        src: attrs.src,
        alt: shortText(attrs.alt, ALT_MAX),
        title: shortText(attrs.title, ALT_MAX),
        size: sizeOf(attrs.size, DEFAULT_IMAGE_SIZE)
      }
    };
  }
  const src = typeof attrs.src === "string" ? videoEmbedUrl(attrs.src) : null;
  return src ? { type: "video", attrs: { src, size: sizeOf(attrs.size, DEFAULT_VIDEO_SIZE) } } : null;
}
function sanitizeBlocks(nodes, depth, budget) {
  if (!Array.isArray(nodes) || depth > MAX_DEPTH) return [];
  const out = [];
  let loose = [];
  const flush = () => {
    if (loose.length) out.push({ type: "paragraph", content: loose });
    loose = [];
  };
  for (const n of nodes) {
    if (!isObject(n) || !budget.take()) continue;
    if (n.type === "text" || n.type === "hardBreak") {
      loose.push(...sanitizeInline([n], depth, budget));
      continue;
    }
    flush();
    switch (n.type) {
      case "paragraph":
        out.push({ type: "paragraph", content: sanitizeInline(n.content, depth + 1, budget) });
        break;
      case "heading": {
        const asked = isObject(n.attrs) ? Number(n.attrs.level) : 2;
        const level = HEADING_LEVELS.find((l) => l === asked) ?? (asked < 2 ? 2 : 4);
        out.push({
          type: "heading",
          attrs: { level },
          content: sanitizeInline(n.content, depth + 1, budget)
        });
        break;
      }
      case "blockquote": {
        const content = sanitizeBlocks(n.content, depth + 1, budget);
        out.push({
          type: "blockquote",
          content: content.length ? content : [{ type: "paragraph", content: [] }]
        });
        break;
      }
      case "bulletList":
      case "orderedList": {
        const items = (Array.isArray(n.content) ? n.content : []).map((item) => {
          const inner = isObject(item) && item.type === "listItem" ? item.content : [item];
          const content = sanitizeBlocks(inner, depth + 2, budget);
          return {
            type: "listItem",
            content: content.length ? content : [{ type: "paragraph", content: [] }]
          };
        });
        if (!items.length) break;
        const start = isObject(n.attrs) ? Math.trunc(Number(n.attrs.start)) : 1;
        out.push(
          n.type === "orderedList" ? {
            type: "orderedList",
            attrs: { start: start >= 1 && start <= 1e4 ? start : 1 },
            content: items
          } : { type: "bulletList", content: items }
        );
        break;
      }
      case "codeBlock":
        out.push({ type: "codeBlock", content: sanitizeInline(n.content, depth + 1, budget, true) });
        break;
      case "horizontalRule":
        out.push({ type: "horizontalRule" });
        break;
      case "image":
      case "video":
      case "youtube": {
        const m = media({ ...n, type: n.type === "youtube" ? "video" : n.type });
        if (m) out.push(m);
        break;
      }
      default:
        out.push(...sanitizeBlocks(n.content, depth + 1, budget));
    }
  }
  flush();
  return out;
}
function sanitizeArticleBody(input) {
  const content = isObject(input) && input.type === "doc" ? input.content : input;
  return { type: "doc", content: sanitizeBlocks(content, 0, new Budget()) };
}
function nodeText(node) {
  if (node.type === "text") return node.text ?? "";
  if (node.type === "hardBreak") return "\n";
  const inner = (node.content ?? []).map(nodeText);
  const isBlockList = (node.content ?? []).some((c) => c.type !== "text" && c.type !== "hardBreak");
  return inner.join(isBlockList ? "\n" : "");
}
var articlePlainText = (doc) => doc.content.map(nodeText).join("\n").trim();
var SHORT_DESCRIPTION_FALLBACK = "read more in article";
var SHORT_DESCRIPTION_MAX = 300;
function shortDescriptionOf(doc) {
  for (const block of doc.content) {
    if (block.type !== "paragraph") continue;
    const text16 = nodeText(block).replace(/\s+/g, " ").trim();
    if (text16)
      return text16.length > SHORT_DESCRIPTION_MAX ? `${text16.slice(0, SHORT_DESCRIPTION_MAX - 1).trimEnd()}\u2026` : text16;
  }
  return SHORT_DESCRIPTION_FALLBACK;
}
function articleFiles(doc) {
  const found = [];
  const visit = (n) => {
    if (n.type === "image" && typeof n.attrs?.src === "string") found.push(n.attrs.src);
    for (const m of n.marks ?? [])
      if (m.type === "link" && typeof m.attrs?.href === "string" && ARTICLE_DOCUMENT_HREF.test(m.attrs.href))
        found.push(m.attrs.href);
    n.content?.forEach(visit);
  };
  doc.content.forEach(visit);
  return found;
}

// ../../packages/contracts/src/articles.ts
import { z as z13 } from "zod";
var ARTICLE_PAGE_SIZE = 20;
var ARTICLE_PAGE_MAX = 50;
var ARTICLE_TOTAL_CAP = 1e3;
var ARTICLE_TITLE_MAX = 80;
var ARTICLE_TAGS_MAX = 10;
var ARTICLE_TAG_MAX = 40;
var ARTICLE_SEARCH_MAX = 200;
var ARTICLE_BODY_MAX = 5e5;
var BAN_REASON_MAX = 2e3;
var ARTICLE_IMAGE_MAX_BYTES = 15e6;
var ARTICLE_PREVIEW_MAX_BYTES = 5e5;
var EDITOR_IMAGE_MAX_BYTES = 15e6;
var DOCUMENT_MAX_BYTES = 15e6;
var ARTICLE_STATUSES = ["published", "pending", "banned", "saved"];
var VISIBILITY = { private: "0", public: "1", members: "2", captains: "3" };
var VISIBILITY_VALUES = ["1", "2", "3", "0"];
function visibilityOf(a) {
  if (a.visibility) return a.visibility;
  if (a.public) return VISIBILITY.public;
  if (a.all_members) return VISIBILITY.members;
  return VISIBILITY.private;
}
var UNSUPPORTED_IMAGE = {
  title: "Uh oh!",
  text: "The file you tried to upload is a type we do not understand.",
  hint: "Supported image formats are JPEG, PNG, and GIF."
};
var HIGHLIGHT_START = "";
var HIGHLIGHT_END = "";
function parseTags(input) {
  const raw = typeof input === "string" ? input.split(",") : input.flatMap((t) => t.split(","));
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const t of raw) {
    const tag = t.trim().replace(/\s+/g, " ");
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      out.push(tag);
    }
  }
  return out;
}
var blank2 = (v) => v === "" || v === null || v === "null" || v === "undefined" ? void 0 : v;
var flag2 = z13.preprocess(
  (v) => blank2(v) === void 0 ? void 0 : v === true || v === 1 || v === "1" || v === "true",
  z13.boolean().optional()
);
var articleBodySchema = z13.preprocess(
  (v) => {
    if (typeof v !== "string") return v;
    if (v.length > ARTICLE_BODY_MAX) return /* @__PURE__ */ Symbol.for("too-long");
    try {
      return JSON.parse(v);
    } catch {
      return /* @__PURE__ */ Symbol.for("bad-json");
    }
  },
  z13.custom((v) => v !== /* @__PURE__ */ Symbol.for("bad-json"), { error: MSG.articleBodyInvalid }).refine((v) => v !== /* @__PURE__ */ Symbol.for("too-long"), { error: MSG.articleBodyTooLong }).refine((v) => typeof v === "object" && v !== null, { error: MSG.articleBodyInvalid }).transform((v) => sanitizeArticleBody(v))
).meta({ type: "string", description: "The TipTap JSON document (text in a form; an object in JSON)" });
var tagsSchema = z13.preprocess(
  (v) => v === void 0 || v === null ? [] : parseTags(Array.isArray(v) ? v.map(String) : String(v)),
  z13.array(z13.string().max(ARTICLE_TAG_MAX, { error: MSG.articleTagTooLong })).min(1, { error: MSG.articleTagsRequired }).max(ARTICLE_TAGS_MAX, { error: MSG.articleTagsTooMany })
);
var memberIds = z13.preprocess(
  (v) => (v === void 0 || v === null ? [] : Array.isArray(v) ? v : String(v).split(",")).map((x) => typeof x === "string" ? x.trim() : x).filter((x) => x !== ""),
  z13.array(rowIdSchema(MSG.chooseMembers)).max(100)
);
var articleSaveBody = z13.object({
  title: requiredText(MSG.required).pipe(
    z13.string().max(ARTICLE_TITLE_MAX, { error: MSG.articleTitleTooLong })
  ),
  body: articleBodySchema,
  short_description: z13.string().max(ARTICLE_BODY_MAX).optional(),
  category_id: z13.preprocess(blank2, rowIdSchema(MSG.articleCategoryRequired)),
  sub_category_id: z13.preprocess(blank2, rowIdSchema(MSG.articleSubCategoryInvalid).optional()),
  tags: tagsSchema,
  public: flag2,
  all_members: flag2,
  visibility: z13.preprocess(
    blank2,
    z13.enum(VISIBILITY_VALUES, { error: MSG.articleVisibilityInvalid }).optional()
  ),
  assigned_mentees: memberIds,
  /** 1: save as a draft; 0: send to the moderator. */
  draft: z13.preprocess(
    (v) => blank2(v) === void 0 ? true : v === true || v === 1 || v === "1" || v === "true",
    z13.boolean()
  ),
  preview_big_image: fileSchema.optional(),
  bg_image: fileSchema.optional(),
  preview_small_image: fileSchema.optional(),
  /** The body's images, comma-joined (recomputed from the body; accepted for the spec's payload). */
  images: z13.union([z13.string(), z13.array(z13.string())]).optional()
});
var articleImageUploadBody = z13.object({ image: fileSchema });
var articleFileUploadBody = z13.object({ file: fileSchema, name: z13.string().max(500).optional() });
var pageFields = {
  limit: z13.coerce.number().int().min(1).max(ARTICLE_PAGE_MAX).default(ARTICLE_PAGE_SIZE),
  offset: z13.coerce.number().int().min(0).max(ID_MAX).default(0)
};
var filterFields = {
  category: z13.preprocess(blank2, rowIdSchema().optional()),
  sub_category: z13.preprocess(blank2, rowIdSchema().optional()),
  tag: z13.preprocess(blank2, z13.string().trim().max(ARTICLE_TAG_MAX).optional())
};
var articleListQuery = z13.object({ ...pageFields, ...filterFields });
var articleQueueQuery = z13.object(pageFields);
var articleSearchQuery = z13.object({
  query: z13.preprocess(blank2, z13.string().trim().max(ARTICLE_SEARCH_MAX).optional()),
  ...filterFields,
  ...pageFields
});
var articleReadQuery = z13.object({ search: z13.preprocess(blank2, z13.enum(["0", "1"]).optional()) });
var myArticlesQuery = z13.object({
  status: z13.preprocess(blank2, z13.enum(["all", ...ARTICLE_STATUSES]).default("all")),
  query: z13.preprocess(blank2, z13.string().trim().max(ARTICLE_SEARCH_MAX).optional()),
  ...pageFields
});
var articleBanBody = z13.object({
  reason: requiredText(MSG.banReasonRequired).pipe(z13.string().max(BAN_REASON_MAX))
});
var named4 = z13.object({ id: z13.number().int(), name: z13.string() });
var articleOwner = z13.object({
  id: z13.number().int(),
  avatar: z13.string().nullable(),
  first_name: z13.string(),
  last_name: z13.string(),
  location: z13.string().nullable(),
  isOnline: z13.boolean(),
  is_deleted: z13.boolean()
});
var reactions = z13.object({
  likes: z13.number().int(),
  dislikes: z13.number().int(),
  liked: z13.boolean(),
  disliked: z13.boolean()
});
var assignedMember = z13.object({
  id: z13.number().int(),
  first_name: z13.string(),
  last_name: z13.string(),
  avatar: z13.string().nullable()
});
var articleCard = z13.object({
  id: z13.number().int(),
  title: z13.string(),
  status: z13.enum(ARTICLE_STATUSES),
  short_description: z13.string(),
  preview_small_image: z13.string().nullable(),
  preview_big_image: z13.string().nullable(),
  category: named4,
  sub_category: named4.nullable(),
  tags: z13.array(z13.string()),
  visibility: z13.enum(VISIBILITY_VALUES),
  owner: articleOwner,
  likes: z13.number().int(),
  dislikes: z13.number().int(),
  published_at: z13.string().nullable(),
  updated_at: z13.string(),
  /** Search only: title and an excerpt with HIGHLIGHT_START/END around the matches. */
  highlight: z13.object({ title: z13.string(), excerpt: z13.string() }).optional(),
  /** My Articles: a published version stays readable while a newer one waits or is a draft. */
  has_live_version: z13.boolean()
});
var article = articleCard.omit({ highlight: true }).extend({
  bg_image: z13.string().nullable(),
  body: z13.custom().meta({ type: "object", description: "TipTap JSON (allow-listed)" }),
  category: articleCategory,
  public: z13.boolean(),
  all_members: z13.boolean(),
  assigned_mentees: z13.array(assignedMember),
  draft: z13.boolean(),
  liked: z13.boolean(),
  disliked: z13.boolean(),
  created_at: z13.string(),
  /** The latest moderation reason when banned (author and staff only). */
  ban_reason: z13.string().nullable()
});
var pageMeta2 = z13.object({ total: z13.number().int(), limit: z13.number().int(), offset: z13.number().int() });
var articlePage = z13.object({ data: z13.array(articleCard), meta: pageMeta2 });
var uploadedImage = z13.object({ image: z13.string() });
var uploadedFile = z13.object({ file: z13.string(), name: z13.string() });
var MODERATION_DECISIONS = ["published", "banned"];
var moderationDecision = z13.object({
  id: z13.number().int(),
  decision: z13.enum(MODERATION_DECISIONS),
  reason: z13.string().nullable(),
  created_at: z13.string(),
  moderator: z13.object({ id: z13.number().int(), first_name: z13.string(), last_name: z13.string() })
});
var moderatedArticle = article.extend({ decisions: z13.array(moderationDecision) });

// ../../packages/contracts/src/events.ts
import { z as z14 } from "zod";
var EVENT_TITLE_MAX = 150;
var EVENT_DESCRIPTION_MAX = 5e3;
var EVENT_ADDRESS_MAX = 300;
var EVENT_PHOTO_MAX_BYTES = 1e6;
var EVENT_PHOTO_MIN_SIDE = 500;
var EVENT_TYPES = { public: "0", private: "1" };
var EVENT_FILTERS = ["all", "public", "private", "archive"];
var EVENT_ARCHIVE_LIMIT = 100;
var UNIX_MAX = 4102444800;
var DAY = 86400;
var toMinute = (unixSeconds) => Math.floor(unixSeconds / 60) * 60;
var blank3 = (v) => v === "" || v === null || v === "null" || v === "undefined" ? void 0 : v;
var unixTime = (message2) => z14.preprocess(
  blank3,
  z14.coerce.number({ error: message2 }).int({ error: message2 }).min(0, { error: message2 }).max(UNIX_MAX, { error: message2 }).transform(toMinute)
);
var memberIds2 = z14.preprocess(
  (v) => (v === void 0 || v === null ? [] : Array.isArray(v) ? v : String(v).split(",")).map((x) => typeof x === "string" ? x.trim() : x).filter((x) => x !== ""),
  z14.array(rowIdSchema(MSG.chooseMembers)).max(200)
);
var eventBody = z14.object({
  event_title: requiredText(MSG.required).pipe(
    z14.string().max(EVENT_TITLE_MAX, { error: MSG.eventTitleTooLong })
  ),
  event_description: requiredText(MSG.required).pipe(
    z14.string().max(EVENT_DESCRIPTION_MAX, { error: MSG.eventDescriptionTooLong }).transform((v) => v.replace(/\r\n?/g, "\n"))
  ),
  event_address: requiredText(MSG.required).pipe(
    z14.string().max(EVENT_ADDRESS_MAX, { error: MSG.eventAddressTooLong })
  ),
  event_date: unixTime(MSG.invalidDate).optional(),
  event_start_time: unixTime(MSG.eventTimeRequired),
  event_end_time: unixTime(MSG.eventTimeRequired),
  type_of_event: z14.preprocess(
    (v) => blank3(v) ?? EVENT_TYPES.public,
    z14.enum([EVENT_TYPES.public, EVENT_TYPES.private], { error: MSG.eventTypeInvalid })
  ),
  mentees: memberIds2,
  assigned_mentees: memberIds2,
  event_photo: fileSchema.optional()
}).superRefine((v, ctx) => {
  if (v.event_end_time < v.event_start_time)
    ctx.addIssue({ code: "custom", path: ["event_end_time"], message: MSG.eventEndBeforeStart });
  if (v.type_of_event === EVENT_TYPES.private && v.mentees.length + v.assigned_mentees.length === 0)
    ctx.addIssue({ code: "custom", path: ["mentees"], message: MSG.chooseMembers });
}).transform(({ assigned_mentees, mentees, ...v }) => ({
  ...v,
  // docs/product/validation.md: an event is private when its type is '1'; only then are mentees sent (or kept).
  mentees: v.type_of_event === EVENT_TYPES.private ? [.../* @__PURE__ */ new Set([...mentees, ...assigned_mentees])] : []
}));
var eventListQuery = z14.object({
  date: z14.preprocess(blank3, z14.coerce.number().int().min(0).max(UNIX_MAX).optional()),
  until: z14.preprocess(blank3, z14.coerce.number().int().min(0).max(UNIX_MAX).optional()),
  filter: z14.preprocess(blank3, z14.enum(EVENT_FILTERS).default("all"))
}).transform((q) => {
  const date3 = q.date ?? Math.floor(Date.now() / 1e3 / DAY) * DAY;
  return { filter: q.filter, date: date3, until: q.until !== void 0 && q.until > date3 ? q.until : date3 + DAY };
});
var person2 = z14.object({
  id: z14.number().int(),
  first_name: z14.string(),
  last_name: z14.string(),
  avatar: z14.string().nullable()
});
var event = z14.object({
  id: z14.number().int(),
  title: z14.string(),
  description: z14.string(),
  address: z14.string(),
  /** Unix seconds UTC. */
  start_date: z14.number().int(),
  end_date: z14.number().int(),
  is_private: z14.boolean(),
  photo: z14.string().nullable(),
  mentees: z14.array(person2),
  is_mine: z14.boolean(),
  owner: person2
});

// ../../packages/contracts/src/admin.ts
import { z as z16 } from "zod";

// ../../packages/contracts/src/sessions.ts
import { z as z15 } from "zod";
var SESSION_LENGTHS = [30, 45, 60, 90];
var SESSION_STATUSES = ["proposed", "accepted", "cancelled", "held", "missed"];
var MISSED_BY = ["captain", "member", "both"];
var SESSION_SLOTS_MAX = 3;
var SESSION_AGENDA_MAX = 2e3;
var SESSION_NOTES_MAX = 5e3;
var SESSION_PLACE_MAX = 300;
var SESSION_REASON_MAX = 500;
var SESSION_ACTION_MAX = 500;
var SESSION_ACTIONS_MAX = 20;
var FEEDBACK_TEXT_MAX = 2e3;
var FEEDBACK_MIN_RATINGS = 3;
var FEEDBACK_MIN_MEMBERS = 2;
var FEEDBACK_LOW_SCORE = 2;
var START_MAX = 4102444800;
var optionalText = (max, message2) => z15.preprocess(
  (v) => typeof v === "string" && v.trim() === "" ? void 0 : v,
  z15.string().trim().max(max, { error: message2 }).transform((v) => v.replace(/\r\n?/g, "\n")).optional()
);
var startSchema = z15.number({ error: MSG.sessionStartInvalid }).int({ error: MSG.sessionStartInvalid }).min(0, { error: MSG.sessionStartInvalid }).max(START_MAX, { error: MSG.sessionStartInvalid }).transform((s) => Math.floor(s / 60) * 60);
var lengthSchema = z15.number({ error: MSG.sessionLengthInvalid }).int({ error: MSG.sessionLengthInvalid }).refine((n) => SESSION_LENGTHS.includes(n), { error: MSG.sessionLengthInvalid });
var sessionSlot = z15.object({ start: startSchema, duration_minutes: lengthSchema });
var slotsSchema = z15.array(sessionSlot, { error: MSG.sessionSlotsRequired }).min(1, { error: MSG.sessionSlotsRequired }).max(SESSION_SLOTS_MAX, { error: MSG.sessionSlotsTooMany });
var videoUrl = z15.preprocess(
  (v) => typeof v === "string" && v.trim() === "" ? void 0 : v,
  z15.string().trim().max(SESSION_PLACE_MAX, { error: MSG.sessionVideoInvalid }).refine((v) => /^https?:\/\/[^\s]+$/i.test(v), { error: MSG.sessionVideoInvalid }).optional()
);
var sessionsQuery = z15.object({ mentoring_id: rowIdSchema(MSG.notFound) });
var sessionCreateBody = z15.object({
  mentoring_id: rowIdSchema(MSG.notFound),
  slots: slotsSchema,
  location: optionalText(SESSION_PLACE_MAX, MSG.sessionPlaceTooLong),
  video_url: videoUrl,
  agenda: optionalText(SESSION_AGENDA_MAX, MSG.sessionAgendaTooLong),
  milestone_ids: z15.array(rowIdSchema(MSG.unknownOption)).max(50).default([])
}).refine((b) => b.location || b.video_url, { error: MSG.sessionPlaceRequired, path: ["location"] });
var sessionAcceptBody = z15.object({
  slot: z15.number({ error: MSG.unknownOption }).int({ error: MSG.unknownOption }).min(0, { error: MSG.unknownOption }).max(SESSION_SLOTS_MAX - 1, { error: MSG.unknownOption })
});
var sessionProposeBody = z15.object({ slots: slotsSchema });
var sessionRescheduleBody = sessionSlot;
var sessionCancelBody = z15.object({
  reason: optionalText(SESSION_REASON_MAX, MSG.sessionReasonTooLong)
});
var actionItem = z15.object({
  title: z15.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(SESSION_ACTION_MAX, { error: MSG.taskTooLong }).refine((t) => !unsafeLinks(t).length, { error: MSG.taskLinkUnsafe }),
  milestone_id: rowIdSchema(MSG.unknownOption).nullish()
});
var sessionLogBody = z15.object({
  held: z15.boolean({ error: MSG.required }),
  missed_by: z15.enum(MISSED_BY, { error: MSG.unknownOption }).nullish(),
  duration_minutes: z15.number({ error: MSG.sessionActualInvalid }).int({ error: MSG.sessionActualInvalid }).min(1, { error: MSG.sessionActualInvalid }).max(600, { error: MSG.sessionActualInvalid }).nullish(),
  notes: optionalText(SESSION_NOTES_MAX, MSG.sessionNotesTooLong),
  action_items: z15.array(actionItem).max(SESSION_ACTIONS_MAX).default([])
}).refine((b) => !b.held || b.duration_minutes, {
  error: MSG.sessionActualInvalid,
  path: ["duration_minutes"]
}).refine((b) => b.held || b.missed_by, { error: MSG.sessionMissedByRequired, path: ["missed_by"] });
var sessionFeedbackBody = z15.object({
  score: z15.number({ error: MSG.sessionScoreInvalid }).int({ error: MSG.sessionScoreInvalid }).min(1, { error: MSG.sessionScoreInvalid }).max(5, { error: MSG.sessionScoreInvalid }),
  comment: optionalText(FEEDBACK_TEXT_MAX, MSG.feedbackTooLong),
  private_note: optionalText(FEEDBACK_TEXT_MAX, MSG.feedbackTooLong)
});
var who = z15.object({ id: z15.number().int(), first_name: z15.string(), last_name: z15.string() });
var session = z15.object({
  id: z15.number().int(),
  mentoring_id: z15.number().int(),
  status: z15.enum(SESSION_STATUSES),
  /** The agreed time once accepted; while proposed, the first time offered. Unix seconds UTC. */
  start: z15.number().int(),
  duration_minutes: z15.number().int(),
  /** The times offered (while proposed); the other side accepts one by its index. */
  slots: z15.array(z15.object({ start: z15.number().int(), duration_minutes: z15.number().int() })),
  location: z15.string().nullable(),
  video_url: z15.string().nullable(),
  agenda: z15.string().nullable(),
  milestones: z15.array(z15.object({ id: z15.number().int(), name: z15.string() })),
  proposed_by: who,
  captain: who,
  member: who,
  cancel_reason: z15.string().nullable(),
  cancelled_by: z15.number().int().nullable(),
  missed_by: z15.enum(MISSED_BY).nullable(),
  actual_minutes: z15.number().int().nullable(),
  notes: z15.string().nullable(),
  action_items: z15.array(
    z15.object({
      title: z15.string(),
      milestone_id: z15.number().int().nullable(),
      task_id: z15.number().int().nullable()
    })
  ),
  logged_by: z15.number().int().nullable(),
  /** What the viewer may do now. */
  can: z15.object({
    accept: z15.boolean(),
    propose: z15.boolean(),
    reschedule: z15.boolean(),
    cancel: z15.boolean(),
    log: z15.boolean(),
    feedback: z15.boolean()
  }),
  /** The viewer's own rating of it, if given (nobody sees another's). */
  my_feedback: z15.object({ score: z15.number().int(), comment: z15.string().nullable() }).nullable()
});
var nextSessions = z15.array(z15.object({ mentoring_id: z15.number().int(), start: z15.number().int() }));
var calendarFeed = z15.object({ url: z15.string(), webcal_url: z15.string() });
var calendarSecretParam = z15.object({ secret: z15.string().max(200) });
var CALENDAR_SECRET = /^([A-Za-z0-9_-]{43})\.ics$/;
var feedbackSummary = z15.object({ average: z15.number(), count: z15.number().int(), members: z15.number().int() }).nullable();
var sessionFeedbackItem = z15.object({
  session_id: z15.number().int(),
  mentoring_id: z15.number().int(),
  from: who.extend({ role: z15.enum(["mentor", "mentee"]) }),
  captain: who,
  member: who,
  score: z15.number().int(),
  comment: z15.string().nullable(),
  private_note: z15.string().nullable(),
  session_start: z15.number().int(),
  created_at: z15.string()
});
var sessionsOverview = z15.object({
  held: z15.number().int(),
  hours: z15.number(),
  /** Business Captains who have held at least one session. */
  captains_held: z15.number().int(),
  /** missed / (held + missed), 0–1; null before any is logged. */
  missed_rate: z15.number().nullable(),
  usefulness_avg: z15.number().nullable(),
  pairs_without_session_30d: z15.array(z15.object({ mentoring_id: z15.number().int(), captain: who, member: who })),
  per_week: z15.array(z15.object({ week: z15.string(), held: z15.number().int(), hours: z15.number() })),
  hours_per_captain: z15.array(who.extend({ hours: z15.number(), held: z15.number().int() }))
});
var STAFF_SESSIONS_PAGE = 25;
var STAFF_SESSION_LISTS = ["held", "missed"];
var staffSessionsQuery = z15.object({
  status: z15.enum(STAFF_SESSION_LISTS, { error: MSG.unknownOption }).default("held"),
  limit: z15.coerce.number().int().min(1).max(100).default(STAFF_SESSIONS_PAGE),
  offset: z15.coerce.number().int().min(0).max(ID_MAX).default(0)
});
var staffSessionRow = z15.object({
  id: z15.number().int(),
  mentoring_id: z15.number().int(),
  captain: who,
  member: who,
  start: z15.number().int(),
  duration_minutes: z15.number().int(),
  actual_minutes: z15.number().int().nullable(),
  missed_by: z15.enum(MISSED_BY).nullable(),
  /** The average of both sides' answers to SESSION_QUESTION; null before either answered. */
  usefulness: z15.number().nullable()
});
var staffSessionsPage = z15.object({
  data: z15.array(staffSessionRow),
  meta: z15.object({ total: z15.number().int(), limit: z15.number().int(), offset: z15.number().int() })
});

// ../../packages/contracts/src/admin.ts
var STAFF_ROLES = ["moderator", "admin"];
var ADMIN_PAGE_SIZE = 25;
var ADMIN_PAGE_MAX = 100;
var REFUSAL_REASON_MAX = 2e3;
var blank4 = (v) => v === "" || v === null || v === "null" || v === "undefined" ? void 0 : v;
var page = {
  limit: z16.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(ADMIN_PAGE_SIZE),
  offset: z16.coerce.number().int().min(0).max(ID_MAX).default(0)
};
var day = z16.preprocess(
  blank4,
  z16.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.invalidDate }).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: MSG.invalidDate }).optional()
);
var peopleQuery = z16.object({
  query: z16.preprocess(blank4, z16.string().trim().max(200).optional()),
  role: z16.preprocess(blank4, roleSchema.optional()),
  status: z16.preprocess(blank4, z16.enum(USER_STATUSES).optional()),
  /** Signed up on or after / on or before (UTC days). */
  from: day,
  to: day,
  ...page
});
var roleChangeBody = z16.object({ role: z16.enum(ROLES, { error: MSG.roleRequired }) });
var suspendBody = z16.object({
  reason: z16.preprocess(blank4, z16.string().trim().max(REFUSAL_REASON_MAX).optional())
});
var refuseChangeBody = z16.object({
  reason: requiredText(MSG.refusalReasonRequired).pipe(z16.string().max(REFUSAL_REASON_MAX))
});
var auditLogQuery = z16.object({
  action: z16.preprocess(blank4, z16.string().max(60).optional()),
  ...page
});
var personRow = z16.object({
  id: z16.number().int(),
  type: roleSchema,
  status: z16.enum(USER_STATUSES),
  first_name: z16.string(),
  last_name: z16.string(),
  email: z16.string(),
  avatar: z16.string().nullable(),
  business_name: z16.string().nullable(),
  location: z16.string().nullable(),
  created_at: z16.string(),
  last_sign_in_at: z16.string().nullable()
});
var pageMeta3 = z16.object({ total: z16.number().int(), limit: z16.number().int(), offset: z16.number().int() });
var peoplePage = z16.object({ data: z16.array(personRow), meta: pageMeta3 });
var other = z16.object({ id: z16.number().int(), first_name: z16.string(), last_name: z16.string() });
var personDetail = personRow.extend({
  contact_number: z16.string().nullable(),
  questionnaire: z16.object({
    answers: z16.number().int(),
    change_request_status: z16.enum(CHANGE_REQUEST_STATUSES).nullable()
  }),
  requests: z16.array(
    z16.object({ id: z16.number().int(), status: z16.string(), created_at: z16.string(), with: other })
  ),
  mentorings: z16.array(
    z16.object({
      id: z16.number().int(),
      created_at: z16.string(),
      ended_at: z16.string().nullable(),
      with: other
    })
  ),
  active_tokens: z16.number().int()
});
var changeRequestRow = z16.object({
  member: personRow,
  answers: z16.number().int()
});
var AUDIT_ACTIONS = [
  "article.published",
  "article.banned",
  "user.suspended",
  "user.reactivated",
  "user.role_changed",
  "questionnaire.change_approved",
  "questionnaire.change_refused",
  "report.dismissed",
  "report.hidden",
  "report.warned",
  "report.suspended",
  "user.data_exported",
  "user.erased"
];
var auditEntry = z16.object({
  id: z16.number().int(),
  action: z16.enum(AUDIT_ACTIONS),
  actor: other,
  target: z16.object({ type: z16.enum(["user", "article"]), id: z16.number().int(), label: z16.string() }),
  details: z16.record(z16.string(), z16.string()),
  created_at: z16.string()
});
var auditPage = z16.object({ data: z16.array(auditEntry), meta: pageMeta3 });
var OVERVIEW_WEEKS = 12;
var QUIET_DAYS = 14;
var pairPerson = z16.object({ id: z16.number().int(), first_name: z16.string(), last_name: z16.string() });
var programmeOverview = z16.object({
  generated_at: z16.string(),
  /** Sign-ups per week (weeks start on Monday, UTC), oldest first. */
  signups: z16.array(z16.object({ week: z16.string(), members: z16.number().int(), captains: z16.number().int() })),
  requests: z16.object({
    open: z16.number().int(),
    median_wait_days: z16.number().nullable(),
    longest_wait_days: z16.number().nullable(),
    accepted: z16.number().int(),
    declined: z16.number().int(),
    /** accepted / (accepted + declined), 0–1; null before any decision. */
    acceptance_rate: z16.number().nullable()
  }),
  mentorings: z16.object({
    active: z16.number().int(),
    gone_quiet: z16.array(
      z16.object({
        mentoring_id: z16.number().int(),
        captain: pairPerson,
        member: pairPerson,
        last_activity_at: z16.string()
      })
    )
  }),
  milestones: z16.object({ done: z16.number().int(), overdue: z16.number().int(), open: z16.number().int() }),
  captains_at_capacity: z16.array(pairPerson.extend({ active: z16.number().int(), limit: z16.number().int() })),
  /** Issue 33, over the last 90 days: requests that expired unanswered, how fast captains answer, why pairs ended. */
  trust: z16.object({
    /** expired / (accepted + declined + expired), 0–1; null before any. */
    request_expiry_rate: z16.number().nullable(),
    /** Median hours from a request to its acceptance or decline. */
    median_answer_hours: z16.number().nullable(),
    endings: z16.array(z16.object({ reason: z16.enum(ALL_END_REASONS), count: z16.number().int() })),
    /** Reports waiting for a moderator's decision. */
    reports_open: z16.number().int()
  }),
  /** Members whose re-taken Assess Yourself scored differently from the time before (19–57), latest first. */
  assessment_moves: z16.array(
    z16.object({ member: pairPerson, before: z16.number().int(), after: z16.number().int(), taken_at: z16.string() })
  ),
  /** Mentoring sessions (issue 32): held, hours, missed rate, usefulness, idle pairs, per week. */
  sessions: sessionsOverview
});

// ../../packages/contracts/src/notifications.ts
import { z as z17 } from "zod";
var MAIL_FLAGS = ["feed", "chat", "system", "weekly"];
var unsubscribeQuery = z17.object({
  token: z17.uuid({ error: "This link is not valid." }),
  flag: z17.enum(MAIL_FLAGS, { error: "This link is not valid." })
});
var unsubscribeResult = z17.object({
  flag: z17.enum(MAIL_FLAGS),
  email: z17.string(),
  settings_path: z17.string()
});
var emailSettingsPath = (role) => role === "mentee" ? "/my/details" : "/my/settings";
var digestRunBody = z17.object({ user_id: z17.number().int().min(1).max(ID_MAX).optional() });
var digestRunResult = z17.object({ queued: z17.number().int() });
var digestAudience = z17.object({ recipients: z17.number().int() });
var deadLetter = z17.object({
  id: z17.string(),
  to: z17.string(),
  subject: z17.string(),
  error: z17.string(),
  tries: z17.number().int(),
  first_tried_at: z17.string(),
  failed_at: z17.string()
});
var deadLetterSendBody = z17.object({ id: z17.uuid() });

// ../../packages/contracts/src/live.ts
import { z as z18 } from "zod";
var LIVE_EVENTS = {
  /** Server → client: `ChangedEvent`. */
  changed: "changed"
};
var CHANGED_TOPICS = [
  /** A mentoring's plan or feed: milestones, tasks, comments. */
  "workspace",
  /** Mentoring requests: a new one, withdrawn, accepted, declined; a mentoring ended. */
  "requests",
  /** Events: an invitation to a private event, or an event one is invited to changed or went. */
  "events"
];
var changedEvent = z18.object({
  topic: z18.enum(CHANGED_TOPICS),
  /** The mentoring whose workspace changed (topic 'workspace'). */
  mentoring_id: z18.number().int().positive().optional()
});

// ../../packages/contracts/src/file-signatures.ts
var FILE_MAGIC = {
  jpeg: [255, 216, 255],
  png: [137, 80, 78, 71, 13, 10, 26, 10],
  gif: [71, 73, 70, 56],
  // GIF8(7|9)a
  pdf: [37, 80, 68, 70, 45]
  // %PDF-
};
var startsWithBytes = (data, magic) => magic.every((b, i) => data[i] === b);

// ../../packages/contracts/src/reports.ts
import { z as z19 } from "zod";
var REPORT_TARGET_TYPES = ["user", "message", "feed_comment", "article"];
var REPORT_REASONS = ["harassment", "spam", "inappropriate", "misleading", "other"];
var REPORT_REASON_LABELS = {
  harassment: "Harassment",
  spam: "Spam",
  inappropriate: "Inappropriate",
  misleading: "Misleading",
  other: "Other"
};
var REPORT_TARGET_LABELS = {
  user: "Profile",
  message: "Chat message",
  feed_comment: "Feed comment",
  article: "Article"
};
var REPORT_STATUSES = ["open", "dismissed", "hidden", "warned", "suspended"];
var REPORT_TEXT_MAX = 2e3;
var REMOVED_BY_MODERATOR = "Removed by a moderator";
var blank5 = (v) => v === "" || v === null || v === "null" || v === "undefined" ? void 0 : v;
var reportBody = z19.object({
  target_type: z19.enum(REPORT_TARGET_TYPES, { error: MSG.reportTargetInvalid }),
  target_id: rowIdSchema(MSG.reportTargetInvalid),
  reason: z19.enum(REPORT_REASONS, { error: MSG.reportReasonRequired }),
  text: z19.preprocess(
    blank5,
    z19.string().trim().max(REPORT_TEXT_MAX, { error: MSG.reportTextTooLong }).optional()
  )
}).superRefine((v, ctx) => {
  if (v.reason === "other" && !v.text)
    ctx.addIssue({ code: "custom", path: ["text"], message: MSG.reportTextRequired });
});
var reportCreated = z19.object({ id: z19.number().int(), status: z19.enum(REPORT_STATUSES) });
var reportSnapshot = z19.object({
  /** The text reported: the message, the comment, the article's title and summary, the profile's texts. */
  text: z19.string(),
  title: z19.string().nullable(),
  created_at: z19.string().nullable()
});
var reportPerson = z19.object({
  id: z19.number().int(),
  first_name: z19.string(),
  last_name: z19.string(),
  status: z19.string()
});
var staffReport = z19.object({
  id: z19.number().int(),
  target_type: z19.enum(REPORT_TARGET_TYPES),
  target_id: z19.number().int(),
  reason: z19.enum(REPORT_REASONS),
  text: z19.string().nullable(),
  status: z19.enum(REPORT_STATUSES),
  snapshot: reportSnapshot,
  reporter: reportPerson,
  /** The person whose content (or profile) was reported. */
  reported: reportPerson,
  created_at: z19.string(),
  resolved_at: z19.string().nullable(),
  resolved_by: z19.object({ id: z19.number().int(), first_name: z19.string(), last_name: z19.string() }).nullable(),
  /** Whether hiding applies to this kind of content (a profile is answered by warning or suspending). */
  can_hide: z19.boolean()
});
var reportsQuery = z19.object({
  status: z19.preprocess(blank5, z19.enum(["open", "closed"]).default("open")),
  limit: z19.coerce.number().int().min(1).max(100).default(25),
  offset: z19.coerce.number().int().min(0).max(ID_MAX).default(0)
});
var reportsPage = z19.object({
  data: z19.array(staffReport),
  meta: z19.object({ total: z19.number().int(), limit: z19.number().int(), offset: z19.number().int() })
});
var reportActionBody = z19.object({
  note: z19.preprocess(
    blank5,
    z19.string().trim().max(REPORT_TEXT_MAX, { error: MSG.reportTextTooLong }).optional()
  )
});
var blockBody = z19.object({ user_id: rowIdSchema(MSG.blockUserInvalid) });
var blockParams = z19.object({ user_id: rowIdSchema() });
var blockedPerson = z19.object({
  id: z19.number().int(),
  first_name: z19.string(),
  last_name: z19.string(),
  avatar: z19.string().nullable(),
  blocked_at: z19.string()
});

// ../../packages/contracts/src/account-deletion.ts
import { z as z20 } from "zod";
var ACCOUNT_DELETION_GRACE_DAYS_DEFAULT = 14;
var FORMER_LABELS = { mentee: "Former member", mentor: "Former captain" };
var formerLabel = (id) => `Former member #${id}`;
var accountDeleteBody = z20.object({
  password: z20.string().max(200).optional(),
  otp: otpSchema.optional(),
  keep_articles: z20.boolean().default(false)
}).refine((b) => !!b.password || !!b.otp, { error: MSG.deletionConfirmRequired, path: ["password"] });
var accountDeletion = z20.object({ delete_at: z20.string().nullable() });
var deletionOverview = accountDeletion.extend({
  active_mentorings: z20.number().int(),
  published_articles: z20.number().int(),
  /** Signs in with LinkedIn: offered a code by e-mail instead of the password. */
  linkedin: z20.boolean()
});
var eraseBody = z20.object({
  reason: requiredText(MSG.eraseReasonRequired).pipe(z20.string().max(REFUSAL_REASON_MAX))
});
var pendingDeletion = z20.object({
  id: z20.number().int(),
  type: roleSchema,
  first_name: z20.string(),
  last_name: z20.string(),
  email: z20.string(),
  requested_at: z20.string(),
  delete_at: z20.string(),
  /** Staff asked (Erase now) rather than the person. */
  by_staff: z20.boolean()
});
var pendingDeletions = z20.object({ data: z20.array(pendingDeletion) });
var ACCOUNT_STATUSES = ["active", "suspended", "erased"];

// ../../packages/contracts/src/endpoint.ts
var endpoint = (definition) => definition;

// ../../packages/contracts/src/endpoints/areas.ts
var areas_exports = {};
__export(areas_exports, {
  admin: () => adminEndpoints,
  articles: () => articleEndpoints,
  auth: () => authEndpoints,
  chat: () => chatEndpoints,
  events: () => eventEndpoints,
  matching: () => matchingEndpoints,
  mentoring: () => mentoringEndpoints,
  notifications: () => notificationEndpoints,
  plans: () => planEndpoints,
  privacy: () => privacyEndpoints,
  profile: () => profileEndpoints,
  publicProfile: () => publicProfileEndpoints,
  reports: () => reportEndpoints,
  sessions: () => sessionEndpoints,
  signup: () => signupEndpoints,
  site: () => siteEndpoints,
  survey: () => surveyEndpoints,
  uploads: () => uploadsEndpoints,
  workspace: () => workspaceEndpoints
});

// ../../packages/contracts/src/endpoints/sessions.ts
import { z as z21 } from "zod";
var pair = ["mentor", "mentee"];
var one = envelope(session);
var sessionEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/sessions",
    access: "user",
    query: sessionsQuery,
    response: envelope(z21.array(session))
  }),
  next: endpoint({ method: "GET", path: "/sessions/next", access: pair, response: envelope(nextSessions) }),
  create: endpoint({
    method: "POST",
    path: "/sessions",
    access: pair,
    body: sessionCreateBody,
    response: one
  }),
  accept: endpoint({
    method: "POST",
    path: "/sessions/:id/accept",
    access: pair,
    params: idParam,
    body: sessionAcceptBody,
    response: one
  }),
  propose: endpoint({
    method: "POST",
    path: "/sessions/:id/propose",
    access: pair,
    params: idParam,
    body: sessionProposeBody,
    response: one
  }),
  reschedule: endpoint({
    method: "POST",
    path: "/sessions/:id/reschedule",
    access: pair,
    params: idParam,
    body: sessionRescheduleBody,
    response: one
  }),
  cancel: endpoint({
    method: "POST",
    path: "/sessions/:id/cancel",
    access: pair,
    params: idParam,
    body: sessionCancelBody,
    response: one
  }),
  log: endpoint({
    method: "POST",
    path: "/sessions/:id/log",
    access: pair,
    params: idParam,
    body: sessionLogBody,
    response: one
  }),
  feedback: endpoint({
    method: "POST",
    path: "/sessions/:id/feedback",
    access: pair,
    params: idParam,
    body: sessionFeedbackBody,
    response: one
  }),
  feedbackSummary: endpoint({
    method: "GET",
    path: "/mentor/feedback-summary",
    access: ["mentor"],
    response: envelope(feedbackSummary)
  }),
  staffFeedback: endpoint({
    method: "GET",
    path: "/admin/session-feedback",
    access: ["admin", "moderator"],
    response: envelope(z21.array(sessionFeedbackItem))
  }),
  /** The held or missed sessions behind the programme overview's figures. */
  staffList: endpoint({
    method: "GET",
    path: "/admin/sessions",
    access: ["admin"],
    query: staffSessionsQuery,
    response: staffSessionsPage
  }),
  calendarFeed: endpoint({
    method: "GET",
    path: "/user/calendar-feed",
    access: "user",
    response: envelope(calendarFeed)
  }),
  resetCalendarFeed: endpoint({
    method: "POST",
    path: "/user/calendar-feed/reset",
    access: "user",
    response: envelope(calendarFeed)
  }),
  /** No bearer: the secret in the path is the key (a calendar app cannot send one). */
  calendarFile: endpoint({
    method: "GET",
    path: "/calendar/:secret",
    access: "public",
    params: calendarSecretParam,
    produces: "text/calendar"
  })
};

// ../../packages/contracts/src/endpoints/admin.ts
import { z as z22 } from "zod";
var admins = ["admin"];
var person3 = envelope(personDetail);
var adminEndpoints = {
  /** A page of accounts, newest sign-ups first: `{ data, meta }`. */
  people: endpoint({
    method: "GET",
    path: "/admin/users",
    access: admins,
    query: peopleQuery,
    response: peoplePage
  }),
  /** One account; a preview link may carry a preview token as `?token=` (no bearer). */
  person: endpoint({
    method: "GET",
    path: "/admin/users/:id",
    access: admins,
    params: idParam,
    response: person3
  }),
  suspend: endpoint({
    method: "POST",
    path: "/admin/users/:id/suspend",
    access: admins,
    params: idParam,
    body: suspendBody,
    response: person3
  }),
  reactivate: endpoint({
    method: "POST",
    path: "/admin/users/:id/reactivate",
    access: admins,
    params: idParam,
    response: person3
  }),
  setRole: endpoint({
    method: "POST",
    path: "/admin/users/:id/role",
    access: admins,
    params: idParam,
    body: roleChangeBody,
    response: person3
  }),
  changeRequests: endpoint({
    method: "GET",
    path: "/admin/survey-change-requests",
    access: admins,
    response: envelope(z22.array(changeRequestRow))
  }),
  /** Staff actions, newest first: `{ data, meta }`. */
  auditLog: endpoint({
    method: "GET",
    path: "/admin/audit-log",
    access: admins,
    query: auditLogQuery,
    response: auditPage
  }),
  overview: endpoint({
    method: "GET",
    path: "/admin/overview",
    access: admins,
    response: envelope(programmeOverview)
  })
};

// ../../packages/contracts/src/endpoints/reports.ts
import { z as z23 } from "zod";
var people = ["mentor", "mentee"];
var staff = ["moderator", "admin"];
var decided = envelope(staffReport);
var reportEndpoints = {
  create: endpoint({
    method: "POST",
    path: "/reports",
    access: people,
    body: reportBody,
    response: envelope(reportCreated)
  }),
  /** The open queue (oldest first) or the closed reports (newest first): `{ data, meta }`. */
  queue: endpoint({
    method: "GET",
    path: "/admin/reports",
    access: staff,
    query: reportsQuery,
    response: reportsPage
  }),
  dismiss: endpoint({
    method: "POST",
    path: "/admin/reports/:id/dismiss",
    access: staff,
    params: idParam,
    response: decided
  }),
  hide: endpoint({
    method: "POST",
    path: "/admin/reports/:id/hide",
    access: staff,
    params: idParam,
    response: decided
  }),
  warn: endpoint({
    method: "POST",
    path: "/admin/reports/:id/warn",
    access: staff,
    params: idParam,
    body: reportActionBody,
    response: decided
  }),
  suspend: endpoint({
    method: "POST",
    path: "/admin/reports/:id/suspend",
    access: ["admin"],
    params: idParam,
    body: reportActionBody,
    response: decided
  }),
  blocks: endpoint({
    method: "GET",
    path: "/blocks",
    access: people,
    response: envelope(z23.array(blockedPerson))
  }),
  block: endpoint({
    method: "POST",
    path: "/blocks",
    access: people,
    body: blockBody,
    response: envelope(blockedPerson)
  }),
  unblock: endpoint({
    method: "DELETE",
    path: "/blocks/:user_id",
    access: people,
    params: blockParams,
    response: envelope(messageSchema)
  })
};

// ../../packages/contracts/src/endpoints/privacy.ts
import { z as z24 } from "zod";
var consents = envelope(z24.array(consentItem));
var deletion = envelope(accountDeletion);
var privacyEndpoints = {
  consents: endpoint({ method: "GET", path: "/user/consents", access: "user", response: consents }),
  acceptConsent: endpoint({
    method: "POST",
    path: "/user/consents",
    access: "user",
    body: consentBody,
    response: consents
  }),
  /** Queues a copy of one's data (once a day); `latestExport` follows it. */
  requestExport: endpoint({
    method: "POST",
    path: "/user/data-export",
    access: "user",
    status: 202,
    response: envelope(dataExportCreated)
  }),
  latestExport: endpoint({
    method: "GET",
    path: "/user/data-export",
    access: "user",
    response: envelope(dataExport.nullable())
  }),
  /** The ZIP, once, to the one who asked for it, until it expires. */
  downloadExport: endpoint({
    method: "GET",
    path: "/user/data-export/:id/download",
    access: "user",
    params: idParam,
    produces: "application/zip"
  }),
  /** Queues a copy of a person's data for the admin who asks (audited). */
  exportFor: endpoint({
    method: "POST",
    path: "/admin/users/:id/export",
    access: ["admin"],
    params: idParam,
    status: 202,
    response: envelope(dataExportCreated)
  }),
  deletionOverview: endpoint({
    method: "GET",
    path: "/user/account/delete",
    access: "user",
    response: envelope(deletionOverview)
  }),
  /** Confirmed with the password or a mailed code. */
  requestDeletion: endpoint({
    method: "POST",
    path: "/user/account/delete",
    access: "user",
    body: accountDeleteBody,
    response: deletion
  }),
  sendDeletionCode: endpoint({
    method: "POST",
    path: "/user/account/delete/code",
    access: "user",
    response: deletion
  }),
  cancelDeletion: endpoint({
    method: "POST",
    path: "/user/account/delete/cancel",
    access: "user",
    response: deletion
  }),
  erase: endpoint({
    method: "POST",
    path: "/admin/users/:id/erase",
    access: ["admin"],
    params: idParam,
    body: eraseBody,
    response: deletion
  }),
  pendingDeletions: endpoint({
    method: "GET",
    path: "/admin/deletions",
    access: ["admin"],
    response: pendingDeletions
  })
};

// ../../packages/contracts/src/endpoints/auth.ts
import { z as z25 } from "zod";
var message = envelope(messageSchema);
var authEndpoints = {
  sendOtp: endpoint({
    method: "POST",
    path: "/auth/send-otp",
    access: "public",
    body: sendOtpBody,
    response: envelope(z25.object({ sent: z25.literal(true) }))
  }),
  confirmOtp: endpoint({
    method: "POST",
    path: "/auth/confirm-otp",
    access: "public",
    body: confirmOtpBody,
    response: envelope(z25.object({ verified: z25.literal(true) }))
  }),
  /** Form-encoded (JSON is accepted too). */
  login: endpoint({
    method: "POST",
    path: "/auth/login",
    access: "public",
    body: loginBody,
    encoding: "form",
    response: envelope(loginResult)
  }),
  logout: endpoint({ method: "POST", path: "/auth/logout", access: "user", response: message }),
  resetPassword: endpoint({
    method: "POST",
    path: "/auth/password/reset",
    access: "public",
    body: resetPasswordBody,
    response: message
  }),
  /** Form-encoded (JSON is accepted too). */
  updatePassword: endpoint({
    method: "POST",
    path: "/auth/password/update",
    access: "public",
    body: updatePasswordBody,
    encoding: "form",
    response: message
  }),
  changePassword: endpoint({
    method: "POST",
    path: "/auth/password/change",
    access: "user",
    body: changePasswordBody,
    response: message
  }),
  checkEmail: endpoint({
    method: "POST",
    path: "/tools/check-email",
    access: "public",
    body: checkEmailBody,
    response: envelope(z25.object({ available: z25.literal(true) }))
  }),
  providers: endpoint({
    method: "GET",
    path: "/auth/providers",
    access: "public",
    response: envelope(authProvidersResult)
  }),
  /** A sign-in button's link: the server sends the browser on to the provider (302). */
  providerRedirect: endpoint({
    method: "GET",
    path: "/auth/:provider/redirect",
    access: "public",
    params: authProviderParams,
    status: 302
  }),
  providerLogin: endpoint({
    method: "GET",
    path: "/auth/:provider/login",
    access: "public",
    params: authProviderParams,
    query: providerLoginQuery,
    response: envelope(providerLoginResult)
  })
};

// ../../packages/contracts/src/endpoints/signup.ts
var session2 = envelope(loginResult);
var signupEndpoints = {
  mentorRegistration: endpoint({
    method: "POST",
    path: "/auth/mentor/registration",
    access: "public",
    body: mentorRegistration,
    encoding: "multipart",
    status: 201,
    response: session2
  }),
  menteeRegistration: endpoint({
    method: "POST",
    path: "/auth/mentee/registration",
    access: "public",
    body: menteeRegistration,
    encoding: "multipart",
    status: 201,
    response: session2
  })
};

// ../../packages/contracts/src/endpoints/site.ts
import { z as z26 } from "zod";
var agreement = envelope(agreementResult);
var siteEndpoints = {
  health: endpoint({
    method: "GET",
    path: "/health",
    access: "public",
    response: envelope(z26.object({ status: z26.literal("ok") }))
  }),
  /** 503 `{ message }` while the process drains (the server adds that answer's schema). */
  ready: endpoint({
    method: "GET",
    path: "/ready",
    access: "public",
    response: envelope(z26.object({ status: z26.literal("ready") }))
  }),
  question: endpoint({
    method: "POST",
    path: "/question",
    access: "public",
    body: questionBody,
    response: envelope(messageSchema)
  }),
  mentorAgreement: endpoint({
    method: "GET",
    path: "/mentor/agreement",
    access: "public",
    query: agreementQuery,
    response: agreement
  }),
  menteeAgreement: endpoint({
    method: "GET",
    path: "/mentee/agreement",
    access: "public",
    query: agreementQuery,
    response: agreement
  }),
  mentorAgreementPdf: endpoint({
    method: "GET",
    path: "/mentor/agreement/pdf",
    access: "public",
    query: agreementQuery,
    produces: "application/pdf"
  }),
  menteeAgreementPdf: endpoint({
    method: "GET",
    path: "/mentee/agreement/pdf",
    access: "public",
    query: agreementQuery,
    produces: "application/pdf"
  }),
  /** Demo mode only (404 otherwise): the mail that did not go to SMTP. */
  devOutbox: endpoint({
    method: "GET",
    path: "/dev/outbox",
    access: "public",
    query: outboxQuery,
    response: z26.object({ data: z26.array(outboxMessage) })
  })
};

// ../../packages/contracts/src/endpoints/uploads.ts
import { z as z27 } from "zod";
var storedImageParams = z27.object({ name: z27.string().regex(/^[a-f0-9]{32}\.(jpg|png|gif)$/) });
var storedDocumentParams = z27.object({ name: z27.string().regex(/^[a-f0-9]{32}\.(pdf|doc|docx)$/) });
var uploadsEndpoints = {
  /** `?w=` (IMAGE_WIDTHS) sends the picture scaled down to that width as WebP. */
  image: endpoint({
    method: "GET",
    path: "/uploads/images/:name",
    root: true,
    access: "public",
    params: storedImageParams,
    query: z27.object({ w: z27.enum(IMAGE_WIDTHS).optional() }),
    produces: "image/*"
  }),
  /** A PDF or Word document, only as a download. */
  document: endpoint({
    method: "GET",
    path: "/uploads/documents/:name",
    root: true,
    access: "public",
    params: storedDocumentParams,
    produces: "application/octet-stream"
  })
};

// ../../packages/contracts/src/endpoints/articles.ts
import { z as z28 } from "zod";
var captain = ["mentor"];
var staff2 = ["moderator", "admin"];
var one2 = envelope(article);
var reaction = (method, path) => endpoint({ method, path, access: "user", params: idParam, response: envelope(reactions) });
var articleEndpoints = {
  // ---------- reading: everyone, a token when there is one ----------
  categories: endpoint({
    method: "GET",
    path: "/articles/categories",
    access: "public",
    response: envelope(z28.array(articleCategory))
  }),
  list: endpoint({
    method: "GET",
    path: "/articles",
    access: "public",
    query: articleListQuery,
    response: articlePage
  }),
  search: endpoint({
    method: "GET",
    path: "/articles/search",
    access: "public",
    query: articleSearchQuery,
    response: articlePage
  }),
  read: endpoint({
    method: "GET",
    path: "/articles/:id",
    access: "public",
    params: idParam,
    query: articleReadQuery,
    response: one2
  }),
  like: reaction("POST", "/articles/:id/like"),
  unlike: reaction("DELETE", "/articles/:id/like"),
  dislike: reaction("POST", "/articles/:id/dislike"),
  undislike: reaction("DELETE", "/articles/:id/dislike"),
  // ---------- writing: Business Captains ----------
  mine: endpoint({
    method: "GET",
    path: "/mentor/articles",
    access: captain,
    query: myArticlesQuery,
    response: articlePage
  }),
  create: endpoint({
    method: "POST",
    path: "/mentor/articles",
    access: captain,
    body: articleSaveBody,
    encoding: "multipart",
    response: one2
  }),
  uploadImage: endpoint({
    method: "POST",
    path: "/mentor/articles/upload_image",
    access: captain,
    body: articleImageUploadBody,
    encoding: "multipart",
    response: envelope(uploadedImage)
  }),
  uploadFile: endpoint({
    method: "POST",
    path: "/mentor/articles/upload_file",
    access: captain,
    body: articleFileUploadBody,
    encoding: "multipart",
    response: envelope(uploadedFile)
  }),
  mineOne: endpoint({
    method: "GET",
    path: "/mentor/articles/:id",
    access: captain,
    params: idParam,
    response: one2
  }),
  update: endpoint({
    method: "POST",
    path: "/mentor/articles/:id",
    access: captain,
    params: idParam,
    body: articleSaveBody,
    encoding: "multipart",
    response: one2
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/mentor/articles/:id",
    access: captain,
    params: idParam,
    response: messageSchema
  }),
  // ---------- moderation: moderators and admins ----------
  queue: endpoint({
    method: "GET",
    path: "/admin/articles",
    access: staff2,
    query: articleQueueQuery,
    response: articlePage
  }),
  /** The preview page opened from a link sends a preview token for this article as `?token=`. */
  moderated: endpoint({
    method: "GET",
    path: "/admin/article/:id",
    access: staff2,
    params: idParam,
    query: previewTokenQuery,
    response: envelope(moderatedArticle)
  }),
  previewToken: endpoint({
    method: "POST",
    path: "/admin/article/:id/preview-token",
    access: staff2,
    params: idParam,
    response: envelope(previewTokenResult)
  }),
  publish: endpoint({
    method: "POST",
    path: "/admin/articles/:id/publish",
    access: staff2,
    params: idParam,
    response: envelope(moderatedArticle)
  }),
  ban: endpoint({
    method: "POST",
    path: "/admin/articles/:id/ban",
    access: staff2,
    params: idParam,
    body: articleBanBody,
    response: envelope(moderatedArticle)
  })
};

// ../../packages/contracts/src/endpoints/events.ts
import { z as z29 } from "zod";
var captain2 = ["mentor"];
var one3 = envelope(event);
var eventEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/user/events",
    access: "user",
    query: eventListQuery,
    response: envelope(z29.array(event))
  }),
  one: endpoint({ method: "GET", path: "/user/events/:id", access: "user", params: idParam, response: one3 }),
  ics: endpoint({
    method: "GET",
    path: "/user/events/:id/ics",
    access: "user",
    params: idParam,
    produces: "text/calendar"
  }),
  create: endpoint({
    method: "POST",
    path: "/mentor/event",
    access: captain2,
    body: eventBody,
    encoding: "multipart",
    response: one3
  }),
  update: endpoint({
    method: "POST",
    path: "/mentor/events/:id",
    access: captain2,
    params: idParam,
    body: eventBody,
    encoding: "multipart",
    response: one3
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/mentor/events/:id",
    access: captain2,
    params: idParam,
    response: messageSchema
  })
};

// ../../packages/contracts/src/endpoints/notifications.ts
import { z as z30 } from "zod";
var admin = ["admin"];
var notificationEndpoints = {
  /** No session: the link in the mail is the key. Its token only turns mail settings off. */
  unsubscribe: endpoint({
    method: "POST",
    path: "/mail/unsubscribe",
    access: "public",
    query: unsubscribeQuery,
    response: envelope(unsubscribeResult)
  }),
  digestAudience: endpoint({
    method: "GET",
    path: "/admin/digest",
    access: admin,
    response: envelope(digestAudience)
  }),
  runDigest: endpoint({
    method: "POST",
    path: "/admin/digest",
    access: admin,
    body: digestRunBody,
    response: envelope(digestRunResult)
  }),
  deadLetters: endpoint({
    method: "GET",
    path: "/admin/mail/dead-letters",
    access: admin,
    response: envelope(z30.array(deadLetter))
  }),
  sendDeadLetter: endpoint({
    method: "POST",
    path: "/admin/mail/dead-letters/send",
    access: admin,
    body: deadLetterSendBody,
    response: envelope(z30.object({ id: z30.string() }))
  })
};

// ../../packages/contracts/src/endpoints/profile.ts
import { z as z31 } from "zod";
var profile = envelope(userProfile);
var details = envelope(surveyDetails);
var experience = envelope(experienceItem);
var roleProfile = (type) => {
  const base = `/${type}/profile`;
  const access = [type];
  return {
    /** JSON, or multipart when a new CV goes with it (the web sends a form). */
    details: endpoint({
      method: "POST",
      path: `${base}/details`,
      access,
      body: detailsBody,
      encoding: "multipart",
      response: profile
    }),
    surveyDetails: endpoint({ method: "GET", path: `${base}/survey/details`, access, response: details }),
    saveSurveyDetails: endpoint({
      method: "POST",
      path: `${base}/survey/details`,
      access,
      body: surveyDetailsBody,
      response: details
    }),
    avatar: endpoint({
      method: "POST",
      path: `${base}/avatar`,
      access,
      body: avatarBody,
      encoding: "multipart",
      response: profile
    }),
    bgImage: endpoint({
      method: "POST",
      path: `${base}/bg-image`,
      access,
      body: bgImageBody,
      encoding: "multipart",
      response: profile
    }),
    professionalExperience: endpoint({
      method: "POST",
      path: `${base}/professional-experience`,
      access,
      body: professionalExperienceBody,
      response: profile
    }),
    addExperience: endpoint({
      method: "POST",
      path: `${base}/experience`,
      access,
      body: experienceBody,
      response: experience
    }),
    updateExperience: endpoint({
      method: "PUT",
      path: `${base}/experience/:id`,
      access,
      params: idParam,
      body: experienceBody,
      response: experience
    }),
    deleteExperience: endpoint({
      method: "DELETE",
      path: `${base}/experience/:id`,
      access,
      params: idParam,
      response: envelope(z31.object({ message: z31.string() }))
    }),
    addOtherExpertise: endpoint({
      method: "POST",
      path: `${base}/other-expertise/:name`,
      access,
      params: otherExpertiseName,
      response: profile
    }),
    removeOtherExpertise: endpoint({
      method: "DELETE",
      path: `${base}/other-expertise/:name`,
      access,
      params: otherExpertiseName,
      response: profile
    }),
    addSpecialization: endpoint({
      method: "POST",
      path: `${base}/specialization/:id`,
      access,
      params: idParam,
      response: profile
    }),
    removeSpecialization: endpoint({
      method: "DELETE",
      path: `${base}/specialization/:id`,
      access,
      params: idParam,
      response: profile
    })
  };
};
var roleProfileEndpoints = {
  mentor: roleProfile("mentor"),
  mentee: roleProfile("mentee")
};
var profileOf = (role) => roleProfileEndpoints[role];
var prefixed = (role, table) => Object.fromEntries(
  Object.entries(table).map(([name, e]) => [`${role}${name.charAt(0).toUpperCase()}${name.slice(1)}`, e])
);
var pdf = (name, access) => endpoint({ method: "GET", path: `/user/profile/${name}`, access, produces: "application/pdf" });
var profileEndpoints = {
  ...prefixed("mentor", roleProfileEndpoints.mentor),
  ...prefixed("mentee", roleProfileEndpoints.mentee),
  me: endpoint({ method: "GET", path: "/user/profile", access: "user", response: profile }),
  /** One's own CV (a private file: never under /uploads). */
  cv: endpoint({ method: "GET", path: "/user/profile/cv", access: "user", produces: "application/pdf" }),
  addSkill: endpoint({
    method: "POST",
    path: "/user/profile/skills/:id",
    access: "user",
    params: idParam,
    response: profile
  }),
  removeSkill: endpoint({
    method: "DELETE",
    path: "/user/profile/skills/:id",
    access: "user",
    params: idParam,
    response: profile
  }),
  mentorSettings: endpoint({
    method: "POST",
    path: "/mentor/settings",
    access: ["mentor"],
    body: mentorSettingsBody,
    response: profile
  }),
  emailSettings: endpoint({
    method: "GET",
    path: "/user/profile/email-settings",
    access: "user",
    response: envelope(emailSettings)
  }),
  /** The flags travel in the query (feed, chat, system, weekly). */
  saveEmailSettings: endpoint({
    method: "POST",
    path: "/user/profile/email-settings",
    access: "user",
    query: emailSettingsQuery,
    response: envelope(emailSettings)
  }),
  surveyPdf: pdf("survey-pdf", "user"),
  detailsPdf: pdf("details-pdf", "user"),
  questionnaireBlankPdf: pdf("questionnaire-blank-pdf", ["mentee"]),
  questionnairePdf: pdf("questionnaire-pdf", ["mentee"])
};

// ../../packages/contracts/src/endpoints/public-profile.ts
var profile2 = envelope(publicProfile);
var survey = envelope(memberSurvey);
var publicProfileEndpoints = {
  /** A Member looks at a captain. */
  captainForMember: endpoint({
    method: "GET",
    path: "/mentee/mentors/:id",
    access: ["mentee"],
    params: idParam,
    response: profile2
  }),
  /** A captain looks at another captain. */
  captainForCaptain: endpoint({
    method: "GET",
    path: "/mentor/mentors/:id",
    access: ["mentor"],
    params: idParam,
    response: profile2
  }),
  /** A captain looks at a Member. */
  member: endpoint({
    method: "GET",
    path: "/mentor/mentees/:id",
    access: ["mentor"],
    params: idParam,
    response: profile2
  }),
  /** One's own public profile (moderators and admins have none). */
  own: endpoint({ method: "GET", path: "/user/profile/public", access: "user", response: profile2 }),
  /** A captain reads the questionnaire of one of their Members. */
  memberSurvey: endpoint({
    method: "GET",
    path: "/mentor/mentees/:id/survey",
    access: ["mentor"],
    params: idParam,
    response: survey
  }),
  /** An admin reads a Member's questionnaire (a preview link carries its token in the query). */
  staffMemberSurvey: endpoint({
    method: "GET",
    path: "/admin/mentee/:id/survey",
    access: ["admin"],
    params: idParam,
    response: survey
  }),
  /** A preview link's token for a Member's questionnaire: read-only, 15 minutes (decision 0005). */
  surveyPreviewToken: endpoint({
    method: "POST",
    path: "/admin/mentee/:id/survey/preview-token",
    access: ["admin"],
    params: idParam,
    response: envelope(previewTokenResult)
  })
};

// ../../packages/contracts/src/endpoints/survey.ts
var survey2 = envelope(memberSurvey);
var change = envelope(changeRequest);
var mentee = ["mentee"];
var surveyEndpoints = {
  /** Every reference list the forms and filters offer. */
  options: endpoint({
    method: "GET",
    path: "/survey/options",
    access: "public",
    response: envelope(surveyOptions)
  }),
  mentorOptions: endpoint({
    method: "GET",
    path: "/survey/mentor/options",
    access: "public",
    response: envelope(mentorSurveyOptions)
  }),
  menteeOptions: endpoint({
    method: "GET",
    path: "/survey/mentee/options",
    access: "public",
    response: envelope(menteeSurveyOptions)
  }),
  /** The Member's questionnaire answers and business idea. */
  mine: endpoint({ method: "GET", path: "/mentee/profile/survey", access: mentee, response: survey2 }),
  /** All 19 answers again (`assess`, a JSON string) and the idea fields; the server also takes a form. */
  update: endpoint({
    method: "POST",
    path: "/mentee/profile/survey/update",
    access: mentee,
    body: surveyUpdateBody,
    response: survey2
  }),
  requestChange: endpoint({
    method: "POST",
    path: "/mentee/profile/survey/request-change",
    access: mentee,
    response: change
  }),
  changeStatus: endpoint({
    method: "GET",
    path: "/mentee/profile/survey/request-change",
    access: mentee,
    response: change
  }),
  approveChange: endpoint({
    method: "POST",
    path: "/admin/mentees/:id/survey/request-change/approve",
    access: ["admin"],
    params: idParam,
    response: change
  }),
  refuseChange: endpoint({
    method: "POST",
    path: "/admin/mentees/:id/survey/request-change/refuse",
    access: ["admin"],
    params: idParam,
    body: refuseChangeBody,
    response: change
  })
};

// ../../packages/contracts/src/endpoints/matching.ts
var matchingEndpoints = {
  /** A Member's captains, best match first (`startup` picks start-up or growth). */
  captainsForMember: endpoint({
    method: "GET",
    path: "/mentee/mentors",
    access: ["mentee"],
    query: captainListQuery,
    response: captainList
  }),
  /** The other captains, as a captain sees them. */
  captainsForCaptain: endpoint({
    method: "GET",
    path: "/mentor/mentors",
    access: ["mentor"],
    query: captainListQuery,
    response: captainList
  })
};

// ../../packages/contracts/src/endpoints/mentoring.ts
import { z as z32 } from "zod";
var member = ["mentee"];
var captain3 = ["mentor"];
var result = envelope(requestResult);
var mentoringEndpoints = {
  // A Member's requests to Captains
  request: endpoint({
    method: "POST",
    path: "/mentee/mentors/:id/request",
    access: member,
    params: idParam,
    response: result
  }),
  recall: endpoint({
    method: "DELETE",
    path: "/mentee/mentors/:id/request",
    access: member,
    params: idParam,
    response: result
  }),
  memberRequests: endpoint({
    method: "GET",
    path: "/mentee/requests",
    access: member,
    response: envelope(z32.array(mentoringRequest))
  }),
  // A Captain's incoming requests and members
  captainRequests: endpoint({
    method: "GET",
    path: "/mentor/requests",
    access: captain3,
    response: envelope(z32.array(mentoringRequest))
  }),
  accept: endpoint({
    method: "POST",
    path: "/mentor/requests/:id",
    access: captain3,
    params: idParam,
    response: envelope(requestResult.extend({ mentoring_id: z32.number().int() }))
  }),
  /** The reason is optional, and so is the body. */
  decline: endpoint({
    method: "DELETE",
    path: "/mentor/requests/:id",
    access: captain3,
    params: idParam,
    body: declineRequestBody,
    response: result
  }),
  /** A question before answering: the Captain's conversation with the Member, the request quoted. */
  askQuestion: endpoint({
    method: "POST",
    path: "/mentor/requests/:id/question",
    access: captain3,
    params: idParam,
    body: requestQuestionBody,
    response: envelope(conversation)
  }),
  myMembers: endpoint({
    method: "GET",
    path: "/mentor/mentees",
    access: captain3,
    response: envelope(z32.array(mentoring))
  }),
  removeMember: endpoint({
    method: "DELETE",
    path: "/mentor/mentees/:id",
    access: captain3,
    params: idParam,
    response: envelope(messageSchema)
  })
};

// ../../packages/contracts/src/endpoints/plans.ts
import { z as z33 } from "zod";
var captain4 = ["mentor"];
var one4 = envelope(template);
var planEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/mentor/templates",
    access: captain4,
    response: envelope(z33.array(templateSummary))
  }),
  /** A plan with its first milestone. */
  create: endpoint({
    method: "POST",
    path: "/mentor/templates",
    access: captain4,
    body: templateCreateBody,
    response: one4
  }),
  get: endpoint({
    method: "GET",
    path: "/mentor/templates/:id",
    access: captain4,
    params: idParam,
    response: one4
  }),
  rename: endpoint({
    method: "PUT",
    path: "/mentor/templates/:id",
    access: captain4,
    params: idParam,
    body: templateSettingsBody,
    response: one4
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/mentor/templates/:id",
    access: captain4,
    params: idParam,
    response: envelope(messageSchema)
  }),
  addMilestone: endpoint({
    method: "POST",
    path: "/mentor/templates/:id/milestone",
    access: captain4,
    params: idParam,
    body: milestoneBody,
    response: envelope(milestone)
  }),
  updateMilestone: endpoint({
    method: "PUT",
    path: "/mentor/milestones/:id",
    access: captain4,
    params: idParam,
    body: milestoneBody,
    response: envelope(milestone)
  }),
  removeMilestone: endpoint({
    method: "DELETE",
    path: "/mentor/milestones/:id",
    access: captain4,
    params: idParam,
    response: envelope(messageSchema)
  }),
  /** Copies the plan's milestones into the Members' mentorings (and mails them). */
  attach: endpoint({
    method: "POST",
    path: "/mentor/templates/:id/attach",
    access: captain4,
    params: idParam,
    body: menteeIdsBody,
    response: one4
  }),
  detach: endpoint({
    method: "DELETE",
    path: "/mentor/templates/:id/detach",
    access: captain4,
    params: idParam,
    body: menteeIdsBody,
    response: one4
  })
};

// ../../packages/contracts/src/endpoints/workspace.ts
import { z as z34 } from "zod";
var member2 = ["mentee"];
var captain5 = ["mentor"];
var pair2 = ["mentor", "mentee"];
var read = envelope(readResult);
var ticked = envelope(taskResult);
var workspaceEndpoints = {
  /** The Member's own mentoring, or null. */
  ownMentoring: endpoint({
    method: "GET",
    path: "/mentee/mentoring",
    access: member2,
    response: envelope(mentoring.nullable())
  }),
  /** A mentoring the Captain runs, by its Member. */
  memberMentoring: endpoint({
    method: "GET",
    path: "/mentor/mentees/:id/mentoring",
    access: captain5,
    params: idParam,
    response: envelope(mentoring)
  }),
  // Milestones of a mentoring (the Captain's)
  addMilestone: endpoint({
    method: "POST",
    path: "/mentor/mentoring/:id/milestones",
    access: captain5,
    params: idParam,
    body: milestoneBody,
    response: envelope(milestone)
  }),
  updateMilestone: endpoint({
    method: "PUT",
    path: "/mentor/mentoring/milestones/:id",
    access: captain5,
    params: idParam,
    body: milestoneBody,
    response: envelope(milestone)
  }),
  removeMilestone: endpoint({
    method: "DELETE",
    path: "/mentor/mentoring/milestones/:id",
    access: captain5,
    params: idParam,
    response: envelope(messageSchema)
  }),
  // Tasks: done (POST) and undone (DELETE) by either of the pair; the role is in the path
  captainTick: endpoint({
    method: "POST",
    path: "/mentor/mentoring/task/:id",
    access: captain5,
    params: idParam,
    response: ticked
  }),
  captainUntick: endpoint({
    method: "DELETE",
    path: "/mentor/mentoring/task/:id",
    access: captain5,
    params: idParam,
    response: ticked
  }),
  memberTick: endpoint({
    method: "POST",
    path: "/mentee/mentoring/task/:id",
    access: member2,
    params: idParam,
    response: ticked
  }),
  memberUntick: endpoint({
    method: "DELETE",
    path: "/mentee/mentoring/task/:id",
    access: member2,
    params: idParam,
    response: ticked
  }),
  // The feed: comments and read marks
  memberComment: endpoint({
    method: "POST",
    path: "/mentee/mentoring/feed",
    access: member2,
    body: feedCommentBody,
    response: envelope(feedComment)
  }),
  captainComment: endpoint({
    method: "POST",
    path: "/mentor/mentoring/:id/feed",
    access: captain5,
    params: idParam,
    body: feedCommentBody,
    response: envelope(feedComment)
  }),
  captainReadComment: endpoint({
    method: "POST",
    path: "/mentor/mentoring/:id/feed/:feedId/read",
    access: captain5,
    params: feedReadParams,
    response: read
  }),
  /** Every comment up to `up_to_id` (all without it). */
  captainReadAll: endpoint({
    method: "POST",
    path: "/mentor/mentoring/:id/feed/read",
    access: captain5,
    params: idParam,
    query: feedReadAllQuery,
    response: read
  }),
  memberReadComment: endpoint({
    method: "POST",
    path: "/mentee/mentoring/feed/:id/read",
    access: member2,
    params: idParam,
    response: read
  }),
  memberReadAll: endpoint({
    method: "POST",
    path: "/mentee/mentoring/feed/read",
    access: member2,
    query: feedReadAllQuery,
    response: read
  }),
  // The end of a mentoring (issue 33)
  end: endpoint({
    method: "POST",
    path: "/mentorings/:id/end",
    access: pair2,
    params: idParam,
    body: endMentoringBody,
    response: envelope(endMentoringResult)
  }),
  /** The reader's ended mentorings, as read-only history. */
  ended: endpoint({
    method: "GET",
    path: "/mentorings/ended",
    access: pair2,
    response: envelope(z34.array(endedMentoring))
  }),
  /** The certificate of a mentoring completed with its goals reached. */
  certificate: endpoint({
    method: "GET",
    path: "/mentorings/:id/certificate",
    access: pair2,
    params: idParam,
    produces: "application/pdf"
  })
};

// ../../packages/contracts/src/endpoints/chat.ts
import { z as z35 } from "zod";
var pair3 = ["mentor", "mentee"];
var chatEndpoints = {
  /** The person's conversations with their unread counts. */
  conversations: endpoint({
    method: "GET",
    path: "/conversations",
    access: pair3,
    response: envelope(z35.array(conversation))
  }),
  /** Opens a conversation with that person, or returns the existing one. */
  open: endpoint({
    method: "POST",
    path: "/conversations",
    access: pair3,
    body: conversationCreateBody,
    response: envelope(conversation)
  }),
  /** Full-text search over the person's messages (one conversation or all). */
  search: endpoint({
    method: "GET",
    path: "/conversations/search",
    access: pair3,
    query: chatSearchQuery,
    response: envelope(z35.array(chatSearchResult))
  }),
  /** The person's messages with ids from one to another (a search hit in its context). */
  between: endpoint({
    method: "GET",
    path: "/conversations/messages",
    access: pair3,
    query: messagesBetweenQuery,
    response: envelope(z35.array(chatMessage))
  }),
  /** A page of a conversation, newest first; reading offset 0 marks it read. */
  page: endpoint({
    method: "GET",
    path: "/conversations/:id",
    access: pair3,
    params: idParam,
    query: conversationPageQuery,
    response: conversationPage
  }),
  send: endpoint({
    method: "POST",
    path: "/conversations/:id",
    access: pair3,
    params: idParam,
    body: messageSendBody,
    response: envelope(chatMessage)
  })
};

// src/db/schema/reference.ts
var named5 = (table) => pgTable(table, {
  id: integer("id").primaryKey(),
  name: text("name").notNull()
});
var serviceConnections = named5("service_connections");
var serviceTypes = named5("service_types");
var services = named5("services");
var businessSectors = named5("business_sectors");
var businessStatuses = named5("business_statuses");
var businessSpecializations = named5("business_specializations");
var skillCategories = named5("skill_categories");
var discoverTypes = pgTable("discover_types", {
  id: integer("id").primaryKey(),
  role: text("role", { enum: MEMBER_ROLES }).notNull(),
  name: text("name").notNull()
});
var skills = pgTable("skills", {
  id: integer("id").primaryKey(),
  categoryId: integer("category_id").notNull().references(() => skillCategories.id),
  name: text("name").notNull()
});
var articleCategories = pgTable("article_categories", {
  id: integer("id").primaryKey(),
  parentId: integer("parent_id").references(() => articleCategories.id),
  name: text("name").notNull()
});
var assessGroups = pgTable("assess_groups", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  completeText: text("complete_text").notNull()
});
var assessQuestions = pgTable("assess_questions", {
  id: integer("id").primaryKey(),
  groupId: integer("group_id").notNull().references(() => assessGroups.id),
  position: integer("position").notNull(),
  question: text("question").notNull(),
  optionA: text("option_a").notNull(),
  optionB: text("option_b").notNull(),
  optionC: text("option_c").notNull()
});

// src/db/schema/users.ts
var createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
var users = pgTable2(
  "users",
  {
    id: serial("id").primaryKey(),
    type: text2("type", { enum: ROLES }).notNull(),
    email: text2("email").notNull().unique(),
    passwordHash: text2("password_hash").notNull(),
    status: text2("status", { enum: ACCOUNT_STATUSES }).notNull().default("active"),
    firstName: text2("first_name").notNull(),
    lastName: text2("last_name").notNull(),
    avatar: text2("avatar"),
    bgImage: text2("bg_image"),
    birthday: date("birthday"),
    location: text2("location"),
    postCode: text2("post_code"),
    contactNumber: text2("contact_number"),
    businessName: text2("business_name"),
    positionWithinBusiness: text2("position_within_business"),
    linkedin: text2("linkedin"),
    businessWebsite: text2("business_website"),
    businessSectorId: integer2("business_sector_id").references(() => businessSectors.id),
    /** Storage key of the CV (PDF). */
    cv: text2("cv"),
    professionalExperience: text2("professional_experience"),
    // Captain settings (spec: Mentor settings)
    menteesLimit: integer2("mentees_limit"),
    disableMentoringRequests: boolean("disable_mentoring_requests").notNull().default(false),
    acceptChats: boolean("accept_chats").notNull().default(true),
    sharingInformation: boolean("sharing_information").notNull().default(true),
    // E-mail settings
    feedNotifications: boolean("feed_notifications").notNull().default(true),
    chatNotifications: boolean("chat_notifications").notNull().default(true),
    systemNotifications: boolean("system_notifications").notNull().default(true),
    weeklyNewsletters: boolean("weekly_newsletters").notNull().default(true),
    /** The key in each notification's one-click unsubscribe link (it can only turn mail flags off). */
    unsubscribeToken: uuid("unsubscribe_token").notNull().defaultRandom().unique(),
    changeQuestionnaireRequestStatus: text2("change_questionnaire_request_status", {
      enum: CHANGE_REQUEST_STATUSES
    }),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow()
  },
  // The console's people list, newest sign-ups first, reads its page straight from this index.
  (t) => [
    index("users_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The questionnaire changes waiting for an admin: a few rows among every Member.
    index("users_change_pending_idx").on(t.id).where(sql`${t.changeQuestionnaireRequestStatus} = 'pending'`)
  ]
);
var authTokens = pgTable2(
  "auth_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer2("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text2("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** The client address that signed in: the owner's usual networks for code sending (decision 0011). */
    ip: text2("ip"),
    /** The browser that signed in, as its User-Agent names it (the sign-in history, issue 31). */
    device: text2("device")
  },
  (t) => [index("auth_tokens_user_idx").on(t.userId, t.createdAt)]
);
var otpCodes = pgTable2(
  "otp_codes",
  {
    id: serial("id").primaryKey(),
    email: text2("email").notNull(),
    codeHash: text2("code_hash").notNull(),
    /**
     * The code itself, so a send while it is still valid repeats it instead of cancelling it
     * (decision 0011). Four digits: the hash above never hid it from a reader of the table.
     */
    code: text2("code"),
    attempts: integer2("attempts").notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true })
  },
  (t) => [index("otp_codes_email_idx").on(t.email, t.createdAt)]
);
var otpSends = pgTable2(
  "otp_sends",
  {
    id: serial("id").primaryKey(),
    email: text2("email").notNull(),
    ip: text2("ip").notNull(),
    /** Whether the requester was one of the owner's usual networks. */
    known: boolean("known").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull()
  },
  (t) => [index("otp_sends_email_idx").on(t.email, t.createdAt)]
);
var passwordResets = pgTable2(
  "password_resets",
  {
    id: serial("id").primaryKey(),
    userId: integer2("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text2("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true })
  },
  (t) => [index("password_resets_user_idx").on(t.userId)]
);
var previewTokens = pgTable2(
  "preview_tokens",
  {
    id: serial("id").primaryKey(),
    tokenHash: text2("token_hash").notNull().unique(),
    /** The staff member who made it: the reads run as them, while they may still make them. */
    userId: integer2("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** What it opens: 'article' or 'member', and that one's id. */
    resource: text2("resource", { enum: ["article", "member"] }).notNull(),
    resourceId: integer2("resource_id").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull()
  },
  (t) => [index("preview_tokens_expires_idx").on(t.expiresAt)]
);
var userIdentities = pgTable2(
  "user_identities",
  {
    id: serial("id").primaryKey(),
    userId: integer2("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    provider: text2("provider", { enum: AUTH_PROVIDERS }).notNull(),
    subject: text2("subject").notNull(),
    /** The address the provider verified when the link was made. */
    email: text2("email").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    uniqueIndex("user_identities_subject_idx").on(t.provider, t.subject),
    index("user_identities_user_idx").on(t.userId)
  ]
);

// src/db/schema/index.ts
var schema_exports = {};
__export(schema_exports, {
  CONVERSATION_KINDS: () => CONVERSATION_KINDS,
  FILE_USES: () => FILE_USES,
  REACTION_KINDS: () => REACTION_KINDS,
  accountDeletions: () => accountDeletions,
  agreementAcceptances: () => agreementAcceptances,
  articleCategories: () => articleCategories,
  articleDecisions: () => articleDecisions,
  articleReactions: () => articleReactions,
  articleVersions: () => articleVersions,
  articles: () => articles,
  assessGroups: () => assessGroups,
  assessQuestions: () => assessQuestions,
  assessmentAnswers: () => assessmentAnswers,
  assessmentResults: () => assessmentResults,
  assessmentTakeAnswers: () => assessmentTakeAnswers,
  authTokens: () => authTokens,
  businessSectors: () => businessSectors,
  businessSpecializations: () => businessSpecializations,
  businessStatuses: () => businessStatuses,
  calendarFeeds: () => calendarFeeds,
  captainFeatures: () => captainFeatures,
  chatMessages: () => chatMessages,
  consents: () => consents2,
  conversationMembers: () => conversationMembers,
  conversations: () => conversations,
  dataExports: () => dataExports,
  discoverTypes: () => discoverTypes,
  eventMembers: () => eventMembers,
  events: () => events,
  experiences: () => experiences,
  feedComments: () => feedComments,
  feedReads: () => feedReads,
  mailOutbox: () => mailOutbox,
  mailWindows: () => mailWindows,
  mentoringRequests: () => mentoringRequests,
  mentoringSessions: () => mentoringSessions,
  mentorings: () => mentorings,
  milestones: () => milestones,
  otherExpertise: () => otherExpertise,
  otpCodes: () => otpCodes,
  otpSends: () => otpSends,
  passwordResets: () => passwordResets,
  previewTokens: () => previewTokens,
  rateLimits: () => rateLimits,
  reports: () => reports,
  serviceConnections: () => serviceConnections,
  serviceTypes: () => serviceTypes,
  services: () => services,
  sessionFeedback: () => sessionFeedback,
  skillCategories: () => skillCategories,
  skills: () => skills,
  socketIoAttachments: () => socketIoAttachments,
  staffAuditLog: () => staffAuditLog,
  storedFiles: () => storedFiles,
  supportQuestions: () => supportQuestions,
  surveys: () => surveys,
  tasks: () => tasks,
  templateAssignments: () => templateAssignments,
  templates: () => templates,
  userBlocks: () => userBlocks,
  userIdentities: () => userIdentities,
  userSkills: () => userSkills,
  userSpecializations: () => userSpecializations,
  users: () => users
});

// src/db/schema/mail.ts
import { index as index2, integer as integer3, jsonb, pgTable as pgTable3, primaryKey, serial as serial2, text as text3, timestamp as timestamp2 } from "drizzle-orm/pg-core";
var mailOutbox = pgTable3(
  "mail_outbox",
  {
    id: serial2("id").primaryKey(),
    to: text3("to").notNull(),
    subject: text3("subject").notNull(),
    text: text3("text").notNull(),
    html: text3("html").notNull(),
    /** The names and types of the files it carried (their content is not kept). */
    attachments: jsonb("attachments").$type().notNull().default([]),
    createdAt: timestamp2("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index2("mail_outbox_to_idx").on(t.to, t.createdAt)]
);
var supportQuestions = pgTable3("support_questions", {
  id: serial2("id").primaryKey(),
  userType: text3("user_type").notNull(),
  email: text3("email").notNull(),
  message: text3("message").notNull(),
  createdAt: timestamp2("created_at", { withTimezone: true }).notNull().defaultNow()
});
var mailWindows = pgTable3(
  "mail_windows",
  {
    userId: integer3("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** What the mails are about, e.g. `feed:12` (the feed of mentoring 12). */
    topic: text3("topic").notNull(),
    openedAt: timestamp2("opened_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey({ columns: [t.userId, t.topic] })]
);

// src/db/schema/profile.ts
import {
  boolean as boolean2,
  date as date2,
  index as index3,
  integer as integer4,
  pgTable as pgTable4,
  primaryKey as primaryKey2,
  serial as serial3,
  smallint,
  text as text4,
  timestamp as timestamp3
} from "drizzle-orm/pg-core";
var userRef = () => integer4("user_id").notNull().references(() => users.id, { onDelete: "cascade" });
var userSkills = pgTable4(
  "user_skills",
  {
    userId: userRef(),
    skillId: integer4("skill_id").notNull().references(() => skills.id)
  },
  (t) => [primaryKey2({ columns: [t.userId, t.skillId] })]
);
var userSpecializations = pgTable4(
  "user_specializations",
  {
    userId: userRef(),
    specializationId: integer4("specialization_id").notNull().references(() => businessSpecializations.id)
  },
  (t) => [primaryKey2({ columns: [t.userId, t.specializationId] })]
);
var surveys = pgTable4("surveys", {
  userId: userRef().primaryKey(),
  serviceConnectionId: integer4("service_connection_id").references(() => serviceConnections.id),
  serviceTypeId: integer4("service_type_id").references(() => serviceTypes.id),
  discoverTypeId: integer4("discover_type_id").references(() => discoverTypes.id),
  serviceId: integer4("service_id").references(() => services.id),
  courseName: text4("course_name"),
  courseFrom: date2("course_from"),
  courseTo: date2("course_to"),
  loanAmount: integer4("loan_amount"),
  businessStatus: text4("business_status", { enum: BUSINESS_STATUSES }),
  businessType: text4("business_type", { enum: BUSINESS_TYPES }),
  referredText: text4("referred_text"),
  businessStartDate: date2("business_start_date"),
  businessDescription: text4("business_description"),
  companyNumber: text4("company_number"),
  businessTwitter: text4("business_twitter"),
  businessFacebook: text4("business_facebook"),
  businessInstagram: text4("business_instagram"),
  businessLinkedin: text4("business_linkedin"),
  businessIdea: text4("business_idea"),
  whatNeedDoesItMeet: text4("what_need_does_it_meet"),
  whoWillBeYourCustomers: text4("who_will_be_your_customers"),
  usp: text4("usp"),
  competitors: text4("competitors"),
  whatWillYouCharge: text4("what_will_you_charge"),
  advertise: text4("advertise"),
  whereWillYouSell: text4("where_will_you_sell"),
  createdAt: timestamp3("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp3("updated_at", { withTimezone: true }).notNull().defaultNow()
});
var assessmentAnswers = pgTable4(
  "assessment_answers",
  {
    userId: userRef(),
    questionId: integer4("question_id").notNull().references(() => assessQuestions.id),
    answer: smallint("answer").notNull(),
    explanation: text4("explanation").notNull().default(""),
    answeredAt: timestamp3("answered_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey2({ columns: [t.userId, t.questionId] })]
);
var agreementAcceptances = pgTable4(
  "agreement_acceptances",
  {
    id: serial3("id").primaryKey(),
    userId: userRef(),
    role: text4("role", { enum: MEMBER_ROLES }).notNull(),
    version: text4("version").notNull(),
    text: text4("text").notNull(),
    acceptedAt: timestamp3("accepted_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index3("agreement_acceptances_user_idx").on(t.userId)]
);
var experiences = pgTable4(
  "experiences",
  {
    id: serial3("id").primaryKey(),
    userId: userRef(),
    companyName: text4("company_name").notNull(),
    practice: text4("practice").notNull(),
    startDate: date2("start_date").notNull(),
    finishDate: date2("finish_date"),
    current: boolean2("current").notNull().default(false),
    createdAt: timestamp3("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index3("experiences_user_idx").on(t.userId)]
);
var otherExpertise = pgTable4(
  "other_expertise",
  { userId: userRef(), name: text4("name").notNull() },
  (t) => [primaryKey2({ columns: [t.userId, t.name] })]
);
var assessmentResults = pgTable4(
  "assessment_results",
  {
    id: serial3("id").primaryKey(),
    userId: userRef(),
    score: integer4("score").notNull(),
    takenAt: timestamp3("taken_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index3("assessment_results_user_idx").on(t.userId, t.takenAt)]
);
var assessmentTakeAnswers = pgTable4(
  "assessment_take_answers",
  {
    resultId: integer4("result_id").notNull().references(() => assessmentResults.id, { onDelete: "cascade" }),
    questionId: integer4("question_id").notNull().references(() => assessQuestions.id),
    answer: smallint("answer").notNull(),
    explanation: text4("explanation").notNull().default("")
  },
  (t) => [primaryKey2({ columns: [t.resultId, t.questionId] })]
);

// src/db/schema/mentoring.ts
import { sql as sql2 } from "drizzle-orm";
import {
  bigint,
  boolean as boolean3,
  index as index4,
  integer as integer5,
  pgTable as pgTable5,
  serial as serial4,
  text as text5,
  timestamp as timestamp4,
  uniqueIndex as uniqueIndex2
} from "drizzle-orm/pg-core";
var person4 = (name) => integer5(name).notNull().references(() => users.id, { onDelete: "cascade" });
var mentoringRequests = pgTable5(
  "mentoring_requests",
  {
    id: serial4("id").primaryKey(),
    menteeId: person4("mentee_id"),
    mentorId: person4("mentor_id"),
    status: text5("status", { enum: REQUEST_STATUSES }).notNull().default("pending"),
    /** The captain's optional words on declining, shown to the Member (decision 0027). */
    declineReason: text5("decline_reason"),
    /** Reminders the captain has had about this open request (issue 33: at 3 and 10 of 14 days). */
    remindersSent: integer5("reminders_sent").notNull().default(0),
    createdAt: timestamp4("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp4("updated_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    index4("mentoring_requests_mentor_idx").on(t.mentorId, t.status),
    index4("mentoring_requests_mentee_idx").on(t.menteeId, t.status),
    // One open request per pair.
    uniqueIndex2("mentoring_requests_one_open").on(t.menteeId, t.mentorId).where(sql2`status = 'pending'`)
  ]
);
var mentorings = pgTable5(
  "mentorings",
  {
    id: serial4("id").primaryKey(),
    mentorId: person4("mentor_id"),
    menteeId: person4("mentee_id"),
    requestId: integer5("request_id").references(() => mentoringRequests.id, { onDelete: "set null" }),
    mentoringName: text5("mentoring_name").notNull(),
    createdAt: timestamp4("created_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp4("ended_at", { withTimezone: true }),
    /** Why it ended (issue 33); null for pairs ended before reasons were kept. */
    endReason: text5("end_reason", { enum: ALL_END_REASONS }),
    endNote: text5("end_note"),
    /** Who ended it; null: the server (a block, a closed account) or a deleted account. */
    endedBy: integer5("ended_by").references(() => users.id, { onDelete: "set null" })
  },
  (t) => [
    index4("mentorings_mentor_idx").on(t.mentorId),
    uniqueIndex2("mentorings_one_active_per_mentee").on(t.menteeId).where(sql2`ended_at is null`)
  ]
);
var captainFeatures = pgTable5("captain_features", {
  userId: integer5("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  location: text5("location"),
  town: text5("town"),
  county: text5("county"),
  sectorId: integer5("sector_id"),
  specIds: integer5("spec_ids").array().notNull(),
  skillIds: integer5("skill_ids").array().notNull(),
  categoryIds: integer5("category_ids").array().notNull(),
  /** The same ids as bits (ids 1–62; see id_mask in migration 0021), for a cheap ranking. */
  specMask: bigint("spec_mask", { mode: "bigint" }).generatedAlwaysAs(sql2`id_mask(spec_ids)`),
  skillMask: bigint("skill_mask", { mode: "bigint" }).generatedAlwaysAs(sql2`id_mask(skill_ids)`),
  categoryMask: bigint("category_mask", { mode: "bigint" }).generatedAlwaysAs(sql2`id_mask(category_ids)`),
  finishedDays: integer5("finished_days").notNull(),
  /** Current roles: how many, and the sum of their start dates as days since 1970-01-01. */
  currentCount: integer5("current_count").notNull().default(0),
  currentStartDays: integer5("current_start_days").notNull().default(0),
  active: integer5("active").notNull(),
  menteesLimit: integer5("mentees_limit").notNull(),
  disabled: boolean3("disabled").notNull()
});

// src/db/schema/workspace.ts
import { sql as sql3 } from "drizzle-orm";
import {
  boolean as boolean4,
  check,
  index as index5,
  integer as integer6,
  pgTable as pgTable6,
  primaryKey as primaryKey3,
  serial as serial5,
  text as text6,
  timestamp as timestamp5
} from "drizzle-orm/pg-core";
var createdAt2 = () => timestamp5("created_at", { withTimezone: true }).notNull().defaultNow();
var templates = pgTable6(
  "templates",
  {
    id: serial5("id").primaryKey(),
    mentorId: integer6("mentor_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    templateName: text6("template_name").notNull(),
    createdAt: createdAt2(),
    updatedAt: timestamp5("updated_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index5("templates_mentor_idx").on(t.mentorId)]
);
var templateAssignments = pgTable6(
  "template_assignments",
  {
    templateId: integer6("template_id").notNull().references(() => templates.id, { onDelete: "cascade" }),
    mentoringId: integer6("mentoring_id").notNull().references(() => mentorings.id, { onDelete: "cascade" }),
    createdAt: createdAt2()
  },
  (t) => [primaryKey3({ columns: [t.templateId, t.mentoringId] })]
);
var milestones = pgTable6(
  "milestones",
  {
    id: serial5("id").primaryKey(),
    mentoringId: integer6("mentoring_id").references(() => mentorings.id, { onDelete: "cascade" }),
    templateId: integer6("template_id").references(() => templates.id, { onDelete: "cascade" }),
    sourceTemplateId: integer6("source_template_id").references(() => templates.id, { onDelete: "set null" }),
    milestoneName: text6("milestone_name").notNull(),
    deadline: timestamp5("deadline", { withTimezone: true }),
    notes: text6("notes"),
    /** When its last task was done (cleared when one is undone): the feed says so once. */
    completedAt: timestamp5("completed_at", { withTimezone: true }),
    /** When the pair was told it is due within 24 hours, and that it is overdue (once each). */
    dueSoonMailedAt: timestamp5("due_soon_mailed_at", { withTimezone: true }),
    overdueMailedAt: timestamp5("overdue_mailed_at", { withTimezone: true }),
    createdAt: createdAt2()
  },
  (t) => [
    index5("milestones_mentoring_idx").on(t.mentoringId),
    // The reminder sweep reads the open, dated milestones of running plans only.
    index5("milestones_open_deadline_idx").on(t.deadline).where(sql3`${t.completedAt} is null and ${t.mentoringId} is not null and ${t.deadline} is not null`),
    index5("milestones_template_idx").on(t.templateId),
    check("milestones_one_owner", sql3`(${t.mentoringId} is null) <> (${t.templateId} is null)`)
  ]
);
var tasks = pgTable6(
  "tasks",
  {
    id: serial5("id").primaryKey(),
    milestoneId: integer6("milestone_id").notNull().references(() => milestones.id, { onDelete: "cascade" }),
    /** The title as typed: markdown with `[title](url)` links. */
    title: text6("title").notNull(),
    position: integer6("position").notNull(),
    menteeDone: boolean4("mentee_done").notNull().default(false),
    /** true thumb up, false thumb down, null no verdict yet. */
    mentorDone: boolean4("mentor_done"),
    createdAt: createdAt2()
  },
  (t) => [index5("tasks_milestone_idx").on(t.milestoneId, t.position)]
);
var feedComments = pgTable6(
  "feed_comments",
  {
    id: serial5("id").primaryKey(),
    mentoringId: integer6("mentoring_id").notNull().references(() => mentorings.id, { onDelete: "cascade" }),
    ownerId: integer6("owner_id").references(() => users.id, { onDelete: "cascade" }),
    actorId: integer6("actor_id").references(() => users.id, { onDelete: "set null" }),
    body: text6("body").notNull(),
    createdAt: createdAt2(),
    /** A moderator hid it after a report (issue 33): readers see "Removed by a moderator". */
    hiddenAt: timestamp5("hidden_at", { withTimezone: true })
  },
  (t) => [index5("feed_comments_mentoring_idx").on(t.mentoringId, t.createdAt)]
);
var feedReads = pgTable6(
  "feed_reads",
  {
    commentId: integer6("comment_id").notNull().references(() => feedComments.id, { onDelete: "cascade" }),
    userId: integer6("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    readAt: createdAt2()
  },
  (t) => [primaryKey3({ columns: [t.commentId, t.userId] })]
);

// src/db/schema/chat.ts
import { sql as sql4 } from "drizzle-orm";
import {
  bigserial,
  customType,
  index as index6,
  integer as integer7,
  pgTable as pgTable7,
  primaryKey as primaryKey4,
  serial as serial6,
  text as text7,
  timestamp as timestamp6,
  uniqueIndex as uniqueIndex3
} from "drizzle-orm/pg-core";
var createdAt3 = () => timestamp6("created_at", { withTimezone: true }).notNull().defaultNow();
var tsvector = customType({ dataType: () => "tsvector" });
var bytea = customType({ dataType: () => "bytea" });
var CONVERSATION_KINDS = ["direct", "welcome"];
var conversations = pgTable7(
  "conversations",
  {
    id: serial6("id").primaryKey(),
    kind: text7("kind", { enum: CONVERSATION_KINDS }).notNull(),
    pairKey: text7("pair_key").notNull().unique(),
    lastMessageAt: timestamp6("last_message_at", { withTimezone: true }),
    createdAt: createdAt3()
  },
  (t) => [index6("conversations_activity_idx").on(t.lastMessageAt)]
);
var conversationMembers = pgTable7(
  "conversation_members",
  {
    conversationId: integer7("conversation_id").notNull().references(() => conversations.id, { onDelete: "cascade" }),
    userId: integer7("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    lastReadMessageId: integer7("last_read_message_id").notNull().default(0),
    mailedAt: timestamp6("mailed_at", { withTimezone: true }),
    createdAt: createdAt3()
  },
  (t) => [
    primaryKey4({ columns: [t.conversationId, t.userId] }),
    index6("conversation_members_user_idx").on(t.userId)
  ]
);
var chatMessages = pgTable7(
  "chat_messages",
  {
    id: serial6("id").primaryKey(),
    conversationId: integer7("conversation_id").notNull().references(() => conversations.id, { onDelete: "cascade" }),
    senderId: integer7("sender_id").references(() => users.id, { onDelete: "cascade" }),
    body: text7("body").notNull(),
    clientId: text7("client_id"),
    createdAt: createdAt3(),
    /** A moderator hid it after a report (issue 33): readers see "Removed by a moderator". */
    hiddenAt: timestamp6("hidden_at", { withTimezone: true }),
    search: tsvector("search").notNull().generatedAlwaysAs(sql4`to_tsvector('english', body)`)
  },
  (t) => [
    index6("chat_messages_conversation_idx").on(t.conversationId, t.id),
    uniqueIndex3("chat_messages_client_idx").on(t.senderId, t.clientId),
    index6("chat_messages_search_idx").using("gin", t.search)
  ]
);
var socketIoAttachments = pgTable7("socket_io_attachments", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  createdAt: createdAt3(),
  payload: bytea("payload")
});

// src/db/schema/articles.ts
import { sql as sql5 } from "drizzle-orm";
import {
  customType as customType2,
  index as index7,
  integer as integer8,
  jsonb as jsonb2,
  pgTable as pgTable8,
  primaryKey as primaryKey5,
  serial as serial7,
  text as text8,
  timestamp as timestamp7
} from "drizzle-orm/pg-core";
var createdAt4 = () => timestamp7("created_at", { withTimezone: true }).notNull().defaultNow();
var tsvector2 = customType2({ dataType: () => "tsvector" });
var articles = pgTable8(
  "articles",
  {
    id: serial7("id").primaryKey(),
    ownerId: integer8("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    status: text8("status", { enum: ARTICLE_STATUSES }).notNull(),
    currentVersionId: integer8("current_version_id").references(() => articleVersions.id),
    liveVersionId: integer8("live_version_id").references(() => articleVersions.id),
    banReason: text8("ban_reason"),
    /** When the current version was sent to the moderator (the review queue's order). */
    submittedAt: timestamp7("submitted_at", { withTimezone: true }),
    /** When the live version was published (the knowledge base's order). */
    publishedAt: timestamp7("published_at", { withTimezone: true }),
    createdAt: createdAt4(),
    updatedAt: timestamp7("updated_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    index7("articles_owner_idx").on(t.ownerId, t.updatedAt),
    index7("articles_live_idx").on(t.publishedAt.desc(), t.id.desc()).where(sql5`live_version_id is not null`),
    index7("articles_live_version_idx").on(t.liveVersionId),
    index7("articles_pending_idx").on(t.submittedAt).where(sql5`status = 'pending'`)
  ]
);
var articleVersions = pgTable8(
  "article_versions",
  {
    id: serial7("id").primaryKey(),
    articleId: integer8("article_id").notNull().references(() => articles.id, { onDelete: "cascade" }),
    title: text8("title").notNull(),
    shortDescription: text8("short_description").notNull(),
    body: jsonb2("body").$type().notNull(),
    bodyText: text8("body_text").notNull(),
    categoryId: integer8("category_id").notNull().references(() => articleCategories.id),
    subCategoryId: integer8("sub_category_id").references(() => articleCategories.id),
    tags: text8("tags").array().notNull().default(sql5`'{}'::text[]`),
    visibility: text8("visibility", { enum: VISIBILITY_VALUES }).notNull(),
    assignedMemberIds: integer8("assigned_member_ids").array().notNull().default(sql5`'{}'::integer[]`),
    previewSmallImage: text8("preview_small_image"),
    previewBigImage: text8("preview_big_image"),
    bgImage: text8("bg_image"),
    search: tsvector2("search").notNull(),
    createdAt: createdAt4()
  },
  (t) => [
    index7("article_versions_article_idx").on(t.articleId),
    index7("article_versions_search_idx").using("gin", t.search),
    index7("article_versions_tags_idx").using("gin", t.tags),
    index7("article_versions_members_idx").using("gin", t.assignedMemberIds),
    index7("article_versions_category_idx").on(t.categoryId),
    index7("article_versions_sub_category_idx").on(t.subCategoryId)
  ]
);
var REACTION_KINDS = ["like", "dislike"];
var articleReactions = pgTable8(
  "article_reactions",
  {
    articleId: integer8("article_id").notNull().references(() => articles.id, { onDelete: "cascade" }),
    userId: integer8("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    kind: text8("kind", { enum: REACTION_KINDS }).notNull(),
    createdAt: createdAt4()
  },
  (t) => [primaryKey5({ columns: [t.articleId, t.userId] }), index7("article_reactions_user_idx").on(t.userId)]
);
var articleDecisions = pgTable8(
  "article_decisions",
  {
    id: serial7("id").primaryKey(),
    articleId: integer8("article_id").notNull().references(() => articles.id, { onDelete: "cascade" }),
    moderatorId: integer8("moderator_id").notNull().references(() => users.id),
    decision: text8("decision", { enum: MODERATION_DECISIONS }).notNull(),
    reason: text8("reason"),
    createdAt: createdAt4()
  },
  (t) => [index7("article_decisions_article_idx").on(t.articleId, t.createdAt)]
);

// src/db/schema/events.ts
import { boolean as boolean5, index as index8, integer as integer9, pgTable as pgTable9, primaryKey as primaryKey6, serial as serial8, text as text9, timestamp as timestamp8 } from "drizzle-orm/pg-core";
var at = (name) => timestamp8(name, { withTimezone: true });
var events = pgTable9(
  "events",
  {
    id: serial8("id").primaryKey(),
    ownerId: integer9("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    title: text9("title").notNull(),
    description: text9("description").notNull(),
    address: text9("address").notNull(),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
    isPrivate: boolean5("is_private").notNull().default(false),
    /** Public URL of the re-encoded photo. */
    photo: text9("photo"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow()
  },
  (t) => [
    index8("events_starts_idx").on(t.startsAt),
    index8("events_ends_idx").on(t.endsAt),
    index8("events_owner_idx").on(t.ownerId)
  ]
);
var eventMembers = pgTable9(
  "event_members",
  {
    eventId: integer9("event_id").notNull().references(() => events.id, { onDelete: "cascade" }),
    memberId: integer9("member_id").notNull().references(() => users.id, { onDelete: "cascade" })
  },
  (t) => [primaryKey6({ columns: [t.eventId, t.memberId] }), index8("event_members_member_idx").on(t.memberId)]
);

// src/db/schema/audit.ts
import { index as index9, integer as integer10, jsonb as jsonb3, pgTable as pgTable10, serial as serial9, text as text10, timestamp as timestamp9 } from "drizzle-orm/pg-core";
var staffAuditLog = pgTable10(
  "staff_audit_log",
  {
    id: serial9("id").primaryKey(),
    actorId: integer10("actor_id").notNull().references(() => users.id),
    action: text10("action", { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text10("target_type", { enum: ["user", "article"] }).notNull(),
    targetId: integer10("target_id").notNull(),
    /** The target's name or title when it happened (it may change or go later). */
    targetLabel: text10("target_label").notNull(),
    details: jsonb3("details").$type().notNull().default({}),
    createdAt: timestamp9("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    index9("staff_audit_log_created_idx").on(t.createdAt),
    index9("staff_audit_log_action_idx").on(t.action)
  ]
);

// src/db/schema/rate-limits.ts
import { integer as integer11, pgTable as pgTable11, text as text11, timestamp as timestamp10 } from "drizzle-orm/pg-core";
var rateLimits = pgTable11("rate_limits", {
  key: text11("key").primaryKey(),
  hits: integer11("hits").notNull(),
  resetAt: timestamp10("reset_at", { withTimezone: true }).notNull()
});

// src/db/schema/files.ts
import { index as index10, integer as integer12, pgTable as pgTable12, text as text12, timestamp as timestamp11 } from "drizzle-orm/pg-core";
var FILE_USES = ["avatar", "cover", "cv", "article", "event"];
var storedFiles = pgTable12(
  "stored_files",
  {
    key: text12("key").primaryKey(),
    ownerId: integer12("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    size: integer12("size").notNull(),
    use: text12("use", { enum: FILE_USES }).notNull(),
    createdAt: timestamp11("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index10("stored_files_owner_idx").on(t.ownerId)]
);

// src/db/schema/reports.ts
import { index as index11, integer as integer13, jsonb as jsonb4, pgTable as pgTable13, primaryKey as primaryKey7, serial as serial10, text as text13, timestamp as timestamp12 } from "drizzle-orm/pg-core";
var createdAt5 = () => timestamp12("created_at", { withTimezone: true }).notNull().defaultNow();
var reports = pgTable13(
  "reports",
  {
    id: serial10("id").primaryKey(),
    reporterId: integer13("reporter_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    reportedUserId: integer13("reported_user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    targetType: text13("target_type", { enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: integer13("target_id").notNull(),
    reason: text13("reason", { enum: REPORT_REASONS }).notNull(),
    text: text13("text"),
    snapshot: jsonb4("snapshot").$type().notNull(),
    status: text13("status", { enum: REPORT_STATUSES }).notNull().default("open"),
    resolvedById: integer13("resolved_by_id").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp12("resolved_at", { withTimezone: true }),
    createdAt: createdAt5()
  },
  (t) => [
    index11("reports_status_idx").on(t.status, t.createdAt),
    index11("reports_target_idx").on(t.targetType, t.targetId)
  ]
);
var userBlocks = pgTable13(
  "user_blocks",
  {
    blockerId: integer13("blocker_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    blockedId: integer13("blocked_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt5()
  },
  (t) => [
    primaryKey7({ columns: [t.blockerId, t.blockedId] }),
    index11("user_blocks_blocked_idx").on(t.blockedId)
  ]
);

// src/db/schema/privacy.ts
import { boolean as boolean6, index as index12, integer as integer14, jsonb as jsonb5, pgTable as pgTable14, serial as serial11, text as text14, timestamp as timestamp13 } from "drizzle-orm/pg-core";
var at2 = (name) => timestamp13(name, { withTimezone: true });
var consents2 = pgTable14(
  "consents",
  {
    id: serial11("id").primaryKey(),
    userId: integer14("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    document: text14("document", { enum: CONSENT_DOCUMENTS }).notNull(),
    version: text14("version").notNull(),
    context: text14("context", { enum: CONSENT_CONTEXTS }).notNull(),
    /** What it refers to, e.g. the accepted agreement's PDF. */
    reference: text14("reference"),
    /** What was chosen, where a choice was made (the e-mail settings after the change). */
    details: jsonb5("details").$type(),
    acceptedAt: at2("accepted_at").notNull().defaultNow()
  },
  (t) => [index12("consents_user_idx").on(t.userId, t.document, t.acceptedAt)]
);
var dataExports = pgTable14(
  "data_exports",
  {
    id: serial11("id").primaryKey(),
    /** Whose data it holds. */
    userId: integer14("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** Who asked and gets it: the person, or a staff member. */
    requestedBy: integer14("requested_by").notNull().references(() => users.id, { onDelete: "cascade" }),
    status: text14("status", { enum: DATA_EXPORT_STATUSES }).notNull().default("queued"),
    storageKey: text14("storage_key"),
    size: integer14("size"),
    createdAt: at2("created_at").notNull().defaultNow(),
    startedAt: at2("started_at"),
    readyAt: at2("ready_at"),
    expiresAt: at2("expires_at"),
    downloadedAt: at2("downloaded_at")
  },
  (t) => [
    index12("data_exports_requester_idx").on(t.requestedBy, t.createdAt),
    index12("data_exports_expires_idx").on(t.expiresAt)
  ]
);
var accountDeletions = pgTable14(
  "account_deletions",
  {
    userId: integer14("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
    requestedAt: timestamp13("requested_at", { withTimezone: true }).notNull().defaultNow(),
    deleteAt: timestamp13("delete_at", { withTimezone: true }).notNull(),
    /** A captain's choice: their published articles stay, under "Former captain". */
    keepArticles: boolean6("keep_articles").notNull().default(false),
    /** The staff member who asked (Erase now); null when the person asked. */
    staffId: integer14("staff_id").references(() => users.id, { onDelete: "set null" }),
    reason: text14("reason")
  },
  (t) => [index12("account_deletions_due_idx").on(t.deleteAt)]
);

// src/db/schema/sessions.ts
import {
  index as index13,
  integer as integer15,
  jsonb as jsonb6,
  pgTable as pgTable15,
  primaryKey as primaryKey8,
  serial as serial12,
  smallint as smallint2,
  text as text15,
  timestamp as timestamp14
} from "drizzle-orm/pg-core";
var at3 = (name) => timestamp14(name, { withTimezone: true });
var person5 = (name) => integer15(name).notNull().references(() => users.id, { onDelete: "cascade" });
var mentoringSessions = pgTable15(
  "mentoring_sessions",
  {
    id: serial12("id").primaryKey(),
    mentoringId: integer15("mentoring_id").notNull().references(() => mentorings.id, { onDelete: "cascade" }),
    mentorId: person5("mentor_id"),
    menteeId: person5("mentee_id"),
    proposedBy: person5("proposed_by"),
    status: text15("status", { enum: SESSION_STATUSES }).notNull().default("proposed"),
    slots: jsonb6("slots").$type().notNull(),
    /** The agreed start once accepted; while proposed, the first time offered. */
    startsAt: at3("starts_at").notNull(),
    durationMinutes: smallint2("duration_minutes").notNull(),
    location: text15("location"),
    videoUrl: text15("video_url"),
    agenda: text15("agenda"),
    milestoneIds: jsonb6("milestone_ids").$type().notNull().default([]),
    /** The iCalendar SEQUENCE: raised by every change sent to calendars. */
    sequence: integer15("sequence").notNull().default(0),
    cancelReason: text15("cancel_reason"),
    cancelledBy: integer15("cancelled_by").references(() => users.id, { onDelete: "set null" }),
    missedBy: text15("missed_by", { enum: MISSED_BY }),
    actualMinutes: smallint2("actual_minutes"),
    notes: text15("notes"),
    actionItems: jsonb6("action_items").$type().notNull().default([]),
    loggedBy: integer15("logged_by").references(() => users.id, { onDelete: "set null" }),
    loggedAt: at3("logged_at"),
    /** When each reminder was queued (each at most once). */
    remindedDayAt: at3("reminded_day_at"),
    remindedHourAt: at3("reminded_hour_at"),
    remindedLogAt: at3("reminded_log_at"),
    createdAt: at3("created_at").notNull().defaultNow(),
    updatedAt: at3("updated_at").notNull().defaultNow()
  },
  (t) => [
    index13("mentoring_sessions_mentoring_idx").on(t.mentoringId, t.startsAt),
    index13("mentoring_sessions_mentor_idx").on(t.mentorId, t.status, t.startsAt),
    index13("mentoring_sessions_mentee_idx").on(t.menteeId, t.status, t.startsAt),
    index13("mentoring_sessions_status_idx").on(t.status, t.startsAt)
  ]
);
var sessionFeedback = pgTable15(
  "session_feedback",
  {
    sessionId: integer15("session_id").notNull().references(() => mentoringSessions.id, { onDelete: "cascade" }),
    userId: person5("user_id"),
    score: smallint2("score").notNull(),
    comment: text15("comment"),
    privateNote: text15("private_note"),
    createdAt: at3("created_at").notNull().defaultNow()
  },
  (t) => [primaryKey8({ columns: [t.sessionId, t.userId] }), index13("session_feedback_user_idx").on(t.userId)]
);
var calendarFeeds = pgTable15("calendar_feeds", {
  userId: integer15("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  secretHash: text15("secret_hash").notNull().unique(),
  /** Random; the secret is derived from it with the server's key, so the database alone cannot tell it. */
  nonce: text15("nonce").notNull(),
  createdAt: at3("created_at").notNull().defaultNow()
});

// src/lib/crypto.ts
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
var randomToken = () => randomBytes(32).toString("base64url");
var sha256 = (value) => createHash("sha256").update(value).digest("hex");
var safeEqual = (a, b) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};
var randomDigits = (length) => String(randomInt(0, 10 ** length)).padStart(length, "0");
var ARGON = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };
var hashPassword = (password) => hash(password, ARGON);
var verifyPassword = async (passwordHash, password) => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};
var dummy;
var verifyAgainstDummy = async (password) => {
  dummy ??= hashPassword("dummy-password-for-timing");
  await verifyPassword(await dummy, password);
  return false;
};

// src/db/seed/reference.ts
import { count } from "drizzle-orm";

// src/db/seed/assess-questions.ts
var assessGroups2 = [
  {
    name: "You and your motivation",
    completeText: "Mostly a: you know why you are doing this, you have the time and backing to make it work, and you can see how your service experience carries across. Keep that clarity written down; it will steady you on hard weeks. Mostly b: the drive is there, but some foundations are still loose. Talk honestly with the people closest to you about time and money, and list the skills you already have beside the ones you will need to buy in or learn. Mostly c: that is a normal place to start, not a reason to stop. Before spending money, spend time: write down what you want the business to give you, work out how long you could manage on a lower income, and ask your Business Captain to help you turn your military experience into a plain list of business strengths.",
    questions: [
      {
        question: "Why do you want to run your own business?",
        options: [
          "I have a clear reason and a personal goal that I can explain in a sentence or two.",
          "I have some reasons, but I have not thought them through fully yet.",
          "I am not sure yet; mostly I know that I want a change."
        ]
      },
      {
        question: "How much time can you realistically give the business each week?",
        options: [
          "I can commit the hours it needs, and I have agreed this with the people close to me.",
          "I can give some time, but it will have to fit around work, family or resettlement.",
          "I do not yet know how much time I can give it."
        ]
      },
      {
        question: "How comfortable are you with financial risk and an income that may go up and down?",
        options: [
          "I understand the risks, I have savings or other income to fall back on, and I have a plan if sales are slow.",
          "I can cope with some uncertainty, but I have only a small cushion if things take longer than planned.",
          "A drop in income would cause me or my family real difficulty at the moment."
        ]
      },
      {
        question: "Who can you turn to for support, advice or practical help?",
        options: [
          "I have family, friends and business contacts who back me and can help in practical ways.",
          "I have some support, but mostly I will be doing this on my own.",
          "I do not yet have anyone I can turn to for business advice."
        ]
      },
      {
        question: "How well do you understand which of your skills and experience, including from service, will help you run this business?",
        options: [
          "I can name the skills I will use every day and the gaps where I will need help or training.",
          "I have a general idea, but I have not mapped my skills against what the business needs.",
          "I find it hard to see how my experience applies to running a business."
        ]
      }
    ]
  },
  {
    name: "Your business idea",
    completeText: "Mostly a: your idea is clear, tested with real customers and backed by the skills to deliver it. The next step is to scale the testing up: set a target for your first three months of sales and measure against it. Mostly b: you have a promising idea that still rests partly on opinion. Move from asking people whether they like it to asking them to buy, book or sign up; a small paid trial tells you more than a hundred compliments. Mostly c: the idea needs more shape before you invest in it. Write it in two sentences, who it is for and what problem it solves, then have five conversations with people who might pay for it. Bring what you learn to your Business Captain, who can help you decide whether to refine, pivot or press on.",
    questions: [
      {
        question: "Can you describe your business idea clearly in two or three sentences?",
        options: [
          "Yes, I can explain what I will sell, who it is for and why they will buy it.",
          "I can describe it, but it takes a while and the details keep changing.",
          "Not yet; I have a general area in mind rather than a defined product or service."
        ]
      },
      {
        question: "Do you know what problem your product or service solves, or what need it meets?",
        options: [
          "Yes, and customers have told me in their own words that this problem matters to them.",
          "I believe there is a need, but it is based mainly on my own experience.",
          "I have not really thought about it from the customer\u2019s point of view yet."
        ]
      },
      {
        question: "Have you tested the idea with real potential customers?",
        options: [
          "Yes, I have sold to, pre-sold to or run a trial with paying customers.",
          "I have asked friends, family or a few contacts for their opinion.",
          "No, I have not tested it with anyone yet."
        ]
      },
      {
        question: "What makes your offer different from what is already available?",
        options: [
          "I have a clear unique selling point that customers value and competitors cannot easily copy.",
          "I have some ideas about what makes me different, but I have not checked them with customers.",
          "I am not sure yet how my offer stands out."
        ]
      },
      {
        question: "Do you have the skills, qualifications, licences, premises or equipment you need to deliver it?",
        options: [
          "Yes, I have everything I need, or I have a costed plan to get it before I launch.",
          "I have some of it and I know what is missing, but I have not planned how to get it.",
          "I have not yet worked out what I need in order to trade legally and safely."
        ]
      }
    ]
  },
  {
    name: "Your market and customers",
    completeText: "Mostly a: you know who your customers are, where to find them and how you compare with the competition. Turn that knowledge into a simple marketing plan with a monthly budget and two or three channels you will measure. Mostly b: you have a reasonable picture but some of it is guesswork. Fill the gaps with evidence: look up local statistics, study three competitors\u2019 prices and reviews, and ask early customers how they found you. Mostly c: you need to understand your market before you spend on branding or stock. Start by describing your ideal customer in detail, then find out where those people already buy, what they pay and what they complain about. Your Business Captain can point you to free market research sources and share how they found their own first customers.",
    questions: [
      {
        question: "Who will your customers be?",
        options: [
          "I can describe my ideal customers in detail, including where they are, what they need and how they buy.",
          "I have a broad idea, such as local families or small businesses, but nothing more specific.",
          "I have not decided who my customers will be yet."
        ]
      },
      {
        question: "How well do you know the size of your market and whether it is growing?",
        options: [
          "I have researched it and can estimate how many potential customers there are and how the market is changing.",
          "I have a feeling for the demand, but I have not looked at any figures.",
          "I have not done any market research yet."
        ]
      },
      {
        question: "Do you know who your main competitors are and how they price and sell?",
        options: [
          "Yes, I have studied my main competitors\u2019 prices, strengths and weaknesses.",
          "I know a few names, but I have not looked at them in any detail.",
          "I do not know who my competitors are."
        ]
      },
      {
        question: "How will you let customers know about your business?",
        options: [
          "I have chosen my marketing channels, set a budget and know how I will measure what works.",
          "I plan to use social media and word of mouth, but I have no real plan or budget.",
          "I have not thought about marketing yet."
        ]
      },
      {
        question: "Where and how will you sell, for example online, from premises, at events or direct to other businesses?",
        options: [
          "I know exactly how customers will buy from me and what it costs to sell through each route.",
          "I have some options in mind, but I have not compared their costs or chosen between them.",
          "I have not decided how or where I will sell."
        ]
      }
    ]
  },
  {
    name: "Money and planning",
    completeText: "Mostly a: you have a firm grip on the numbers: what it costs to start, what to charge and how cash will move month by month. Keep your forecast live, compare it with actual figures every month and review it with your Business Captain each quarter. Mostly b: you have started on the figures but some are estimates. Get real quotes for your biggest costs, check that your price covers every cost plus a wage for you, and build a twelve-month cash flow forecast. Mostly c: the money side needs attention before you commit. Start with two numbers: what you need to live on each month and what it costs to open your doors. If you are applying for a Start Up Loan, you will need a business plan and cash flow forecast anyway, and your Business Captain can help you prepare both.",
    questions: [
      {
        question: "Do you know how much money you need to start the business and where it will come from?",
        options: [
          "Yes, I have costed everything I need to launch and know how it will be funded.",
          "I have a rough figure, but I have not costed it in detail or secured the funding.",
          "I do not yet know how much I need or where the money would come from."
        ]
      },
      {
        question: "Have you worked out what to charge, and does your price cover your costs and leave a profit?",
        options: [
          "Yes, my prices are based on my costs, a profit margin and what competitors charge.",
          "I have a price in mind, but I have not checked that it covers all my costs.",
          "I have not worked out my prices yet."
        ]
      },
      {
        question: "Do you know how much you need to take from the business each month to cover your personal bills?",
        options: [
          "Yes, I have worked out my personal survival budget and built it into my plans.",
          "I have a rough idea, but I have not added it up properly.",
          "No, I have not worked this out."
        ]
      },
      {
        question: "Do you have a written business plan and a cash flow forecast for your first twelve months?",
        options: [
          "Yes, both are written, and I update the forecast as things change.",
          "I have started one or both, but they are not finished.",
          "Not yet; I am not sure how to put them together."
        ]
      }
    ]
  }
];

// src/db/seed/reference-data.ts
var referenceData = {
  serviceConnections: [
    "Veteran",
    "Serving (Regular forces)",
    "Reservist",
    "Service leaver (in resettlement)",
    "Spouse or partner of someone serving",
    "Spouse or partner of a veteran",
    "Family member (son, daughter, parent or sibling)",
    "Bereaved family member",
    "Cadet Forces adult volunteer",
    "Supporter of the armed forces community (no service connection)"
  ],
  serviceTypes: [
    "British Army",
    "Royal Navy",
    "Royal Air Force",
    "Royal Marines",
    "Army Reserve",
    "Maritime Reserves (Royal Naval Reserve or Royal Marines Reserve)",
    "Royal Auxiliary Air Force",
    "Royal Fleet Auxiliary",
    "Merchant Navy",
    "Ministry of Defence civil service",
    "Not applicable"
  ],
  // id = index + 1. Ids 1, 3 and 11 are fixed by the spec; see SERVICE_ID.
  services: [
    "Start Up Loan with business mentoring",
    "Three-day Enterprise Bootcamp",
    "Referred by a partner organisation",
    "Online Business Start-Up Course",
    "Business Accelerator Programme",
    "Business Growth Programme",
    "Resettlement Enterprise Course for service leavers",
    "Military Spouses and Partners Enterprise Programme",
    "Reservists in Business Workshop",
    "Franchise Readiness Workshop",
    "No course: I have a business idea or I am already trading",
    "Digital Skills for Business Course"
  ],
  discoverTypes: {
    mentor: [
      "Through my own business network",
      "Recommended by another Business Captain",
      "Through a regimental, squadron or ship\u2019s association",
      "Through my employer\u2019s volunteering scheme",
      "Through a Chamber of Commerce or local business group",
      "At a business event, show or awards evening",
      "On LinkedIn",
      "Through a search engine or the programme website",
      "Other"
    ],
    mentee: [
      "I want help to test and start my business idea",
      "I want help to grow a business that is already trading",
      "Through my resettlement or transition adviser",
      "Through my unit welfare, education or career officer",
      "Through a forces charity or veterans\u2019 organisation",
      "From a friend, family member or someone I served with",
      "On social media",
      "Through a Jobcentre, council or local growth hub",
      "At a business event or forces careers fair",
      "Other"
    ]
  },
  businessSectors: [
    "Agriculture, Forestry and Fishing",
    "Automotive Services",
    "Beauty and Personal Care",
    "Charity and Social Enterprise",
    "Cleaning and Facilities Management",
    "Construction and Trades",
    "Consultancy and Business Support",
    "Creative Industries and Media",
    "Education and Training",
    "Energy and Environment",
    "Engineering and Manufacturing",
    "Events and Entertainment",
    "Financial and Professional Services",
    "Food and Drink",
    "Health and Social Care",
    "Hospitality and Tourism",
    "Information Technology and Software",
    "Logistics and Transport",
    "Property and Real Estate",
    "Retail and E-commerce",
    "Security and Defence",
    "Sport, Fitness and Wellbeing"
  ],
  skillCategories: [
    {
      name: "Finance",
      skills: [
        "Bookkeeping",
        "Budgeting",
        "Cash flow forecasting",
        "Pricing and margins",
        "Raising finance",
        "Tax and VAT",
        "Financial reporting"
      ]
    },
    {
      name: "Marketing",
      skills: [
        "Brand development",
        "Market research",
        "Social media marketing",
        "Content marketing",
        "Search engine optimisation",
        "Public relations",
        "Email marketing"
      ]
    },
    {
      name: "Sales",
      skills: [
        "Business development",
        "Negotiation",
        "Pitching and presenting",
        "Sales pipeline management",
        "Tendering and bid writing",
        "Customer retention",
        "Key account management"
      ]
    },
    {
      name: "Operations",
      skills: [
        "Project management",
        "Process improvement",
        "Supply chain management",
        "Procurement",
        "Health and safety",
        "Quality management"
      ]
    },
    {
      name: "Legal & Compliance",
      skills: [
        "Company formation",
        "Contracts and terms of business",
        "Intellectual property",
        "Employment law",
        "GDPR and data protection",
        "Licensing and regulation"
      ]
    },
    {
      name: "Digital & Technology",
      skills: [
        "Website development",
        "E-commerce platforms",
        "Cyber security",
        "Data and analytics",
        "Software and SaaS products",
        "Automation and productivity tools"
      ]
    },
    {
      name: "People & Leadership",
      skills: [
        "Recruitment",
        "Team leadership",
        "Coaching and mentoring",
        "Wellbeing and resilience",
        "Managing change",
        "Delegation"
      ]
    },
    {
      name: "Strategy",
      skills: [
        "Business planning",
        "Growth strategy",
        "Competitor analysis",
        "Partnerships and joint ventures",
        "Exporting",
        "Exit and succession planning"
      ]
    }
  ],
  businessSpecializations: [
    "Retail",
    "Hospitality",
    "Construction",
    "Security services",
    "Franchising",
    "E-commerce",
    "Manufacturing",
    "Professional services",
    "Technology start-ups",
    "Food and drink",
    "Logistics and transport",
    "Health and wellbeing",
    "Creative and media",
    "Property",
    "Social enterprise",
    "Training and education",
    "Agriculture and rural business",
    "Import and export"
  ],
  articleCategories: [
    {
      name: "Starting Up",
      subCategories: [
        "Testing your idea",
        "Writing a business plan",
        "Choosing a legal structure",
        "Registering your business"
      ]
    },
    {
      name: "Finance and Funding",
      subCategories: ["Start Up Loans", "Cash flow", "Tax and VAT", "Grants and investment"]
    },
    {
      name: "Marketing and Sales",
      subCategories: ["Branding", "Social media", "Winning customers", "Pricing", "Tenders and contracts"]
    },
    {
      name: "From Service to Business",
      subCategories: ["Resettlement and transition", "Translating military skills", "Wellbeing"]
    },
    {
      name: "Growing Your Business",
      subCategories: ["Hiring your first employee", "Scaling up", "Exporting"]
    },
    {
      name: "Legal and Compliance",
      subCategories: ["Contracts", "Data protection", "Insurance"]
    },
    { name: "Success Stories", subCategories: [] },
    { name: "News and Events", subCategories: [] }
  ],
  assessGroups: assessGroups2
};

// src/db/seed/reference.ts
var rows = (names, offset = 0) => names.map((name, i) => ({ id: offset + i + 1, name }));
function articleCategoryRows() {
  let id = 0;
  return referenceData.articleCategories.flatMap((c) => {
    const parentId = ++id;
    return [
      { id: parentId, parentId: null, name: c.name },
      ...c.subCategories.map((name) => ({ id: ++id, parentId, name }))
    ];
  });
}
async function seedReference(db, businessStatuses2) {
  const [existing] = await db.select({ n: count() }).from(services);
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(serviceConnections).values(rows(referenceData.serviceConnections));
    await tx.insert(serviceTypes).values(rows(referenceData.serviceTypes));
    await tx.insert(services).values(rows(referenceData.services));
    await tx.insert(businessSectors).values(rows(referenceData.businessSectors));
    await tx.insert(businessStatuses).values(rows(businessStatuses2));
    await tx.insert(businessSpecializations).values(rows(referenceData.businessSpecializations));
    await tx.insert(discoverTypes).values([
      ...rows(referenceData.discoverTypes.mentor).map((d) => ({ ...d, role: "mentor" })),
      ...rows(referenceData.discoverTypes.mentee, referenceData.discoverTypes.mentor.length).map((d) => ({
        ...d,
        role: "mentee"
      }))
    ]);
    await tx.insert(skillCategories).values(rows(referenceData.skillCategories.map((c) => c.name)));
    let skillId = 0;
    await tx.insert(skills).values(
      referenceData.skillCategories.flatMap(
        (c, ci) => c.skills.map((name) => ({ id: ++skillId, categoryId: ci + 1, name }))
      )
    );
    const categories = articleCategoryRows();
    await tx.insert(articleCategories).values(categories.filter((c) => c.parentId === null));
    await tx.insert(articleCategories).values(categories.filter((c) => c.parentId !== null));
    await tx.insert(assessGroups).values(referenceData.assessGroups.map((g, i) => ({ id: i + 1, name: g.name, completeText: g.completeText })));
    let questionId = 0;
    await tx.insert(assessQuestions).values(
      referenceData.assessGroups.flatMap(
        (g, gi) => g.questions.map((q, qi) => ({
          id: ++questionId,
          groupId: gi + 1,
          position: qi,
          question: q.question,
          optionA: q.options[0],
          optionB: q.options[1],
          optionC: q.options[2]
        }))
      )
    );
  });
  return true;
}

// src/modules/articles/article-activity.repository.ts
import { and, desc, eq, sql as sql6 } from "drizzle-orm";

// src/db/read-model.ts
import { getTableColumns, getTableName } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
var qb = new QueryBuilder();
function viewOf(table, columns, alias2) {
  return qb.select(columns).from(table).as(alias2 ?? getTableName(table));
}
var allColumns = (table) => getTableColumns(table);
var pick = (view, keys) => Object.fromEntries(keys.map((k) => [k, view[k]]));

// src/modules/users/users.read-model.ts
var { passwordHash: _hash, unsubscribeToken: _unsubscribe, ...personFields } = allColumns(users);
var peopleAs = (alias2) => viewOf(users, personFields, alias2);
var people2 = peopleAs("users");
var personColumnsOf = (p) => ({
  id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  avatar: p.avatar,
  location: p.location,
  businessName: p.businessName,
  position: p.positionWithinBusiness
});
var personColumns = personColumnsOf(people2);
var toPersonSummary = (p) => ({
  id: p.id,
  first_name: p.firstName,
  last_name: p.lastName,
  avatar: p.avatar,
  location: p.location,
  business_name: p.businessName,
  position_within_business: p.position
});
var accounts = viewOf(users, allColumns(users));
var accountColumns = pick(
  accounts,
  Object.keys(allColumns(users))
);

// src/modules/articles/article-activity.repository.ts
var articleActivityRepository = (db) => ({
  /** Sets (or clears) the reader's reaction; one row per reader and article. */
  async react(articleId, userId, kind, on) {
    if (on)
      await db.insert(articleReactions).values({ articleId, userId, kind }).onConflictDoUpdate({
        target: [articleReactions.articleId, articleReactions.userId],
        set: { kind, createdAt: sql6`now()` }
      });
    else
      await db.delete(articleReactions).where(
        and(
          eq(articleReactions.articleId, articleId),
          eq(articleReactions.userId, userId),
          eq(articleReactions.kind, kind)
        )
      );
  },
  /** The counts and the reader's own reaction. */
  async reactions(articleId, userId) {
    const [row] = await db.select({
      likes: sql6`count(*) filter (where ${articleReactions.kind} = 'like')::int`,
      dislikes: sql6`count(*) filter (where ${articleReactions.kind} = 'dislike')::int`,
      mine: sql6`max(case when ${articleReactions.userId} = ${userId ?? 0} then ${articleReactions.kind} end)`
    }).from(articleReactions).where(eq(articleReactions.articleId, articleId));
    return { likes: row?.likes ?? 0, dislikes: row?.dislikes ?? 0, mine: row?.mine ?? null };
  },
  async recordDecision(articleId, moderatorId, decision, reason) {
    await db.insert(articleDecisions).values({ articleId, moderatorId, decision, reason });
  },
  decisions: (articleId) => db.select({
    id: articleDecisions.id,
    decision: articleDecisions.decision,
    reason: articleDecisions.reason,
    createdAt: articleDecisions.createdAt,
    moderatorId: people2.id,
    moderatorFirstName: people2.firstName,
    moderatorLastName: people2.lastName
  }).from(articleDecisions).innerJoin(people2, eq(people2.id, articleDecisions.moderatorId)).where(eq(articleDecisions.articleId, articleId)).orderBy(desc(articleDecisions.createdAt), desc(articleDecisions.id))
});

// src/modules/articles/articles.repository.ts
import { and as and3, asc, count as count2, desc as desc3, eq as eq3, ilike, inArray, isNotNull, notInArray, sql as sql9 } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

// src/policies/articles.ts
import { sql as sql7 } from "drizzle-orm";

// src/policies/viewer.ts
var isStaff = (viewer) => viewer?.type === "moderator" || viewer?.type === "admin";
var isProgrammePerson = (viewer) => viewer?.type === "mentor" || viewer?.type === "mentee";

// src/policies/articles.ts
function canReadArticle(viewer, v) {
  if (v.visibility === "1") return true;
  if (!viewer) return false;
  if (isStaff(viewer) || viewer.id === v.ownerId) return true;
  if (v.visibility === "2") return true;
  if (v.visibility === "3") return viewer.type === "mentor";
  return v.assignedMemberIds.includes(viewer.id);
}
function readableArticleSql(viewer) {
  if (!viewer) return sql7`${articleVersions.visibility} = '1'`;
  if (isStaff(viewer)) return sql7`true`;
  const byRole = viewer.type === "mentor" ? sql7`${articleVersions.visibility} in ('1', '2', '3')` : sql7`${articleVersions.visibility} in ('1', '2')`;
  return sql7`(${byRole} or ${articles.ownerId} = ${viewer.id} or (${articleVersions.visibility} = '0' and ${articleVersions.assignedMemberIds} @> array[${viewer.id}]::integer[]))`;
}
var opensOnSignIn = (viewer, v) => !viewer && (v.visibility === "2" || v.visibility === "3");
var canEditArticle = (viewer, a) => !!viewer && a.ownerId === viewer.id;
var canSeeArticleMembers = (viewer, a) => isStaff(viewer) || canEditArticle(viewer, a);

// src/modules/users/blocks.repository.ts
import { and as and2, desc as desc2, eq as eq2, or, sql as sql8 } from "drizzle-orm";
var isBlockedBetween = (blocks, a, b) => blocks.some((x) => x.blockerId === a && x.blockedId === b || x.blockerId === b && x.blockedId === a);
var blockedBetweenSql = (a, b) => sql8`exists (select 1 from user_blocks ub where (ub.blocker_id = ${a} and ub.blocked_id = ${b}) or (ub.blocker_id = ${b} and ub.blocked_id = ${a}))`;
var notBlockedSql = (a, b) => sql8`not ${blockedBetweenSql(a, b)}`;
var blocksRepository = (db) => ({
  /** The blocks between two people, either way (zero, one or two rows). */
  between: (a, b) => db.select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId }).from(userBlocks).where(
    or(
      and2(eq2(userBlocks.blockerId, a), eq2(userBlocks.blockedId, b)),
      and2(eq2(userBlocks.blockerId, b), eq2(userBlocks.blockedId, a))
    )
  ),
  /** Whether either of the two blocked the other. */
  async areApart(a, b) {
    return isBlockedBetween(await this.between(a, b), a, b);
  },
  /** The people a person is apart from, either way (to leave out of what is counted in memory). */
  async apartFrom(userId) {
    const rows2 = await db.select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId }).from(userBlocks).where(or(eq2(userBlocks.blockerId, userId), eq2(userBlocks.blockedId, userId)));
    return new Set(rows2.map((r) => r.blockerId === userId ? r.blockedId : r.blockerId));
  },
  /** Whom a person blocked, newest first. */
  listOf: (blockerId) => db.select({
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    avatar: users.avatar,
    createdAt: userBlocks.createdAt
  }).from(userBlocks).innerJoin(users, eq2(users.id, userBlocks.blockedId)).where(eq2(userBlocks.blockerId, blockerId)).orderBy(desc2(userBlocks.createdAt), desc2(userBlocks.blockedId)),
  /** Answers whether the block is new (a repeated block changes nothing). */
  async insert(blockerId, blockedId) {
    const rows2 = await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing().returning({ blockerId: userBlocks.blockerId });
    return rows2.length > 0;
  },
  async remove(blockerId, blockedId) {
    const rows2 = await db.delete(userBlocks).where(and2(eq2(userBlocks.blockerId, blockerId), eq2(userBlocks.blockedId, blockedId))).returning({ blockerId: userBlocks.blockerId });
    return rows2.length > 0;
  }
});

// src/modules/articles/articles.repository.ts
var apartSql = (reader) => reader ? notBlockedSql(reader.id, articles.ownerId) : void 0;
var subCategories = alias(articleCategories, "sub_categories");
var reactionCount = (kind) => sql9`(select count(*)::int from article_reactions r where r.article_id = "articles"."id" and r.kind = ${kind})`;
var cardColumns = {
  id: articles.id,
  /**
   * The status of the version shown: the live version is published, whatever waits behind it (a
   * reader never sees the author's working status); the current version has the article's status.
   */
  status: sql9`case when ${articles.liveVersionId} = ${articleVersions.id} then 'published' else ${articles.status} end`,
  ownerId: articles.ownerId,
  liveVersionId: articles.liveVersionId,
  currentVersionId: articles.currentVersionId,
  banReason: articles.banReason,
  submittedAt: articles.submittedAt,
  publishedAt: articles.publishedAt,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  versionId: articleVersions.id,
  title: articleVersions.title,
  shortDescription: articleVersions.shortDescription,
  tags: articleVersions.tags,
  visibility: articleVersions.visibility,
  assignedMemberIds: articleVersions.assignedMemberIds,
  previewSmallImage: articleVersions.previewSmallImage,
  previewBigImage: articleVersions.previewBigImage,
  bgImage: articleVersions.bgImage,
  categoryId: articleVersions.categoryId,
  categoryName: articleCategories.name,
  subCategoryId: articleVersions.subCategoryId,
  subCategoryName: subCategories.name,
  ownerFirstName: people2.firstName,
  ownerLastName: people2.lastName,
  ownerAvatar: people2.avatar,
  ownerLocation: people2.location,
  ownerStatus: people2.status,
  likes: reactionCount("like"),
  dislikes: reactionCount("dislike")
};
var filterSql = (f) => [
  f.category !== void 0 ? eq3(articleVersions.categoryId, f.category) : void 0,
  f.sub_category !== void 0 ? eq3(articleVersions.subCategoryId, f.sub_category) : void 0,
  f.tag !== void 0 ? sql9`${articleVersions.tags} @> array[${f.tag}]::text[]` : void 0
].filter((c) => c !== void 0);
var newestFirst = [sql9`${articles.publishedAt} desc nulls last`, sql9`${articles.id} desc nulls last`];
var SEARCH_CANDIDATES = 1e3;
var tsquery = (query) => sql9`websearch_to_tsquery('english', ${query})`;
var searchVector = (v) => sql9`setweight(to_tsvector('english', ${v.title}), 'A') || setweight(to_tsvector('english', ${v.tags.join(" ")}), 'B') || setweight(to_tsvector('english', ${v.shortDescription}), 'B') || setweight(to_tsvector('english', ${v.bodyText}), 'C')`;
var articlesRepository = (db) => {
  const cards = (which) => db.select(cardColumns).from(articles).innerJoin(
    articleVersions,
    eq3(articleVersions.id, which === "live" ? articles.liveVersionId : articles.currentVersionId)
  ).innerJoin(articleCategories, eq3(articleCategories.id, articleVersions.categoryId)).leftJoin(subCategories, eq3(subCategories.id, articleVersions.subCategoryId)).innerJoin(people2, eq3(people2.id, articles.ownerId));
  const countLive = async (where) => {
    const capped = db.select({ one: sql9`1` }).from(articles).innerJoin(articleVersions, eq3(articleVersions.id, articles.liveVersionId)).where(and3(isNotNull(articles.liveVersionId), where)).limit(ARTICLE_TOTAL_CAP).as("capped");
    const [row] = await db.select({ n: count2() }).from(capped);
    return row?.n ?? 0;
  };
  return {
    categories: () => db.select({
      id: articleCategories.id,
      parentId: articleCategories.parentId,
      name: articleCategories.name
    }).from(articleCategories).orderBy(asc(articleCategories.id)),
    /** The newest live articles the reader may read. */
    async latest(reader, f, limit, offset) {
      const where = and3(readableArticleSql(reader), apartSql(reader), ...filterSql(f));
      const [rows2, total] = await Promise.all([
        cards("live").where(and3(isNotNull(articles.liveVersionId), where)).orderBy(...newestFirst).limit(limit).offset(offset),
        countLive(where)
      ]);
      return { rows: rows2, total };
    },
    /**
     * Ranked full-text search over live articles the reader may read. Ranking reads every candidate's
     * vector, so a word found in most articles ranks its newest SEARCH_CANDIDATES matches (decision 0018).
     */
    async search(reader, query, f, limit, offset) {
      const q = tsquery(query);
      const where = and3(
        readableArticleSql(reader),
        apartSql(reader),
        sql9`${articleVersions.search} @@ ${q}`,
        ...filterSql(f)
      );
      const candidates = (on) => on.select({
        id: articles.id,
        versionId: sql9`${articleVersions.id}`.as("version_id"),
        publishedAt: sql9`${articles.publishedAt}`.as("published_at")
      }).from(articles).innerJoin(articleVersions, eq3(articleVersions.id, articles.liveVersionId)).where(and3(isNotNull(articles.liveVersionId), where)).orderBy(...newestFirst).limit(SEARCH_CANDIDATES).as("candidates");
      const ranked = (on) => {
        const c = candidates(on);
        return on.select({ id: c.id }).from(c).innerJoin(articleVersions, eq3(articleVersions.id, c.versionId)).orderBy(
          desc3(sql9`ts_rank_cd(${articleVersions.search}, ${q}, 32)`),
          sql9`${c.publishedAt} desc nulls last`,
          desc3(c.id)
        ).limit(limit).offset(offset);
      };
      const [page2, total] = await Promise.all([
        db.transaction(async (tx) => {
          await tx.execute(sql9`set local random_page_cost = 1.1`);
          return ranked(tx);
        }),
        countLive(where)
      ]);
      const ids = page2.map((r) => r.id);
      const found = ids.length ? await cards("live").where(inArray(articles.id, ids)) : [];
      const byId = new Map(found.map((r) => [r.id, r]));
      return { rows: ids.map((id) => byId.get(id)).filter((r) => r !== void 0), total };
    },
    /** Highlighted title and excerpt of these versions for a query (only the page's rows). */
    async headlines(versionIds, query) {
      if (!versionIds.length) return /* @__PURE__ */ new Map();
      const q = tsquery(query);
      const marks = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}`;
      const rows2 = await db.select({
        id: articleVersions.id,
        title: sql9`ts_headline('english', ${articleVersions.title}, ${q}, ${`${marks}, HighlightAll=true`})`,
        excerpt: sql9`ts_headline('english', ${articleVersions.bodyText}, ${q}, ${`${marks}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" \u2026 "`})`
      }).from(articleVersions).where(inArray(articleVersions.id, versionIds));
      return new Map(rows2.map((r) => [r.id, { title: r.title, excerpt: r.excerpt }]));
    },
    /** One article with its live (`live`) or current version. */
    async card(id, which) {
      const [row] = await cards(which).where(eq3(articles.id, id)).limit(1);
      return row ?? null;
    },
    async body(versionId) {
      const [row] = await db.select({ body: articleVersions.body }).from(articleVersions).where(eq3(articleVersions.id, versionId));
      return row?.body ?? null;
    },
    /** The author's own, newest change first; `query` looks in titles. */
    async mine(ownerId, status, query, limit, offset) {
      const like = query ? `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : void 0;
      const where = and3(
        eq3(articles.ownerId, ownerId),
        status === "all" ? void 0 : eq3(articles.status, status),
        like ? ilike(articleVersions.title, like) : void 0
      );
      const [rows2, [totalRow]] = await Promise.all([
        cards("current").where(where).orderBy(desc3(articles.updatedAt), desc3(articles.id)).limit(limit).offset(offset),
        db.select({ n: count2() }).from(articles).innerJoin(articleVersions, eq3(articleVersions.id, articles.currentVersionId)).where(where)
      ]);
      return { rows: rows2, total: totalRow?.n ?? 0 };
    },
    /** Articles waiting for a moderator, oldest first. */
    async pending(limit, offset) {
      const where = eq3(articles.status, "pending");
      const [rows2, [totalRow]] = await Promise.all([
        cards("current").where(where).orderBy(asc(articles.submittedAt), asc(articles.id)).limit(limit).offset(offset),
        db.select({ n: count2() }).from(articles).where(where)
      ]);
      return { rows: rows2, total: totalRow?.n ?? 0 };
    },
    /** The article row, locked for the rest of the transaction. */
    async lock(id) {
      const [row] = await db.select().from(articles).where(eq3(articles.id, id)).for("update");
      return row ?? null;
    },
    async insertArticle(ownerId, status) {
      const [row] = await db.insert(articles).values({ ownerId, status, submittedAt: status === "pending" ? sql9`now()` : null }).returning({ id: articles.id });
      return row.id;
    },
    async insertVersion(articleId, v) {
      const [row] = await db.insert(articleVersions).values({ articleId, ...v, search: searchVector(v) }).returning({ id: articleVersions.id });
      return row.id;
    },
    async updateVersion(versionId, v) {
      await db.update(articleVersions).set({ ...v, search: searchVector(v) }).where(eq3(articleVersions.id, versionId));
    },
    /** Points the article at its current version with a new status. */
    async setCurrent(id, versionId, status) {
      await db.update(articles).set({
        currentVersionId: versionId,
        status,
        submittedAt: status === "pending" ? sql9`now()` : null,
        updatedAt: sql9`now()`
      }).where(eq3(articles.id, id));
    },
    async remove(id) {
      await db.delete(articles).where(eq3(articles.id, id));
    },
    /** Publishes the current version: it becomes the live one; older versions go. */
    async publish(id, versionId) {
      await db.update(articles).set({
        status: "published",
        liveVersionId: versionId,
        banReason: null,
        submittedAt: null,
        publishedAt: sql9`coalesce(${articles.publishedAt}, now())`,
        updatedAt: sql9`now()`
      }).where(eq3(articles.id, id));
      await db.delete(articleVersions).where(and3(eq3(articleVersions.articleId, id), notInArray(articleVersions.id, [versionId])));
    },
    /** Bans the current version; when it is the live one, the article leaves the knowledge base. */
    async ban(id, reason, takeDown) {
      await db.update(articles).set({
        status: "banned",
        banReason: reason,
        submittedAt: null,
        updatedAt: sql9`now()`,
        ...takeDown && { liveVersionId: null, publishedAt: null }
      }).where(eq3(articles.id, id));
    }
  };
};

export {
  MSG,
  MEMBER_ROLES,
  ROLE_LABELS,
  emailSchema,
  OTP_LENGTH,
  DOCUMENT_VERSIONS,
  DOCUMENT_BASELINE_VERSIONS,
  PROMPTED_DOCUMENTS,
  DATA_EXPORT_VALID_HOURS,
  BUSINESS_STATUSES,
  SERVICE_LOAN,
  ASSESS_QUESTION_COUNT,
  surveyVisibility,
  applySurveyRules,
  MAX_IMAGE_BYTES,
  MAX_CV_BYTES,
  UPLOAD_QUOTA_BYTES,
  IDEA_FIELDS,
  IDEA_LABELS,
  TASK_LINK,
  isSafeLink,
  RESPONSIVENESS_WINDOW_DAYS,
  responsivenessOf,
  END_REASON_TEXT,
  canSendRequest,
  CHAT_BOT_ID,
  CHAT_BOT_NAME,
  chatWelcomeText,
  REALTIME_PATH,
  conversationRoom,
  CHAT_EVENTS,
  sanitizeArticleBody,
  articlePlainText,
  shortDescriptionOf,
  articleFiles,
  ARTICLE_IMAGE_MAX_BYTES,
  ARTICLE_PREVIEW_MAX_BYTES,
  EDITOR_IMAGE_MAX_BYTES,
  DOCUMENT_MAX_BYTES,
  visibilityOf,
  UNSUPPORTED_IMAGE,
  EVENT_PHOTO_MAX_BYTES,
  EVENT_PHOTO_MIN_SIDE,
  EVENT_ARCHIVE_LIMIT,
  FEEDBACK_MIN_RATINGS,
  FEEDBACK_MIN_MEMBERS,
  FEEDBACK_LOW_SCORE,
  CALENDAR_SECRET,
  STAFF_ROLES,
  AUDIT_ACTIONS,
  OVERVIEW_WEEKS,
  QUIET_DAYS,
  emailSettingsPath,
  LIVE_EVENTS,
  FILE_MAGIC,
  startsWithBytes,
  REPORT_REASON_LABELS,
  REPORT_TARGET_LABELS,
  REMOVED_BY_MODERATOR,
  ACCOUNT_DELETION_GRACE_DAYS_DEFAULT,
  FORMER_LABELS,
  formerLabel,
  profileOf,
  areas_exports,
  serviceConnections,
  serviceTypes,
  services,
  businessSectors,
  businessStatuses,
  businessSpecializations,
  skillCategories,
  discoverTypes,
  skills,
  articleCategories,
  assessGroups,
  assessQuestions,
  users,
  authTokens,
  otpCodes,
  otpSends,
  passwordResets,
  previewTokens,
  userIdentities,
  mailOutbox,
  supportQuestions,
  mailWindows,
  userSkills,
  userSpecializations,
  surveys,
  assessmentAnswers,
  agreementAcceptances,
  experiences,
  otherExpertise,
  mentoringRequests,
  mentorings,
  captainFeatures,
  templates,
  templateAssignments,
  milestones,
  tasks,
  feedComments,
  feedReads,
  conversations,
  conversationMembers,
  chatMessages,
  articles,
  articleVersions,
  articleDecisions,
  events,
  eventMembers,
  staffAuditLog,
  rateLimits,
  storedFiles,
  reports,
  consents2 as consents,
  dataExports,
  accountDeletions,
  mentoringSessions,
  sessionFeedback,
  calendarFeeds,
  schema_exports,
  articleCategoryRows,
  seedReference,
  randomToken,
  sha256,
  safeEqual,
  randomDigits,
  hashPassword,
  verifyPassword,
  verifyAgainstDummy,
  viewOf,
  allColumns,
  peopleAs,
  people2 as people,
  personColumns,
  toPersonSummary,
  accounts,
  accountColumns,
  articleActivityRepository,
  isStaff,
  isProgrammePerson,
  canReadArticle,
  opensOnSignIn,
  canEditArticle,
  canSeeArticleMembers,
  blockedBetweenSql,
  notBlockedSql,
  blocksRepository,
  articlesRepository
};
//# sourceMappingURL=chunk-Z546C65X.js.map
