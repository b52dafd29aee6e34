import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PreviewResource, Role } from '@keh/contracts';
import { forbidden, unauthenticated } from '../lib/errors';
import type { UserRow } from '../db/schema';

/** A moderator or an admin (the rule lives with the policies). */
export { isStaff } from '../policies/viewer';

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

/** The people the security probe (src/test/probe) calls every route as. */
export type ProbeCaller =
  'guest' | 'member' | 'otherMember' | 'captain' | 'otherCaptain' | 'moderator' | 'admin';
/** What a route reaches: the probe makes a fresh one for each route. */
export type ProbeObject =
  | 'captain' // any active captain
  | 'member' // any active Member
  | 'skill'
  | 'specialism'
  | 'experience' // an experience card of the owner
  | 'request' // a pending request to the owner (a captain)
  | 'requestedCaptain' // a captain the owner (a Member) has a pending request to
  | 'mentoredMember' // a Member the owner (a captain) mentors
  | 'cv' // the owner's CV (no :id: the route serves the caller's own)
  | 'mentoring' // a running mentoring of the owner (a captain runs it, or a Member is in it)
  | 'completedMentoring' // a mentoring of the owner (a captain) ended with its goals reached
  | 'milestone' // a milestone of the owner's mentoring
  | 'task' // a task of the owner's mentoring
  | 'comment' // a comment in the owner's mentoring feed, by the other of the pair
  | 'template' // a template of the owner (a captain)
  | 'templateMilestone' // a milestone of the owner's template
  | 'conversation' // a chat conversation of the owner with a spare captain
  | 'article' // a published Public article (of the owner, a captain, when there is one)
  | 'draftArticle' // a saved draft of the owner (a captain)
  | 'pendingArticle' // an article waiting for a moderator
  | 'event' // a public event of the owner (a captain)
  | 'privateEvent' // a private event of the owner (a captain) for none of the callers
  | 'report' // an open report about a spare captain's content
  | 'session' // a mentoring session of the owner's pair, proposed by the other of the pair
  | 'person' // a fresh account of its own (the staff console may suspend it or change its role)
  | 'dataExport'; // a ready copy of the owner's data (issue 31)
/** 'ok': a 2xx, or a 4xx other than 401, 403, 404 and 429 (such as a 422 for an empty body). */
export type ProbeAnswer = 'ok' | 401 | 403 | 404;

/**
 * What the security probe expects of a route, declared beside its `access`. Defaults follow from
 * `access`: a guest gets 401 (unless public), a signed-in caller without the role 403, others 'ok'.
 *  - 'self': the route reaches nothing of anyone else's; the defaults are the whole answer.
 *  - `{ object, owner }`: the route reaches that object (the one its `:id` names); callers allowed
 *    by `access` other than its owner get 404. Without an owner, any allowed caller may reach it.
 *  - `expect`: per-caller answers that differ from those defaults.
 */
export type RouteProbe =
  'self' | { object?: ProbeObject; owner?: ProbeCaller; expect?: Partial<Record<ProbeCaller, ProbeAnswer>> };

/** A route as declared, recorded when it is added (the probe reads these). */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  probe?: RouteProbe;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * A preview read (the spec's admin preview pages, opened from a link): also accept `?token=`,
     * but only a preview token (decision 0005) for this kind of resource whose id is the route's
     * `:id`, and only on GET. A session token in the query is never accepted.
     */
    tokenInQuery?: PreviewResource;
    /** What the security probe expects (required of every documented route). */
    probe?: RouteProbe;
  }
  interface FastifyInstance {
    declaredRoutes: DeclaredRoute[];
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

/** A preview link's token: whom it stands for, and the one resource it opens. */
export interface PreviewSession {
  user: AuthUser;
  resource: PreviewResource;
  resourceId: number;
}

export interface AuthPluginOptions {
  /** The signed-in person a bearer token belongs to, or null (the auth module provides it). */
  findSession(token: string): Promise<AuthUser | null>;
  /** The preview a `?token=` opens, or null (the auth module provides it). */
  findPreview(token: string): Promise<PreviewSession | null>;
}

/** The person a preview read's `?token=` stands for: its resource and id must be the route's. */
async function previewUser(req: FastifyRequest, opts: AuthPluginOptions): Promise<AuthUser | null> {
  const resource = req.routeOptions.config?.tokenInQuery;
  const token = (req.query as { token?: unknown } | undefined)?.token;
  if (!resource || req.method !== 'GET' || typeof token !== 'string' || !token) return null;
  const preview = await opts.findPreview(token);
  const id = (req.params as { id?: unknown } | undefined)?.id;
  if (!preview || preview.resource !== resource || String(preview.resourceId) !== String(id)) return null;
  return preview.user;
}

export const authPlugin = fp(async function authPlugin(app: FastifyInstance, opts: AuthPluginOptions) {
  app.decorateRequest('user', null);
  app.decorate('declaredRoutes', []);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat())
      app.declaredRoutes.push({
        method,
        url: r.url,
        access: r.config?.access ?? 'public',
        probe: r.config?.probe,
      });
  });
  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access ?? 'public';
    const token = bearer(req);
    if (token) req.user = await opts.findSession(token);
    else req.user = await previewUser(req, opts);
    if (access === 'public') return;
    if (!req.user) throw unauthenticated();
    if (access !== 'user' && !access.includes(req.user.type)) throw forbidden();
  });
});
