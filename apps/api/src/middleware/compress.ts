import { COMPRESSIBLE_CONTENT_TYPE_REGEX as COMPRESSIBLE } from 'hono/compress';
import { createMiddleware } from 'hono/factory';

/** A whole-body compressor: synchronous ones (node:zlib) cost far less per response than a CompressionStream. */
export type Compressor = (body: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> | Promise<Uint8Array<ArrayBuffer>>;

export interface CompressOptions {
  /** Bodies smaller than this are sent as they are (a 1 KB answer gains nothing worth the CPU). */
  threshold?: number;
  /** By encoding, in order of preference; default: gzip through the platform's CompressionStream. */
  encoders?: Partial<Record<'br' | 'gzip', Compressor>>;
}

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** gzip through CompressionStream: works on every platform, at the price of a stream per response. */
const streamGzip: Compressor = async (body) =>
  new Uint8Array(await new Response(new Blob([body]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer());

/** The encoding to use: the first of ours the client accepts (q > 0), or none. */
function chooseEncoding(header: string | undefined, ours: readonly string[]): string | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  return ours.find((e) => (accepted.get(e) ?? accepted.get('*') ?? 0) > 0);
}

/**
 * Compresses text responses (JSON, HTML, JS, CSS…) of at least `threshold` bytes for clients that accept it, and
 * leaves small ones alone, which needs their size: JSON answers carry no Content-Length until sent, so the body is
 * read (every API answer is one string already). Responses already encoded (the web build's precompressed files),
 * empty ones (304) and `no-transform` ones pass as they are. A compressed answer's ETag becomes weak.
 */
export const compressText = ({ threshold = 1024, encoders = { gzip: streamGzip } }: CompressOptions = {}) => {
  const names = Object.keys(encoders) as ('br' | 'gzip')[];
  return createMiddleware(async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || c.req.method === 'HEAD' || res.status === 206 || res.headers.has('Content-Encoding')) return;
    const type = res.headers.get('Content-Type');
    if (!type || !COMPRESSIBLE.test(type) || NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')) return;
    const vary = res.headers.get('Vary');
    if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? ''))
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'), names) as 'br' | 'gzip' | undefined;
    const length = Number(res.headers.get('Content-Length') ?? Number.NaN);
    if (!encoding || length < threshold) return;
    const body = new Uint8Array(await res.arrayBuffer());
    // (assigning c.res carries the old response's headers over, so the new ones are set after)
    if (body.byteLength < threshold) {
      c.res = new Response(body, res);
      c.res.headers.set('Content-Length', String(body.byteLength));
      return;
    }
    const encoded = await (encoders[encoding] as Compressor)(body);
    c.res = new Response(encoded, res);
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.set('Content-Length', String(encoded.byteLength));
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  });
};
