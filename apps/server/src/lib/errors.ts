import { MSG } from '@keh/contracts';

/** An error a service throws to answer the client with a status and the spec's message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** 422 with field messages (docs/product/errors.md). */
export const invalid = (
  fields: Record<string, string>,
  message: string = MSG.invalidData,
  extra?: Record<string, unknown>,
) => new AppError(422, message, Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, [v]])), extra);

export const notFound = () => new AppError(404, MSG.notFound);
export const forbidden = () => new AppError(403, MSG.forbidden);
export const unauthenticated = () => new AppError(401, MSG.unauthenticated);
export const tooMany = (message: string = MSG.tooManyRequests) => new AppError(429, message);
