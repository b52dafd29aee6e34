/**
 * The areas of `api` (decision 0035), one module each: `api` is this module's namespace, so a
 * bundler keeps only the areas a page names (`api.sessions.accept` brings the sessions' table alone).
 */
export { sessionEndpoints as sessions } from './sessions';
export { adminEndpoints as admin } from './admin';
export { reportEndpoints as reports } from './reports';
export { privacyEndpoints as privacy } from './privacy';
export { authEndpoints as auth } from './auth';
export { signupEndpoints as signup } from './signup';
export { siteEndpoints as site } from './site';
export { uploadsEndpoints as uploads } from './uploads';
export { articleEndpoints as articles } from './articles';
export { eventEndpoints as events } from './events';
export { notificationEndpoints as notifications } from './notifications';
export { profileEndpoints as profile } from './profile';
export { publicProfileEndpoints as publicProfile } from './public-profile';
export { surveyEndpoints as survey } from './survey';
export { matchingEndpoints as matching } from './matching';
export { mentoringEndpoints as mentoring } from './mentoring';
export { planEndpoints as plans } from './plans';
export { workspaceEndpoints as workspace } from './workspace';
export { chatEndpoints as chat } from './chat';
