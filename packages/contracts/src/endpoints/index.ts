import { adminEndpoints } from './admin';
import { privacyEndpoints } from './privacy';
import { reportEndpoints } from './reports';
import { authEndpoints } from './auth';
import { sessionEndpoints } from './sessions';
import { signupEndpoints } from './signup';
import { siteEndpoints } from './site';
import { uploadsEndpoints } from './uploads';
import { articleEndpoints } from './articles';
import { eventEndpoints } from './events';
import { notificationEndpoints } from './notifications';
import { profileEndpoints } from './profile';
import { publicProfileEndpoints } from './public-profile';
import { surveyEndpoints } from './survey';
import { matchingEndpoints } from './matching';
import { mentoringEndpoints } from './mentoring';
import { planEndpoints } from './plans';
import { workspaceEndpoints } from './workspace';
import { chatEndpoints } from './chat';

export { profileOf } from './profile';

/**
 * Every API operation, by area (decision 0035). The server registers its routes from these
 * and the web app calls them through `call(api.area.operation, input)`.
 */
export const api = {
  sessions: sessionEndpoints,
  admin: adminEndpoints,
  reports: reportEndpoints,
  privacy: privacyEndpoints,
  auth: authEndpoints,
  signup: signupEndpoints,
  site: siteEndpoints,
  uploads: uploadsEndpoints,
  articles: articleEndpoints,
  events: eventEndpoints,
  notifications: notificationEndpoints,
  profile: profileEndpoints,
  publicProfile: publicProfileEndpoints,
  survey: surveyEndpoints,
  matching: matchingEndpoints,
  mentoring: mentoringEndpoints,
  plans: planEndpoints,
  workspace: workspaceEndpoints,
  chat: chatEndpoints,
};
