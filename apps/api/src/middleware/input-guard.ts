import { createMiddleware } from 'hono/factory';
import { ApiError, badRequest } from '../errors.ts';

export interface InputGuardOptions {
  /** Deepest nesting of arrays and objects a JSON body may have. */
  maxDepth?: number;
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Whether a Content-Type header names JSON (`application/json`, `application/…+json`), as Hono's validator reads it. */
export const isJson = (contentType: string | undefined): boolean =>
  /^application\/([\w.-]+\+)?json$/i.test((contentType ?? '').split(';')[0]?.trim() ?? '');

/** Text we can store and serve back unchanged: no NUL (PostgreSQL refuses it) and no unpaired surrogate. */
export const faithful = (text: string): boolean => !text.includes('\u0000') && text.isWellFormed();

/** The first problem of a parsed JSON value, or null: too deep, or a key or string we cannot keep faithfully. */
export function jsonProblem(value: unknown, maxDepth: number): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [at, depth] = stack.pop() as [unknown, number];
    if (typeof at === 'string') {
      if (!faithful(at)) return 'Text may not contain NUL characters or unpaired surrogates.';
    } else if (at !== null && typeof at === 'object') {
      if (depth >= maxDepth) return `The request is nested too deeply (more than ${maxDepth} levels).`;
      for (const [key, child] of Object.entries(at)) {
        if (!faithful(key)) return 'Names may not contain NUL characters or unpaired surrogates.';
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/**
 * Refuses, with 400 and a clear message, what no route could store or serve back faithfully: a path or query with
 * NUL or unpaired surrogates (or broken percent-encoding), and JSON bodies that are not valid UTF-8, are nested too
 * deeply or hold such text.
 */
export const inputGuard = ({ maxDepth = 16 }: InputGuardOptions = {}) =>
  createMiddleware(async (c, next) => {
    let path: string;
    try {
      const url = new URL(c.req.url);
      path = decodeURIComponent(url.pathname);
      decodeURIComponent(url.search.replaceAll('+', ' '));
    } catch {
      throw badRequest('The address or query is not valid percent-encoding.');
    }
    if (!faithful(path)) throw badRequest('The address may not contain NUL characters or unpaired surrogates.');
    let queries: Record<string, string[]>;
    try {
      queries = c.req.queries();
    } catch {
      throw badRequest('The query string is not valid percent-encoding.');
    }
    for (const [key, values] of Object.entries(queries))
      if (!faithful(key) || !values.every(faithful))
        throw badRequest('The query may not contain NUL characters or unpaired surrogates.');
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && isJson(c.req.header('Content-Type'))) {
      // decoded strictly: invalid UTF-8 is refused, never turned into U+FFFD (the routes' own reads then decode the
      // same bytes, now known to be valid)
      let text: string;
      try {
        text = STRICT_UTF8.decode(await c.req.arrayBuffer());
      } catch {
        throw badRequest('The request body is not valid UTF-8.');
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new ApiError(400, 'E_MALFORMED', 'The request body is not valid JSON.');
      }
      const problem = jsonProblem(body, maxDepth);
      if (problem) throw badRequest(problem);
    }
    await next();
  });
