import { createMiddleware } from 'hono/factory';

export interface SecurityHeadersOptions {
  referrerPolicy?: string;
  frameOptions?: string;
}

/** Links carry secrets in their fragment: never send a referrer, never be framed, never sniff types. */
export const securityHeaders = ({ referrerPolicy = 'no-referrer', frameOptions = 'DENY' }: SecurityHeadersOptions = {}) =>
  createMiddleware(async (c, next) => {
    await next();
    c.header('Referrer-Policy', referrerPolicy);
    c.header('X-Frame-Options', frameOptions);
    c.header('X-Content-Type-Options', 'nosniff');
  });
