import { useEffect } from 'react';
import { Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { MSG } from '@keh/contracts';
import { AuthCard } from '../../components/auth-card';
import { isApiError } from '../../lib/api';
import { landingAfterSignIn } from '../../lib/landing';
import { setSession } from '../../lib/session';
import { providerLogin } from '../../features/auth';
import { continueSignupWith } from '../../features/signup';

/** The provider's own error codes (RFC 6749 section 4.1.2.1) in words. */
const PROVIDER_ERRORS: Record<string, string> = {
  access_denied: MSG.linkedinCancelled,
  temporarily_unavailable: MSG.linkedinDown,
};

/** What the server said, when it said something the person can act on. */
const failureText = (failure: unknown) =>
  isApiError(failure) && [404, 422, 429, 503].includes(failure.status) ? failure.message : MSG.generic;

/**
 * /linkedin (docs/product/screens.md; decision 0024): LinkedIn sends the browser back here with its
 * authorisation response. The code goes to GET auth/linkedin/login (as access_token, with state
 * and iss); the answer signs the person in (to the events page, as after a password login) or,
 * for someone without an account, goes on with sign-up. Any failure returns to login step 1,
 * which shows why.
 */
export function LinkedInRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code');
  const state = params.get('state');
  const iss = params.get('iss');
  const providerError = params.get('error');
  const login = useQuery({
    queryKey: ['auth', 'linkedin', 'login', code, state],
    queryFn: () =>
      providerLogin('linkedin', { access_token: code!, state: state!, ...(iss !== null && { iss }) }),
    enabled: Boolean(code && state) && !providerError,
    // A code is good once: never asked again.
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  useEffect(() => {
    const fail = (loginError: string) => void navigate('/login/1', { replace: true, state: { loginError } });
    if (providerError) return fail(PROVIDER_ERRORS[providerError] ?? MSG.linkedinFailed);
    if (!code || !state) return fail(MSG.linkedinFailed);
    if (login.isError) return fail(failureText(login.error));
    const result = login.data;
    if (!result) return;
    if ('token' in result) {
      setSession({
        token: result.token,
        user: {
          id: result.id,
          type: result.type,
          first_name: result.first_name,
          last_name: result.last_name,
          avatar: result.avatar,
        },
      });
      void navigate(landingAfterSignIn(result.type), { replace: true });
      return;
    }
    const next = continueSignupWith(result.signup);
    void navigate(next.to, { replace: true, state: next.state });
  }, [code, state, providerError, login.isError, login.error, login.data, navigate]);

  return (
    <AuthCard title="Signing in with LinkedIn">
      <Group gap="sm" wrap="nowrap" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">One moment: LinkedIn is handing you over to the Hub.</Text>
      </Group>
    </AuthCard>
  );
}
