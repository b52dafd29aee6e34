import type { z } from 'zod';
import type { Role } from './common';

/**
 * One API operation, defined once for both sides (decision 0035): the server registers its
 * route from it (`apps/server/src/lib/endpoint.ts`) and the web app calls it through the typed
 * client (`apps/web/src/lib/api.ts`), so a renamed path, parameter or field fails the type
 * check on both sides.
 */

/**
 * Who may call an operation:
 *  - 'public': anyone; a valid token still identifies the caller;
 *  - 'user': any signed-in person;
 *  - a list of roles: only those (403 for others).
 */
export type Access = 'public' | 'user' | readonly Role[];

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How the body travels: JSON (default), a multipart form (files), or a url-encoded form. */
export type BodyEncoding = 'json' | 'multipart' | 'form';

export interface EndpointDef {
  method: Method;
  /** The path under `/api`, with `:name` parameters (Fastify's syntax). */
  path: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  encoding?: BodyEncoding;
  /** The success answer's status (200 unless the operation creates or accepts work). */
  status?: 200 | 201 | 202;
  /** The success answer's JSON body; absent when it is a file or a redirect. */
  response?: z.ZodType;
  /** The success answer's media type when it is not JSON (a calendar, a PDF, a ZIP…). */
  produces?: string;
}

/** Keeps the literal types of a definition (method, path, schemas) for both sides. */
export const endpoint = <const E extends EndpointDef>(definition: E): E => definition;

/** The `:name` parameters of a path, as a union of their names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? StripSuffix<Name> | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? StripSuffix<Name>
    : never;
/** `:secret.ics` names the parameter `secret`. */
type StripSuffix<N extends string> = N extends `${infer Head}.${string}` ? Head : N;

type In<S> = S extends z.ZodType ? z.input<S> : undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A multipart body as the browser's `FormData` is (the contracts do not load the DOM's types). */
export interface MultipartBody {
  append(name: string, value: never, fileName?: string): void;
}

/** What a caller passes: path parameters by name, the query, and the body. */
export type EndpointInput<E extends EndpointDef> = ([PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<E['path']>, string | number> }) &
  (E['query'] extends z.ZodType ? { query?: In<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType
    ? E['encoding'] extends 'multipart'
      ? { body: MultipartBody }
      : { body: In<E['body']> }
    : { body?: undefined });

/** The whole JSON answer of an operation. */
export type EndpointBody<E extends EndpointDef> = Out<E['response']>;
/** The `data` of an operation's `{ data }` answer (its whole body when it has no envelope). */
export type EndpointData<E extends EndpointDef> =
  EndpointBody<E> extends { data: infer D } ? D : EndpointBody<E>;

/** The handler's view of a request: the parsed parameters, query and body. */
export interface EndpointRequest<E extends EndpointDef> {
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Body: Out<E['body']>;
}

/** The path with its parameters filled in (each encoded), without the `/api` prefix. */
export function pathOf(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
