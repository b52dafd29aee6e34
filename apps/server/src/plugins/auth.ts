import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@keh/contracts';
import { sha256 } from '../lib/crypto';
import { forbidden, unauthenticated } from '../lib/errors';
import { authRepository, type UserRow } from '../modules/auth/auth.repository';

export interface AuthUser {
  id: number;
  type: Role;
  tokenId: number;
  row: UserRow;
}

/**
 * Who may call a route, declared on the route:
 *  - 'public' (default): anyone; a valid token still sets req.user;
 *  - 'user': any signed-in person;
 *  - a list of roles: only those (403 for others).
 */
export type RouteAccess = 'public' | 'user' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Also accept `?token=` (admin preview pages opened from a link). */
    tokenInQuery?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const bearer = (req: FastifyRequest) => {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() : null;
};

/** The signed-in user of a request whose route demands one. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthenticated();
  return req.user;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access ?? 'public';
    const queryToken = req.routeOptions.config?.tokenInQuery
      ? (req.query as { token?: unknown }).token
      : undefined;
    const token = bearer(req) ?? (typeof queryToken === 'string' ? queryToken : null);
    if (token) {
      const found = await authRepository(app.db).findSession(sha256(token));
      if (found)
        req.user = { id: found.user.id, type: found.user.type, tokenId: found.tokenId, row: found.user };
    }
    if (access === 'public') return;
    if (!req.user) throw unauthenticated();
    if (access !== 'user' && !access.includes(req.user.type)) throw forbidden();
  });
});
