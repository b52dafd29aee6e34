import { queryOptions } from '@tanstack/react-query';
import type { AuthProvider, ProviderLoginQuery, ProviderLoginResult } from '@keh/contracts';
import { apiRequest } from '../../../lib/api';

/** GET auth/providers: which sign-in buttons to show; it changes only with the server's configuration. */
export const authProvidersQuery = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: () => apiRequest<{ providers: AuthProvider[] }>('auth/providers', { auth: false }),
  staleTime: Infinity,
  retry: false,
});

/** Where a sign-in button sends the browser: the server redirects on to the provider. */
export const providerRedirectUrl = (provider: AuthProvider) => `/api/auth/${provider}/redirect`;

/** GET auth/{provider}/login: the provider's authorisation response, as the callback page received it. */
export function providerLogin(provider: AuthProvider, query: ProviderLoginQuery) {
  return apiRequest<ProviderLoginResult>(`auth/${provider}/login`, { query: { ...query }, auth: false });
}
