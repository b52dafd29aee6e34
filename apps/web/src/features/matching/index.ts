/** Public API of the matching feature: what a captain's profile page shows of matching (composed in app/). */
export { MatchingCaptains } from './components/matching-captains';
export { RequestMentoringButton } from './components/request-button';
