import { describe, expect, it } from 'vitest';
import { clientKey, trustedProxyMatcher } from '../../src/server/client-address.ts';

describe('the client an address is counted as', () => {
  it('is the IPv4 address, also when a dual-stack socket reports it IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 for IPv6, so one machine cannot take a slot per address', () => {
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
  });
});

describe('TRUST_PROXY matching', () => {
  it('matches the listed addresses and ranges only', () => {
    const isProxy = trustedProxyMatcher(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(isProxy('10.20.30.40')).toBe(true);
    expect(isProxy('::ffff:10.20.30.40')).toBe(true);
    expect(isProxy('127.0.0.1')).toBe(true);
    expect(isProxy('::1')).toBe(true);
    expect(isProxy('127.0.0.2')).toBe(false);
    expect(isProxy('203.0.113.7')).toBe(false);
    expect(trustedProxyMatcher(false)('127.0.0.1')).toBe(false);
  });
});
