import type { RuleError } from '@turnpost/rules';
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

/**
 * A rule error as HTTP: an action that names another seat than the token's is 403 `E_NOT_YOUR_SEAT` (the check is
 * the rules' own, core `parseAction`); every other rule error is 422 with the rules' code and message.
 */
export function ruleRefused(error: RuleError): ApiError {
  if (error.code === 'E_NOT_YOUR_SEAT') return new ApiError(403, 'E_NOT_YOUR_SEAT', error.message);
  return new ApiError(422, error.code, error.message);
}

