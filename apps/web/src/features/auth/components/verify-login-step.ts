import { lazyComponent } from '../../../lib/lazy-component';

/**
 * Login step 2 (the code boxes): not part of the login page's first download. Step 1 fetches it
 * when submitted (LoginForm), so by the time the code is sent it is drawn at once, boxes focused.
 */
export const VerifyLoginStep = lazyComponent(() =>
  import('./verify-login-form').then((m) => m.VerifyLoginForm),
);
