/**
 * Public API of the profile feature: the app shell reads the user's profile; other features
 * refresh the queries a change of theirs makes stale, through the keys exported here.
 */
export { profileKeys, useUserProfile } from './api/profile-api';
export { publicProfileKeys } from './api/public-profile-api';
export { MemberSurveyView } from './components/member-survey-view';
