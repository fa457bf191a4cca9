import { clientNetwork } from './client-network';

describe('clientNetwork', () => {
  it('counts an IPv6 address as its /64, whatever its spelling', () => {
    const net = clientNetwork('2001:db8::1');
    expect(net).toBe('2001:db8:0:0::/64');
    for (const same of [
      '2001:0db8:0000:0000:ffff::2',
      '2001:DB8::FFFF:FFFF:FFFF:FFFF',
      '2001:db8:0:0:1:2:3:4',
      '2001:0db8:0000:0000:0000:0000:0000:0001',
      '[2001:db8::abcd]',
      '2001:db8::1%eth0',
      '2001:db8::1%25en0',
      '2001:db8::192.0.2.1',
    ]) {
      expect(clientNetwork(same)).toBe(net);
    }
  });

  it('tells different /64 networks apart', () => {
    expect(clientNetwork('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(clientNetwork('2001:db8:1::1')).toBe('2001:db8:1:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('2001:db8::1')).not.toBe(clientNetwork('2001:db8:0:1::1'));
  });

  it('counts IPv4 and IPv4-mapped IPv6 as the IPv4 address itself', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(clientNetwork('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
    // Two IPv4 clients are two addresses, even next to each other.
    expect(clientNetwork('::ffff:203.0.113.8')).not.toBe(clientNetwork('::ffff:203.0.113.7'));
  });

  it('keeps whatever it cannot read apart, and names a missing address', () => {
    expect(clientNetwork(undefined)).toBe('unknown');
    expect(clientNetwork('')).toBe('unknown');
    expect(clientNetwork('not-an-address')).toBe('not-an-address');
    expect(clientNetwork('2001:db8::1::2')).toBe('2001:db8::1::2');
  });
});
