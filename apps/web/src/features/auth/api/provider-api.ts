import { api, pathOf, type AuthProvider, type ProviderLoginQuery } from '@keh/contracts';
import { call } from '../../../lib/api';

const e = api.auth;
let providers: Promise<AuthProvider[]> | undefined;

/**
 * GET auth/providers: which sign-in buttons to show. It changes only with the server's
 * configuration, so it is asked once per visit (for React's `use`; no query cache needed, which
 * keeps the login page's first load light). A failure shows no provider buttons.
 */
export function authProviders(): Promise<AuthProvider[]> {
  return (providers ??= call(e.providers, {}, { auth: false }).then(
    (r) => r.providers,
    () => [],
  ));
}

/** Where a sign-in button sends the browser: the server redirects on to the provider. */
export const providerRedirectUrl = (provider: AuthProvider) =>
  `/api${pathOf(e.providerRedirect.path, { provider })}`;

/** GET auth/{provider}/login: the provider's authorisation response, as the callback page received it. */
export function providerLogin(provider: AuthProvider, query: ProviderLoginQuery) {
  return call(e.providerLogin, { params: { provider }, query: { ...query } }, { auth: false });
}
