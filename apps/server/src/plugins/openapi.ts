import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG, ROLE_LABELS } from '@keh/contracts';
import type { RouteAccess } from './auth';
import { apiReferenceRoutes } from './api-reference';

/**
 * The OpenAPI document of `GET /api/docs`. The route schemas give the shapes; everything else an
 * operation needs is derived here, once, from what each route already declares, so the document
 * stays true as routes are added:
 *  - `operationId` and `summary` from method and path (a route's own `summary` wins);
 *  - `security` and the 401/403 answers from `config.access` (and `tokenInQuery`);
 *  - 422 from a body, query or params schema; 400/413/415 where a body is read; 404 from a `:param`;
 *    429 from `config.rateLimit`; all of them the one error shape (`components.schemas.Error`);
 *  - a route without a response schema sends a file (its `produces`, else a PDF).
 * Routes with `schema: { hide: true }` stay out.
 */

/** The one error shape of docs/product/errors.md (plugins/errors.ts sends it). */
const errorBody = z
  .object({
    message: z.string().meta({ description: 'What went wrong, in words fit to show the user.' }),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .meta({ description: 'Only on 422: per field (a dotted path), its messages, the first first.' }),
    error_message: z
      .string()
      .optional()
      .meta({ description: 'On some sign-in failures: the same text as `message`.' }),
  })
  .meta({ description: 'Every failure answers with this shape; a 5xx never carries details.' });

interface ErrorAnswer {
  name: string;
  description: string;
  example: z.infer<typeof errorBody>;
}

const ERROR_ANSWERS: Record<number, ErrorAnswer> = {
  400: {
    name: 'BadRequest',
    description: 'The body could not be read (malformed JSON, form or multipart).',
    example: { message: 'The request body could not be read.' },
  },
  401: {
    name: 'Unauthenticated',
    description: 'No valid bearer token was sent (missing, expired or revoked).',
    example: { message: MSG.unauthenticated },
  },
  403: {
    name: 'Forbidden',
    description: 'The signed-in user may not call this (another role, or a locked state).',
    example: { message: MSG.forbidden },
  },
  404: {
    name: 'NotFound',
    description: 'Nothing the caller may see has this id: what the caller may not see is a 404 too.',
    example: { message: MSG.notFound },
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'The body, or a file in it, is larger than allowed.',
    example: { message: 'The file is too large.' },
  },
  415: {
    name: 'UnsupportedMediaType',
    description: 'The body comes in a type the API does not read (it reads JSON, form-encoded, multipart).',
    example: { message: 'Unsupported Media Type' },
  },
  422: {
    name: 'ValidationFailed',
    description: 'The given data was invalid: `errors` holds the messages per field.',
    example: { message: MSG.invalidData, errors: { email: [MSG.emailRequired] } },
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many calls from this client (or for this address) in a while; wait and retry.',
    example: { message: MSG.tooManyRequests },
  },
  503: {
    name: 'ServiceUnavailable',
    description:
      'The database or the file store does not answer, or this process is shutting down; retry (another process may answer).',
    example: { message: MSG.generic },
  },
};

/** Declared up front (@fastify/swagger reads them per route); the document keeps those in use. */
const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The token `POST /api/auth/login` (or a registration) answers, as `Authorization: Bearer …`.',
  },
  tokenQuery: {
    type: 'apiKey',
    in: 'query',
    name: 'token',
    description:
      'A preview token (15 minutes, one resource, read-only) as the `token` query parameter, accepted only where an operation says so; never a session token.',
  },
} as const;

/** Files a route sends when it declares no response schema and no `produces`. */
const DEFAULT_FILE_TYPE = 'application/pdf';

const TAGS: Record<string, string> = {
  health: 'Whether the server and its database answer.',
  auth: 'Sign-in in two steps (a mailed four-digit code, then the password), tokens and passwords.',
  signup: 'Registration of Business Captains and Members, their agreements, and questions before joining.',
  user: 'The signed-in user and their own files.',
  profile:
    'Profiles: one’s own details, images, experience, skills and settings, and others’ public profiles.',
  survey: 'The Assess Yourself questionnaire: reference options and a Member’s answers.',
  matching: 'Business Captains listed and scored for the caller.',
  mentoring: 'Mentoring requests and the mentoring pairs they become.',
  admin: 'Administration.',
  dev: 'Development aids, only in demo mode (never in production).',
};

