import { usersRepository } from '../../modules/users/users.repository';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Role } from '@keh/contracts';
import type { DeclaredRoute, ProbeCaller } from '../../plugins/auth';
import { authService } from '../../modules/auth/auth.service';
import { freshIp } from '../app';
import { CALLERS, ROLE_OF, type SignedIn } from '../callers';

/** The parts of JSON Schema (as @fastify/swagger writes it) that the probe reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export interface Param {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document, joined with what its route declares. */
export interface Operation {
  method: string;
  /** As the document writes it: /api/mentor/requests/{id}. */
  path: string;
  params: Param[];
  query: Param[];
  /** Content type → schema of the request body. */
  body: Record<string, JsonSchema> | null;
  declared: DeclaredRoute | undefined;
  /** `METHOD path`, the name of the operation in test titles and reports. */
  name: string;
}

const toRoute = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Every operation of `GET /api/docs`, with the route's declared access and probe expectations. */
export async function loadOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs', headers: { accept: 'application/json' } });
  const doc = res.json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: (Param & { in: string })[];
          requestBody?: { content: Record<string, { schema: JsonSchema }> };
        }
      >
    >;
  };
  if (!doc.paths) throw new Error(`GET /api/docs answered ${res.statusCode} without paths`);
  const declared = new Map(app.declaredRoutes.map((r) => [`${r.method} ${r.url}`, r]));
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([m, op]) => {
      const method = m.toUpperCase();
      const params = op.parameters ?? [];
      const content = op.requestBody?.content;
      return {
        method,
        path,
        params: params.filter((p) => p.in === 'path'),
        query: params.filter((p) => p.in === 'query'),
        body: content ? Object.fromEntries(Object.entries(content).map(([t, c]) => [t, c.schema])) : null,
        declared: declared.get(`${method} ${toRoute(path)}`),
        name: `${method} ${path}`,
      };
    }),
  );
}

/** Percent-encoding that also writes lone surrogates, as the (invalid) UTF-8 a careless client sends. */
export const enc = (s: string) =>
  s.replace(/(?:[^\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])+|[\ud800-\udfff]/g, (part) => {
    if (part.length > 1 || part < '\ud800' || part > '\udfff') return encodeURIComponent(part);
    const u = part.charCodeAt(0);
    return [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)]
      .map((b) => `%${b.toString(16).toUpperCase()}`)
      .join('');
  });

/** The path with its parameters filled in (URL-encoded). */
export const fillPath = (op: Operation, values: Record<string, unknown>) =>
  op.path.replace(/\{(\w+)\}/g, (_, name: string) => enc(String(values[name] ?? '')));

export { CALLERS, ROLE_OF, type SignedIn };

/** The demo people the probe plays, and the other demo people it makes objects with. */
export interface People {
  id: Record<SignedIn, number>;
  /** Active Members and captains that are none of the callers, for requests and mentorings. */
  spareMembers: number[];
  spareCaptains: number[];
}

export async function loadPeople(app: FastifyInstance): Promise<People> {
  const all = await app.db.query.users.findMany({
    where: (u, { eq }) => eq(u.status, 'active'),
    orderBy: (u, { asc }) => asc(u.id),
  });
  const byEmail = (email: string) => all.find((u) => u.email === email)!.id;
  const ofType = (type: Role, not: number) => all.filter((u) => u.type === type && u.id !== not);
  const member = byEmail('mentee@example.com');
  const captain = byEmail('mentor@example.com');
  const [otherMember, ...demoMembers] = ofType('mentee', member).map((u) => u.id);
  // Each request, mentoring and workspace object takes a Member of its own: add plain ones.
  const extra = await usersRepository(app.db).insertMany(
    Array.from({ length: 40 }, (_, i) => ({
      type: 'mentee' as const,
      email: `probe.member.${i}@example.com`,
      passwordHash: 'not-a-hash',
      firstName: 'Probe',
      lastName: `Member ${i}`,
    })),
  );
  const spareMembers = [...demoMembers, ...extra.map((u) => u.id)];
  const [otherCaptain, ...spareCaptains] = ofType('mentor', captain).map((u) => u.id);
  return {
    id: {
      member,
      otherMember: otherMember!,
      captain,
      otherCaptain: otherCaptain!,
      moderator: byEmail('moderator@example.com'),
      admin: byEmail('admin@example.com'),
    },
    spareMembers,
    spareCaptains,
  };
}

export interface Caller {
  /** Sends a request as this caller, from a fresh client address (per-IP limits stay out of the way). */
  send(
    caller: ProbeCaller,
    opts: InjectOptions,
  ): Promise<{ status: number; body: string; headers: Record<string, unknown> }>;
}

/**
 * A caller with a fresh token for every request (so a route that revokes tokens, such as logout,
 * does not sign a caller out of the rest of the probe).
 */
export function caller(app: FastifyInstance, people: People): Caller {
  const auth = authService(app);
  const token = async (who: SignedIn, ip: string) => {
    const row = await app.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, people.id[who]) });
    return (await auth.issueToken(row!, { ip, device: 'probe' })).token;
  };
  return {
    async send(who, opts) {
      const ip = freshIp();
      const headers: Record<string, string> = { ...(opts.headers as Record<string, string>) };
      if (who !== 'guest') headers.authorization = `Bearer ${await token(who, ip)}`;
      const res = await app.inject({ remoteAddress: ip, ...opts, headers });
      return { status: res.statusCode, body: res.body, headers: res.headers };
    },
  };
}

/** Who may call a route by its access alone. */
export const allowedBy = (access: DeclaredRoute['access'], who: ProbeCaller) =>
  access === 'public' || (who !== 'guest' && (access === 'user' || access.includes(ROLE_OF[who])));

/** A 5xx, or a reply that is not JSON with a message (every failure has one, docs/product/errors.md). */
export function badFailure(res: { status: number; body: string }) {
  if (res.status >= 500) return `status ${res.status}`;
  if (res.status < 400) return null;
  try {
    const body = JSON.parse(res.body) as { message?: unknown };
    return typeof body.message === 'string' ? null : `status ${res.status} without a message`;
  } catch {
    return `status ${res.status} with a body that is not JSON`;
  }
}
