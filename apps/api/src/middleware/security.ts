import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The Content-Security-Policy of every response. Pages also carry SvelteKit's <meta> policy, which admits inline
 * scripts by hash only; both apply, so this one holds what a <meta> policy cannot (frame-ancestors).
 */
const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'unsafe-inline'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** HSTS: a year, subdomains too; sent only on answers over https (a browser ignores it over plain http anyway). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * HSTS on answers over https. Behind a TLS proxy the server sees http: with `trustForwardedProto` (a trusted proxy,
 * TRUST_PROXY on Node) the proxy's `X-Forwarded-Proto` says how the request came (its first value: the client's hop);
 * without one the header is ignored, since anyone may send it.
 */
export const strictTransportSecurity = ({ trustForwardedProto = false }: { trustForwardedProto?: boolean } = {}) =>
  createMiddleware(async (c, next) => {
    await next();
    const forwarded = trustForwardedProto ? c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase() : undefined;
    if (new URL(c.req.url).protocol === 'https:' || forwarded === 'https') c.header('Strict-Transport-Security', HSTS);
  });

/**
 * Links carry secrets in their fragment: never send a referrer, never be framed, never sniff types; no other window
 * keeps a handle on ours (COOP), and no page may use the camera, microphone, location or payment APIs. Hono's
 * `secureHeaders`, set for this app (`strictTransportSecurity` adds HSTS over https).
 */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: CSP,
    referrerPolicy: 'no-referrer',
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: 'same-origin',
    strictTransportSecurity: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  });