const VERBS: Record<string, string> = {
  get: 'Get',
  post: 'Send',
  put: 'Replace',
  patch: 'Update',
  delete: 'Delete',
};
const ACRONYMS = new Set(['api', 'cv', 'otp', 'pdf', 'url']);
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The path's segments without the `/api` prefix: `/api/mentor/experience/:id` → `mentor`, `experience`, `:id`. */
const segments = (url: string) =>
  url
    .split('/')
    .filter(Boolean)
    .filter((s, i) => !(i === 0 && s === 'api'));

const wordsOf = (segment: string) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean);
const pascal = (word: string) => word[0]!.toUpperCase() + word.slice(1).toLowerCase();
const isParam = (segment: string) => segment.startsWith(':') || segment.startsWith('{');
const paramName = (segment: string) => segment.replace(/^[:{]|}$/g, '');

/** `post` `/api/mentor/profile/experience/:id` → `postMentorProfileExperienceById`. */
export function operationIdFor(method: string, url: string): string {
  const parts = segments(url).flatMap((s) =>
    isParam(s) ? ['By', ...wordsOf(paramName(s)).map(pascal)] : wordsOf(s).map(pascal),
  );
  return method.toLowerCase() + parts.join('');
}

/** `post` `/api/mentor/profile/bg-image` → "Send mentor profile bg image". */
export function summaryFor(method: string, url: string): string {
  const words = segments(url).flatMap((s) =>
    isParam(s)
      ? [`{${paramName(s)}}`]
      : wordsOf(s).map((w) => (ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w.toLowerCase())),
  );
  const verb = VERBS[method.toLowerCase()] ?? method.toUpperCase();
  return [verb, ...words].join(' ');
}

function whoMayCall(access: RouteAccess): string {
  if (access === 'public') return 'Anyone; no token needed.';
  if (access === 'user') return 'Any signed-in user.';
  return `Signed-in ${access.map((r) => `${ROLE_LABELS[r]} (\`${r}\`)`).join(', ')} only.`;
}

/** What the document needs of a route beyond its schemas. */
interface Derived {
  errors: number[];
  file: string | null;
}

/** Derives the operation fields of one route and notes what `completeDocument` adds later. */
function deriveOperation(route: RouteOptions, url: string, derived: Map<string, Derived>) {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  const access: RouteAccess = route.config?.access ?? 'public';
  const operationId = (schema.operationId as string | undefined) ?? operationIdFor(method, url);
  const hasBody = !!schema.body;
  const errors = [
    ...(hasBody ? [400, 413, 415] : []),
    ...(access !== 'public' ? [401] : []),
    ...(Array.isArray(access) ? [403] : []),
    ...(segments(url).some(isParam) ? [404] : []),
    ...(hasBody || schema.querystring || schema.params ? [422] : []),
    ...(route.config?.rateLimit ? [429] : []),
  ];
  const produces = schema.produces as string[] | undefined;
  derived.set(operationId, { errors, file: schema.response ? null : (produces?.[0] ?? DEFAULT_FILE_TYPE) });

  const security: Record<string, string[]>[] = access === 'public' ? [] : [{ bearer: [] }];
  if (access !== 'public' && route.config?.tokenInQuery) security.push({ tokenQuery: [] });
  const notes = [
    `**Who may call:** ${whoMayCall(access)}`,
    ...(route.config?.tokenInQuery
      ? [
          'A preview token for this resource (15 minutes, read-only) may travel as `?token=` instead (links opened in a new tab); a session token never does.',
        ]
      : []),
    ...(route.config?.rateLimit ? ['Rate-limited per client address (429).'] : []),
  ];
  return {
    operationId,
    summary: (schema.summary as string | undefined) ?? summaryFor(method, url),
    description: [schema.description, ...notes].filter(Boolean).join('\n\n'),
    security,
  };
}

type Json = Record<string, unknown>;
type Operation = { operationId?: string; tags?: string[]; responses?: Record<string, Json> };

/** Adds to the generated document what the routes' schemas cannot say themselves. */
function completeDocument(document: Json, derived: Map<string, Derived>): Json {
  const usedErrors = new Set<number>();
  const usedTags = new Set<string>();
  const usedSchemes = new Set<string>();
  for (const item of Object.values((document.paths ?? {}) as Record<string, Json>)) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as (Operation & { security?: Json[] }) | undefined;
      if (!op) continue;
      for (const tag of op.tags ?? []) usedTags.add(tag);
      for (const requirement of op.security ?? []) for (const name in requirement) usedSchemes.add(name);
      const facts = op.operationId ? derived.get(op.operationId) : undefined;
      const responses = (op.responses ??= {});
      for (const [code, response] of Object.entries(responses)) {
        if (response.description === 'Default Response')
          response.description = code === '201' ? 'Created' : 'OK';
        // An error a route declares itself is the one error shape too.
        const known = ERROR_ANSWERS[Number(code)];
        if (Number(code) >= 400 && known) {
          responses[code] = { $ref: `#/components/responses/${known.name}` };
          usedErrors.add(Number(code));
        }
      }
      if (!facts) continue;
      if (facts.file) {
        responses['200'] = {
          description: 'The file, to save (`Content-Disposition: attachment`).',
          headers: {
            'Content-Disposition': {
              description: '`attachment; filename="…"`',
              schema: { type: 'string' },
            },
          },
          content: { [facts.file]: { schema: { type: 'string', format: 'binary' } } },
        };
      }
      for (const code of facts.errors) {
        responses[code] ??= { $ref: `#/components/responses/${ERROR_ANSWERS[code]!.name}` };
        usedErrors.add(code);
      }
    }
  }

  const components = (document.components ?? {}) as Json;
  const errorSchema = z.toJSONSchema(errorBody, { target: 'openapi-3.0' }) as Json;
  delete errorSchema.$schema;
  return {
    ...document,
    tags: [...usedTags].sort().map((name) => ({
      name,
      description: TAGS[name] ?? `The ${name} calls.`,
    })),
    components: {
      ...components,
      securitySchemes: Object.fromEntries(
        Object.entries(SECURITY_SCHEMES).filter(([name]) => usedSchemes.has(name)),
      ),
      schemas: { ...(components.schemas as Json), Error: errorSchema },
      responses: Object.fromEntries(
        [...usedErrors]
          .sort((a, b) => a - b)
          .map((code) => ERROR_ANSWERS[code]!)
          .map(({ name, description, example }) => [
            name,
            {
              description,
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example } },
            },
          ]),
      ),
    },
  };
}

