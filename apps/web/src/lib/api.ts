import {
  MSG,
  pathOf,
  type EndpointBody,
  type EndpointData,
  type EndpointDef,
  type EndpointInput,
} from '@keh/contracts';
import { clearSession, getToken } from './session';

/** A failed call: HTTP status (0 when the network failed), the server message and 422 field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;
  readonly body: unknown;

  constructor(status: number, message: string, errors: Record<string, string[]> = {}, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }

  /** First message the server gave for a field, if any. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Scalar = string | number | boolean;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, Scalar | null | undefined>;
  /** Sent as multipart/form-data (the browser sets the boundary). */
  multipart?: FormData;
  query?: Record<string, Scalar | null | undefined>;
  /** Attach the bearer token when there is one (default true). */
  auth?: boolean;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const clean = path.replace(/^\/+/, '').replace(/^api\//, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api/${clean}${search ? `?${search}` : ''}`;
}

function toRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function readErrors(value: unknown): Record<string, string[]> {
  const record = toRecord(value);
  if (!record) return {};
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(record)) {
    if (Array.isArray(messages)) errors[field] = messages.map(String);
    else if (typeof messages === 'string') errors[field] = [messages];
  }
  return errors;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Sends one request to `/api/<path>` (or the site's root) and resolves with its JSON body. Only
 * `callBody` uses it: callers name an operation, not a path.
 */
async function send(path: string, options: RequestOptions = {}): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(options.form)) {
      if (value !== undefined && value !== null) form.set(key, String(value));
    }
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = form;
  } else if (options.multipart) {
    body = options.multipart;
  }
  const token = options.auth === false ? null : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, MSG.generic);
  }

  const payload = await readBody(response);
  const record = toRecord(payload);
  if (!response.ok) {
    const message = typeof record?.message === 'string' ? record.message : MSG.generic;
    // A token the server no longer accepts is a finished session (docs/product/errors.md).
    if (response.status === 401 && token) clearSession();
    throw new ApiError(response.status, message, readErrors(record?.errors), payload);
  }
  return payload;
}

/** Whether answers are checked against their definitions (development and tests, not production). */
const CHECK_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === 'test';

export interface CallOptions {
  signal?: AbortSignal;
  /** Attach the bearer token when there is one (default true). */
  auth?: boolean;
  /** A staff preview link's token (routes with `tokenInQuery`): sent as `?token=` instead of the bearer. */
  previewToken?: string;
}

/** The input is optional when the operation has no path parameter and no body. */
type CallArgs<E extends EndpointDef> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/** The whole JSON answer of an operation defined in `@keh/contracts` (decision 0035). */
export async function callBody<E extends EndpointDef>(
  e: E,
  ...[input, options]: CallArgs<E>
): Promise<EndpointBody<E>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: object;
    body?: unknown;
  };
  const encoded: Pick<RequestOptions, 'json' | 'form' | 'multipart'> =
    body === undefined
      ? {}
      : e.encoding === 'multipart'
        ? { multipart: body as FormData }
        : e.encoding === 'form'
          ? { form: body as RequestOptions['form'] }
          : { json: body };
  const { previewToken, ...rest } = options ?? {};
  const payload = await send(pathOf(e.path, params), {
    method: e.method,
    query: (previewToken ? { ...query, token: previewToken } : query) as RequestOptions['query'],
    ...encoded,
    ...rest,
    ...(previewToken && { auth: false }),
  });
  if (CHECK_ANSWERS && e.response) {
    const checked = e.response.safeParse(payload);
    if (!checked.success) {
      console.error(`${e.method} ${e.path} answered outside its definition`, checked.error.issues);
      throw new ApiError(0, `${e.method} ${e.path} answered outside its definition`);
    }
  }
  return payload as EndpointBody<E>;
}

/** Calls an operation and resolves with the `data` of its `{ data }` answer. */
export async function call<E extends EndpointDef>(e: E, ...args: CallArgs<E>): Promise<EndpointData<E>> {
  const payload = await callBody(e, ...args);
  const record = toRecord(payload);
  return (record && 'data' in record ? record.data : payload) as EndpointData<E>;
}

/**
 * The text to show for a failure that has no field to sit under: the server's words for
 * rate limits and for validation without field errors, the generic text otherwise.
 */
export function errorText(error: unknown): string {
  if (!isApiError(error)) return MSG.generic;
  if (error.status === 429) return error.message || MSG.tooManyRequests;
  if (error.status === 422) {
    const first = Object.values(error.errors)[0]?.[0];
    return first ?? error.message;
  }
  return MSG.generic;
}
