/** Public API of the auth feature for the app shell. */
export { useLogout } from './api/use-logout';
