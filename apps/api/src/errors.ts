import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A known failure with the HTTP status and `{code, message}` body it maps to. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what = 'game') => new ApiError(404, 'E_NOT_FOUND', `No such ${what}.`);
export const forbidden = (message = 'This link is not valid for this game.') =>
  new ApiError(403, 'E_FORBIDDEN', message);
export const badRequest = (message: string) => new ApiError(400, 'E_BAD_REQUEST', message);
