import { createMiddleware } from 'hono/factory';

export interface SecurityHeadersOptions {
  referrerPolicy?: string;
  frameOptions?: string;
  /**
   * The Content-Security-Policy header of every response. Pages also carry SvelteKit's <meta> policy, which admits
   * inline scripts by hash only; both apply, so this one holds what a <meta> policy cannot (frame-ancestors).
   */
  contentSecurityPolicy?: string;
}

const DEFAULT_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Links carry secrets in their fragment: never send a referrer, never be framed, never sniff types. */
export const securityHeaders = ({
  referrerPolicy = 'no-referrer',
  frameOptions = 'DENY',
  contentSecurityPolicy = DEFAULT_CSP,
}: SecurityHeadersOptions = {}) =>
  createMiddleware(async (c, next) => {
    await next();
    c.header('Referrer-Policy', referrerPolicy);
    c.header('X-Frame-Options', frameOptions);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', contentSecurityPolicy);
  });