const DESCRIPTION = `The API of the Knowledge Exchange Hub, the mentoring platform of the armed-forces business
community: Business Captains (\`mentor\`) and Members (\`mentee\`).

- **Bodies** may be JSON, form-encoded or multipart (files only as file parts); field names are snake_case.
- **Success** answers \`{ "data": … }\`; paged lists add \`"meta": { "total", "limit", "offset" }\`.
- **Failure** answers \`{ "message", "errors"? }\`: 422 lists the messages per field, 401 means no valid token,
  403 the wrong role, 404 also what the caller may not see. A 5xx never carries details.
- **Signing in** takes a four-digit code mailed by \`POST /api/auth/send-otp\`, confirmed with
  \`POST /api/auth/confirm-otp\`, then \`POST /api/auth/login\` with the password; send the token it answers
  as \`Authorization: Bearer …\`.
- Event times are Unix seconds (UTC); other timestamps ISO 8601 UTC strings.

This document is generated from the routes' schemas; a browser opening \`/api/docs\` gets a reference page,
any other client the JSON (also at \`/api/docs/openapi.json\`).`;

export interface OpenapiOptions {
  /** The public base URL (APP_URL), for the link to the terms. */
  appUrl: string;
}

/** Registers @fastify/swagger with the derivation above, and `/api/docs` (document and reference). */
export const openapiPlugin = fp(async function openapiPlugin(app: FastifyInstance, opts: OpenapiOptions) {
  const derived = new Map<string, Derived>();
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Knowledge Exchange Hub API',
        version: '1.0.0',
        description: DESCRIPTION,
        license: { name: 'Terms and conditions', url: `${opts.appUrl}/terms-and-conditions` },
      },
      // Relative: the origin this document was fetched from (paths carry the /api prefix).
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: (input) => {
      const result = jsonSchemaTransform(input);
      if ((result.schema as { hide?: boolean } | undefined)?.hide) return result;
      return { ...result, schema: { ...result.schema, ...deriveOperation(input.route, input.url, derived) } };
    },
    transformObject: (input) => completeDocument(jsonSchemaTransformObject(input) as Json, derived),
  });
  await app.register(apiReferenceRoutes, { prefix: '/api/docs' });
});
