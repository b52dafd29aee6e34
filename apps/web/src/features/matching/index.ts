/**
 * Public API of the matching feature: what a captain's profile page shows of matching, and the
 * captain's members (the list page, its query and key), composed with the workspace in app/.
 */
export { MatchingCaptains } from './components/matching-captains';
export { RequestMentoringButton } from './components/request-button';
export { PersonCard } from './components/person-card';
export { MyMembersPage } from './routes/my-members-page';
export { matchingKeys, useMentorMentees, useMyMembers } from './api/matching-api';
