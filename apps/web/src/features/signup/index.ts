/** Public API of the sign-up feature for the app shell. */
export { continueSignupWith } from './continue-with-provider';
