/**
 * Every user-facing message of the product spec (sections 5 and 8), defined once.
 * Both the server (422 bodies) and the web client (form errors) read them from here.
 */
export const MSG = {
  // Generic
  invalidData: 'The given data was invalid.',
  generic: 'Ooops something went wrong, please try again later',
  /** `/api/ready` while the process drains (SIGTERM). */
  shuttingDown: 'This server is shutting down.',
  malformedBody: 'The request body could not be read.',
  invalidCharacter: 'This field contains a character that is not allowed.',
  required: 'Required',
  fieldRequired: 'Please fill this field',

  // Workspace (milestones, tasks, templates, feed)
  tasksRequired: 'Please, add at least one task to milestone',
  taskTooLong: 'A task can be at most 500 characters.',
  taskLinkUnsafe: 'Links must start with http:// or https://',
  chooseMembers: 'Please choose at least one member.',
  commentTooLong: 'A comment can be at most 5000 characters.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not found.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',

  // Privacy centre (issue 31)
  dataExportOncePerDay: 'You can download your data once a day. Please try again tomorrow.',
  consentUnknownDocument: 'This document cannot be accepted here.',
  consentVersionOutdated: 'This is not the current version of the document. Please reload the page.',

  // Email
  emailRequired: 'Email address is required',
  emailInvalid: 'Email address is invalid',
  emailTaken: 'The email has already been taken.',

  // Role
  roleRequired: 'Please choose your role',

  // Names
  firstNameRequired: 'First name is required',
  firstNameDigits: 'First name should not contain numbers',
  firstNameLength: 'First name should be at least 2 symbols',
  lastNameRequired: 'Last name is required',
  lastNameDigits: 'Last name should not contain numbers',
  lastNameLength: 'Last name should be at least 2 symbols',
  firstNameTooLong: 'First name should be at most 100 symbols',
  lastNameTooLong: 'Last name should be at most 100 symbols',

  // Code
  codeRequired: 'Code length should be 4',
  codeLength: 'Code length should be 4',
  codeInvalid: 'invalid code',
  codeExpired: 'The code has expired. Please send a new one.',
  codeLocked: 'Too many wrong codes. Please send a new one.',
  codeTooMany: 'Too many codes were requested for this address. Please wait a few minutes.',

  // Passwords
  passwordRequired: 'Password is required',
  passwordLength: 'Your password must be at least 8 characters',
  passwordCapital: 'Your password must contain at least one capital letter.',
  passwordDigits: 'New password must contain at least two digits.',
  passwordsSame: 'Passwords must be the same',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'The current password is incorrect.',

  // Login and reset
  loginFailed: 'Incorrect login/password or your account was not activated yet.',
  declineReasonLength: 'The reason may be at most 500 characters.',
  invalidUser: 'Invalid user',
  resetLinkSent: 'We have e-mailed your password reset link.',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  passwordUpdated: 'Your password has been changed.',

  // Sign-up and profile fields
  acceptTerms: 'Please, accept Terms of Service & Privacy Policy',
  emailNotVerified: 'Please verify your email address first.',
  loanMax: 'Maximum Loan amount 25 000 pounds',
  skillsRequired: 'Please choose at least one skill',
  limitOfMenteesMin: 'Limit of members should be at least 1',
  limitOfMenteesMax: 'Limit of members should be at most 5',
  invalidDate: 'Invalid date',
  fileTooLarge: 'The file is too large.',
  uploadQuotaReached:
    'You have used all 200 MB of your storage. Please delete some of your articles, documents or events first.',
  fileType: 'The file type is not supported.',
  imageType: 'Please choose a JPEG or PNG image.',
  pdfType: 'Please choose a PDF file.',
  imageTooManyPixels: 'The image is too large: please choose one of at most 40 megapixels.',
  pdfEncrypted: 'This PDF is password-protected. Please upload an unprotected copy.',
  pdfActiveContent:
    'This PDF contains scripts or actions. Please save it again as a plain PDF (for example with "Print to PDF").',
  acceptAgreement: 'Please accept the agreement to continue',
  invalidUrl: 'Please enter a full web address (https://…)',
  postCodeLength: 'Please enter a UK post code, such as PL1 2AB',
  contactNumberFormat: 'Please enter a UK phone number, such as 07700 900123',
  unknownOption: 'Please choose one of the options',
  surveyLocked: 'Please request a change of your questionnaire first.',
  assessIncomplete: 'Please answer all 19 questions.',
  surveyNotComplete: 'Please complete the questionnaire first.',
  noPendingRequest: 'There is no pending change request.',
  captainUnavailable: 'This Business Captain is not taking new members at the moment.',
  alreadyHaveCaptain: 'You already have a Business Captain.',
  memberHasCaptain: 'This member already has a Business Captain.',
  requestExists: 'You have already asked this Business Captain.',
  noOpenRequest: 'There is no open request to recall.',
  membersLimitReached:
    'You have reached your limit of members. Raise it in Settings or end a mentoring first.',
  noIncomingRequests: 'You have no incoming requests',
  noPendingRequests: 'You have no pending requests',
  noActiveSupport: 'You have no active support',
  noTemplates: 'You have no templates',
  noMatchingCaptains: "Sorry, we couldn't find any matching business captains",

  // Questions (raise a query)
  messageRequired: 'Please write your message',
  questionSent: 'Thank you, your message has been sent.',

  // Events
  noEvents: 'No events',
  eventTitleTooLong: 'The title can be at most 150 characters.',
  eventDescriptionTooLong: 'The description can be at most 5000 characters.',
  eventAddressTooLong: 'The address can be at most 300 characters.',
  eventTimeRequired: 'Please choose a time',
  eventEndBeforeStart: 'The end time cannot be before the start time.',
  eventInPast: 'The event cannot start in the past.',
  eventTypeInvalid: 'Please choose public or private',
  eventPhotoTooSmall: 'The photo should be at least 500 x 500 px.',
  eventMembersNotYours: 'You can only choose your own members',

  // Articles
  articleTitleTooLong: 'The title can be at most 80 characters.',
  articleBodyInvalid: 'The article text could not be read. Please try again.',
  articleBodyTooLong: 'The article is too long.',
  articleCategoryRequired: 'Please choose a category',
  articleSubCategoryInvalid: 'Please choose a subcategory of this category',
  articleTagsRequired: 'Please add at least one tag',
  articleTagsTooMany: 'An article can have at most 10 tags',
  articleTagTooLong: 'A tag can be at most 40 characters',
  articleVisibilityInvalid: 'Please choose who can read the article',
  articlePhotoRequired: 'Please add a photo',
  articleBackgroundRequired: 'Please add a background',
  articleMembersRequired: 'Please choose at least one member for a private article',
  articleMembersOnly: 'This article is for registered members. Please sign in or sign up to read it.',
  articleMembersNotYours: 'You can only choose your own members',
  articlePublishedNoDelete: 'A published article cannot be deleted.',
  articleNotPending: 'This article is not waiting for moderation.',
  banReasonRequired: 'Please give the author a reason',
  documentType: 'Please choose a .doc, .docx or .pdf file.',
  editorImageType: 'The file you tried to upload is a type we do not understand.',
  noArticles: 'No articles yet',

  // Staff console
  accountSuspended: 'Your account has been suspended. Please contact us at hello@knowledge-exchange-hub.org.',
  lastAdmin: 'There must always be at least one administrator.',
  notYourself: 'You cannot do this to your own account.',
  refusalReasonRequired: 'Please give the member a reason',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',

  // Deleting an account and erasure (issue 31)
  deletionConfirmRequired: 'Please enter your password, or a code we e-mail you.',
  deletionPasswordWrong: 'The password is incorrect.',
  deletionAlreadyPending: 'Your account is already due to be deleted.',
  deletionNotPending: 'Your account is not due to be deleted.',
  eraseReasonRequired: 'Please give the reason for erasing this account',
  pairEndedSubject: 'Your mentoring has ended',

  // Sign-in with LinkedIn (decision 0024)
  linkedinUnavailable: 'Sign-in with LinkedIn is not available.',
  linkedinDown:
    'LinkedIn is not answering at the moment. Please try again later, or sign in with your password.',
  linkedinFailed: 'We could not sign you in with LinkedIn. Please try again.',
  linkedinExpired: 'Your LinkedIn sign-in took too long or was started in another browser. Please try again.',
  linkedinCancelled: 'LinkedIn sign-in was cancelled.',
  linkedinEmailUnverified:
    'Your e-mail address is not verified on LinkedIn, so we cannot link it to your account. Sign in with your password, or verify the address on LinkedIn first.',
  linkedinStaff: 'Staff accounts sign in with their password and a code.',

  // Mentoring sessions (issue 32)
  sessionStartInvalid: 'Please choose a valid date and time.',
  sessionStartInPast: 'A session must start in the future.',
  sessionLengthInvalid: 'Please choose a length of 30, 45, 60 or 90 minutes.',
  sessionSlotsRequired: 'Please propose at least one time.',
  sessionSlotsTooMany: 'Please propose at most three times.',
  sessionPlaceRequired: 'Please give a place or a video link.',
  sessionPlaceTooLong: 'A place can be at most 300 characters.',
  sessionVideoInvalid: 'Please enter a link that starts with http:// or https://',
  sessionAgendaTooLong: 'An agenda can be at most 2000 characters.',
  sessionNotesTooLong: 'Notes can be at most 5000 characters.',
  sessionReasonTooLong: 'A reason can be at most 500 characters.',
  sessionActualInvalid: 'Please give how many minutes the session lasted.',
  sessionMissedByRequired: 'Please say who missed the session.',
  sessionScoreInvalid: 'Please choose a score from 1 to 5.',
  feedbackTooLong: 'This can be at most 2000 characters.',
  sessionOverlap: 'This time overlaps another session already booked for you or the other person.',
  sessionNotProposed: 'This session is no longer waiting for an answer.',
  sessionOwnProposal: 'The other person answers your proposal.',
  sessionNotAccepted: 'Only a booked session can be changed.',
  sessionNotBegun: 'A session can be logged once it has begun.',
  sessionAlreadyLogged: 'This session has already been logged.',
  sessionNotHeld: 'Feedback is given on a session that was held.',
  sessionCannotCancel: 'This session can no longer be cancelled.',
  sessionMilestoneInvalid: 'Please choose an open milestone of this plan.',

  // Chat
  chatEmpty: 'Chat is still empty',
  chatMemberInvalid: 'Please choose someone to chat with.',
  chatWithSelf: 'You cannot start a conversation with yourself.',
  chatNotAccepted: 'This Business Captain does not accept chats at the moment.',
  chatBotNoReplies: 'This conversation does not take replies.',
  messageTooLong: 'A message can be at most 2000 characters.',
  questionRequired: 'Please write your question.',
  endReasonRequired: 'Please choose why the mentoring ends.',
  endNoteLength: 'The note may be at most 1000 characters.',
  chatClientIdInvalid:
    'The client id may hold only letters, digits, dots, colons, dashes and underscores (at most 100).',

  // Reports and blocks (issue 33)
  reportTargetInvalid: 'Please choose what to report.',
  reportReasonRequired: 'Please choose a reason.',
  reportTextRequired: 'Please tell us what is wrong.',
  reportTextTooLong: 'Please keep it under 2000 characters.',
  reportOwn: 'You cannot report yourself.',
  reportSent: 'Thank you. Our moderators will look at your report.',
  reportClosed: 'This report has already been dealt with.',
  reportCannotHide: 'A profile cannot be hidden: warn the person or suspend the account.',
  blockUserInvalid: 'Please choose someone to block.',
  blockSelf: 'You cannot block yourself.',
  chatBlocked: 'You can no longer message each other.',
  unblocked: 'Unblocked.',
  articleRemovedAfterReport:
    'Removed by a moderator after a report: it goes against our community guidelines.',
} as const;

export type MessageKey = keyof typeof MSG;
