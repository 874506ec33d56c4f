import { describe, expect, it } from 'vitest';
import { clientAddressOf, parseTrustProxy } from './client-address.ts';
import { readNodeEnv } from './env.ts';

describe('the address rate limits count against', () => {
  it('is the socket’s peer unless a proxy is trusted', () => {
    expect(clientAddressOf('10.0.0.5', null, '203.0.113.9')).toBe('10.0.0.5');
  });

  it('behind trusted proxies is the entry they appended, never what the client claimed further left', () => {
    const one = parseTrustProxy('X-Forwarded-For:1');
    expect(clientAddressOf('10.0.0.5', one, '203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressOf('10.0.0.5', one, '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    const two = parseTrustProxy('X-Forwarded-For:2');
    expect(clientAddressOf('10.0.0.5', two, '6.6.6.6, 203.0.113.9, 10.0.0.7')).toBe('203.0.113.9');
    // without the header (a health check from the proxy itself): the peer
    expect(clientAddressOf('10.0.0.5', one, undefined)).toBe('10.0.0.5');
    expect(clientAddressOf('10.0.0.5', one, ' , ')).toBe('10.0.0.5');
    expect(clientAddressOf('10.0.0.5', parseTrustProxy('X-Real-IP'), '198.51.100.4')).toBe('198.51.100.4');
  });

  it('is configured by TRUST_PROXY, refused when it makes no sense', () => {
    expect(readNodeEnv({}).trustProxy).toBeNull();
    expect(readNodeEnv({ TRUST_PROXY: 'X-Forwarded-For' }).trustProxy).toEqual({ header: 'X-Forwarded-For', hops: 1 });
    expect(readNodeEnv({ TRUST_PROXY: 'x-forwarded-for:3' }).trustProxy).toEqual({ header: 'x-forwarded-for', hops: 3 });
    expect(readNodeEnv({ TRUST_PROXY: 'X-Real-IP' }).trustProxy).toEqual({ header: 'X-Real-IP', hops: 0 });
    expect(() => readNodeEnv({ TRUST_PROXY: 'X-Forwarded-For:0' })).toThrow(/at least one hop/);
    expect(() => readNodeEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});
