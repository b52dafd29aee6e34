import type * as Oidc from 'openid-client';

/** openid-client (and jose) load on the first sign-in with a provider, not at start (issue 27). */
let oidcModule: Promise<typeof Oidc> | undefined;
const loadOidc = () => (oidcModule ??= import('openid-client'));

/**
 * An OpenID Connect relying party (openid-client): the authorisation code flow with state, PKCE and
 * nonce, for signing people in with an identity provider such as LinkedIn (decision 0024). The
 * provider's metadata is discovered on first use and kept; a failed discovery is tried again on
 * the next use, so the server starts whether or not the provider answers.
 *
 * PKCE is used whenever the provider advertises it (S256 in its discovery document), as
 * openid-client advises; LinkedIn's does not, and LinkedIn refuses a code_verifier from web apps.
 * The nonce is sent and checked unless the settings say the provider ignores it (LinkedIn's ID
 * tokens carry none); the state is always checked.
 */
export interface OidcClientSettings {
  /** The issuer identifier; its discovery document is `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back with the authorisation response. */
  redirectUri: string;
  scope: string;
  /** Send a nonce and require it back in the ID token (OpenID Connect; LinkedIn ignores it). */
  nonce: boolean;
}

/** What one sign-in attempt must remember between the redirect and the callback. */
export interface OidcAttempt {
  state: string;
  /** Null when the provider ignores nonces. */
  nonce: string | null;
  /** The PKCE code verifier (its S256 challenge went with the authorisation request); null without PKCE. */
  verifier: string | null;
}

/** The ID token's claims, checked by openid-client (issuer, audience, expiry, nonce). */
export type OidcClaims = Oidc.IDToken;

/**
 * Why a sign-in failed: `unreachable` when the provider could not be reached (nothing the person
 * can fix), `refused` when the response did not check out (wrong state, a spent or unknown code,
 * a bad ID token) or the provider refused the exchange.
 */
export class OidcError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'refused',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const TIMEOUT_SECONDS = 10;

/** A request that never reached the provider or got no answer in time. */
const isNetworkFailure = (err: unknown) =>
  err instanceof Error &&
  ((err instanceof TypeError && err.message === 'fetch failed') ||
    err.name === 'AbortError' ||
    err.name === 'TimeoutError');

export function createOidcClient(settings: OidcClientSettings) {
  const issuer = new URL(settings.issuer);
  let configuration: Promise<Oidc.Configuration> | null = null;

  const configure = () => {
    configuration ??= loadOidc()
      .then((oidc) =>
        oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
          // Plain HTTP only for an identity server on this machine (the tests' own).
          execute:
            issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname) ? [oidc.allowInsecureRequests] : [],
          timeout: TIMEOUT_SECONDS,
        }),
      )
      .catch((err: unknown) => {
        configuration = null;
        throw new OidcError('unreachable', `discovery of ${issuer.href} failed`, { cause: err });
      });
    return configuration;
  };

  return {
    /** A new attempt and the provider's authorisation URL to send the browser to. */
    async start(): Promise<{ url: URL; attempt: OidcAttempt }> {
      const config = await configure();
      const oidc = await loadOidc();
      const attempt: OidcAttempt = {
        state: oidc.randomState(),
        nonce: settings.nonce ? oidc.randomNonce() : null,
        verifier: config.serverMetadata().supportsPKCE('S256') ? oidc.randomPKCECodeVerifier() : null,
      };
      const parameters: Record<string, string> = {
        redirect_uri: settings.redirectUri,
        scope: settings.scope,
        state: attempt.state,
      };
      if (attempt.nonce) parameters.nonce = attempt.nonce;
      if (attempt.verifier) {
        parameters.code_challenge = await oidc.calculatePKCECodeChallenge(attempt.verifier);
        parameters.code_challenge_method = 'S256';
      }
      return { url: oidc.buildAuthorizationUrl(config, parameters), attempt };
    },

    /**
     * Checks the authorisation response against the attempt (state, issuer), exchanges the code
     * (with the PKCE verifier when there is one), and checks the ID token (issuer, audience,
     * expiry, and the nonce when one was sent).
     */
    async finish(response: URLSearchParams, attempt: OidcAttempt): Promise<OidcClaims> {
      const config = await configure();
      const oidc = await loadOidc();
      const callback = new URL(settings.redirectUri);
      callback.search = response.toString();
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callback, {
          expectedState: attempt.state,
          idTokenExpected: true,
          ...(attempt.verifier && { pkceCodeVerifier: attempt.verifier }),
          ...(attempt.nonce && { expectedNonce: attempt.nonce }),
        });
        const claims = tokens.claims();
        if (!claims) throw new Error('no ID token');
        return claims;
      } catch (err) {
        if (isNetworkFailure(err))
          throw new OidcError('unreachable', 'the provider did not answer', { cause: err });
        throw new OidcError('refused', err instanceof Error ? err.message : 'refused', { cause: err });
      }
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
