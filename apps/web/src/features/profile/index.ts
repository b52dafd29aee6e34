/** Public API of the profile feature for the app shell. */
export { useUserProfile } from './api/profile-api';
