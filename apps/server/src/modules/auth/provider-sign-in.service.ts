import {
  MSG,
  STAFF_ROLES,
  emailSchema,
  type AuthProvider,
  type ProviderLoginQuery,
  type ProviderLoginResult,
} from '@keh/contracts';
import type { AppContext } from '../../context';
import type { SignInClient } from '../../lib/sign-in-client';
import { randomToken, sha256 } from '../../lib/crypto';
import { AppError, invalid } from '../../lib/errors';
import { OidcError, type OidcAttempt, type OidcClaims, type OidcClient } from '../../lib/oidc/oidc-client';
import { usersRepository, type UserRow } from '../users/users.repository';
import { authRepository } from './auth.repository';
import { authService } from './auth.service';
import { consentsService } from '../privacy/consents.service';
import { linkedinConsent } from '../privacy/consent-records';

/** How long a sign-in may take between the redirect to the provider and the code coming back. */
export const ATTEMPT_TTL_MS = 10 * 60_000;

const unavailable = () => new AppError(404, MSG.linkedinUnavailable);
const refused = (message: string) => new AppError(422, message);

/** The provider's address, when it gave a well-formed one; normalised as our accounts keep them. */
function addressOf(claims: OidcClaims): string | null {
  const parsed = emailSchema.safeParse(claims.email);
  return parsed.success ? parsed.data : null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Sign-in with an identity provider (decision 0024). A person is found by the provider's subject
 * once linked; an account is linked to a subject only through an address the provider says it
 * verified (`email_verified: true`). A person without an account goes on with sign-up.
 */
export const providerSignInService = (
  ctx: AppContext,
  clients: Partial<Record<AuthProvider, OidcClient>>,
) => {
  const repo = authRepository(ctx.db);
  const users = usersRepository(ctx.db);

  const clientOf = (provider: AuthProvider) => {
    const client = clients[provider];
    if (!client) throw unavailable();
    return client;
  };

  /** The code exchange; what went wrong told in words the person can act on. */
  async function claimsFor(client: OidcClient, query: ProviderLoginQuery, attempt: OidcAttempt | null) {
    if (!attempt) throw refused(MSG.linkedinExpired);
    const response = new URLSearchParams({ code: query.access_token, state: query.state });
    if (query.iss !== undefined) response.set('iss', query.iss);
    try {
      return await client.finish(response, attempt);
    } catch (err) {
      if (!(err instanceof OidcError)) throw err;
      ctx.log.warn({ err: err.message, kind: err.kind }, 'sign-in with an identity provider failed');
      if (err.kind === 'unreachable') throw new AppError(503, MSG.linkedinDown);
      throw refused(MSG.linkedinFailed);
    }
  }

  /** The account the provider's person signs in to, linking it by a verified address; null for none. */
  async function accountFor(
    provider: AuthProvider,
    claims: OidcClaims,
    email: string | null,
    verified: boolean,
  ) {
    const linked = await repo.findIdentityUser(provider, claims.sub);
    if (linked) return { user: linked.user, identityId: linked.identityId };
    const user = email ? await users.findByEmail(email) : null;
    if (!user) return null;
    // An address the provider has not verified could be anyone's: it never opens an account.
    if (!verified) throw refused(MSG.linkedinEmailUnverified);
    return { user, identityId: null };
  }

  function assertMaySignIn(user: UserRow) {
    // As with the password: only someone who proved who they are learns the account is suspended.
    if (user.status === 'suspended') throw invalid({ email: MSG.accountSuspended }, MSG.accountSuspended);
    // The staff console keeps its second factor: staff sign in with their password and a code.
    if ((STAFF_ROLES as readonly string[]).includes(user.type)) throw refused(MSG.linkedinStaff);
  }

  return {
    /** The providers this server is configured for. */
    providers: () => (Object.keys(clients) as AuthProvider[]).filter((p) => clients[p]),

    /** A new attempt and where to send the browser. */
    start: (provider: AuthProvider) => clientOf(provider).start(),

    /**
     * The authorisation response of `attempt` (null when the browser brought none, or an expired
     * one): the same session as a password login, or the details to go on with sign-up.
     */
    async finish(
      provider: AuthProvider,
      query: ProviderLoginQuery,
      attempt: OidcAttempt | null,
      client: SignInClient,
    ): Promise<ProviderLoginResult> {
      const claims = await claimsFor(clientOf(provider), query, attempt);
      const email = addressOf(claims);
      const verified = email !== null && claims.email_verified === true;
      const account = await accountFor(provider, claims, email, verified);
      if (account) {
        assertMaySignIn(account.user);
        if (account.identityId === null) {
          await repo.linkIdentity({ userId: account.user.id, provider, subject: claims.sub, email: email! });
          await consentsService(ctx.db).record(account.user.id, [linkedinConsent()]);
        } else await repo.touchIdentity(account.identityId);
        return authService(ctx).issueToken(account.user, client);
      }
      // A new person: registration takes the verified address as confirmed (no code to type).
      if (verified && email) await repo.insertConfirmedAddress(email, sha256(randomToken()));
      return {
        signup: {
          provider,
          first_name: text(claims.given_name),
          last_name: text(claims.family_name),
          email: email ?? '',
          email_verified: verified,
        },
      };
    },
  };
};
