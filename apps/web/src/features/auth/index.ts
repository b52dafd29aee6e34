/** Public API of the auth feature for the app shell and other features. */
export { useLogout } from './api/use-logout';
export { LinkedInButton } from './components/linkedin-button';
export { providerLogin } from './api/provider-api';
