/**
 * Table ownership (docs/ARCHITECTURE.md, "Table ownership"): every table of this schema belongs to
 * exactly one module, named here by its folder under `modules/` (`db` for the platform's own
 * tables, which only `db/` and the plugins touch). Only the owner's files import the table from
 * `db/schema`; another module reads it through the owner's service or the read model the owner
 * exports (`modules/<owner>/<owner>.read-model.ts`), and writes it only through the owner's service.
 * The lint checks the imports (`eslint-rules/table-ownership.js`); `owners.test.ts` checks that
 * every table has one owner here. Keys are the tables' names as `db/schema` exports them.
 *
 * Plain data with no imports: eslint.config.js reads it too.
 */
export const TABLE_OWNERS = {
  // users.ts
  users: 'users',
  authTokens: 'auth',
  otpCodes: 'auth',
  otpSends: 'auth',
  passwordResets: 'auth',
  previewTokens: 'auth',
  userIdentities: 'auth',
  // reference.ts (seeded reference data) and the questionnaire in profile.ts
  serviceConnections: 'survey',
  serviceTypes: 'survey',
  services: 'survey',
  businessSectors: 'survey',
  businessStatuses: 'survey',
  businessSpecializations: 'survey',
  skillCategories: 'survey',
  discoverTypes: 'survey',
  skills: 'survey',
  assessGroups: 'survey',
  assessQuestions: 'survey',
  surveys: 'survey',
  assessmentAnswers: 'survey',
  assessmentResults: 'survey',
  assessmentTakeAnswers: 'survey',
  articleCategories: 'articles',
  // profile.ts
  userSkills: 'profile',
  userSpecializations: 'profile',
  experiences: 'profile',
  otherExpertise: 'profile',
  agreementAcceptances: 'signup',
  // mail.ts
  mailOutbox: 'mail',
  supportQuestions: 'support',
  mailWindows: 'notifications',
  // mentoring.ts
  mentoringRequests: 'mentoring',
  mentorings: 'mentoring',
  captainFeatures: 'matching',
  captainCount: 'matching',
  // workspace.ts
  templates: 'plans',
  templateAssignments: 'plans',
  milestones: 'plans',
  tasks: 'plans',
  feedComments: 'feed',
  feedReads: 'feed',
  // chat.ts
  conversations: 'chat',
  conversationMembers: 'chat',
  chatMessages: 'chat',
  socketIoAttachments: 'db',
  // articles.ts
  articles: 'articles',
  articleVersions: 'articles',
  liveArticles: 'articles',
  articleReactions: 'articles',
  articleDecisions: 'articles',
  // events.ts
  events: 'events',
  eventMembers: 'events',
  // the rest
  staffAuditLog: 'audit',
  rateLimits: 'db',
  storedFiles: 'files',
  reports: 'reports',
  userBlocks: 'users',
  consents: 'privacy',
  dataExports: 'privacy',
  accountDeletions: 'privacy',
  mentoringSessions: 'sessions',
  sessionFeedback: 'sessions',
  calendarFeeds: 'sessions',
} as const;

export type TableName = keyof typeof TABLE_OWNERS;
