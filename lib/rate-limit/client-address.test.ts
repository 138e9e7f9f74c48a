import { describe, expect, it } from 'vitest';
import { clientAddress, trustFromEnv } from './client-address.mjs';

/** Issue 26: the address comes from the socket or the trusted front's header only; a spoofed X-Forwarded-For never counts. */
describe('clientAddress', () => {
  const socket = trustFromEnv({});

  it('is the socket address by default, whatever the visitor sends', () => {
    expect(clientAddress({ 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '5.6.7.8' }, '::ffff:127.0.0.1', socket)).toBe('127.0.0.1');
    expect(clientAddress({}, '2001:db8::1', socket)).toBe('2001:db8::1');
    expect(clientAddress({}, undefined, socket)).toBe('unknown');
  });

  it('takes the entry the trusted front appended (hops from the right), never the visitor\'s own entries', () => {
    const nginx = trustFromEnv({ TRUSTED_PROXY_HEADER: 'X-Forwarded-For' });
    expect(nginx).toEqual({ header: 'x-forwarded-for', hops: 1 });
    expect(clientAddress({ 'x-forwarded-for': '9.9.9.9, 198.51.100.26' }, '127.0.0.1', nginx)).toBe('198.51.100.26');
    expect(clientAddress({ 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 198.51.100.26' }, '127.0.0.1', nginx)).toBe('198.51.100.26');
    const two = trustFromEnv({ TRUSTED_PROXY_HEADER: 'x-forwarded-for', TRUSTED_PROXY_HOPS: '2' });
    expect(clientAddress({ 'x-forwarded-for': 'spoof, 203.0.113.5, 10.0.0.2' }, '127.0.0.1', two)).toBe('203.0.113.5');
  });

  it('falls back to the socket when the header is missing, short or not an address', () => {
    const two = trustFromEnv({ TRUSTED_PROXY_HEADER: 'x-forwarded-for', TRUSTED_PROXY_HOPS: '2' });
    expect(clientAddress({ 'x-forwarded-for': '203.0.113.5' }, '10.1.1.1', two)).toBe('10.1.1.1');
    const real = trustFromEnv({ TRUSTED_PROXY_HEADER: 'x-real-ip' });
    expect(clientAddress({ 'x-real-ip': '<script>' }, '10.1.1.1', real)).toBe('10.1.1.1');
    expect(clientAddress({}, '10.1.1.1', real)).toBe('10.1.1.1');
  });

  it('ignores a header name that is not one', () => {
    expect(trustFromEnv({ TRUSTED_PROXY_HEADER: 'bad header!' }).header).toBe('');
  });
});
