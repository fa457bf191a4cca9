import { clientNetwork, forwardedClientAddress } from './client-network';

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

  it.each([
    // Different /64 networks are told apart.
    ['2001:db8:0:1::1', '2001:db8:0:1::/64'],
    ['2001:db8:1::1', '2001:db8:1:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    // IPv4 and IPv4-mapped IPv6 count as the IPv4 address itself.
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
    // Whatever it cannot read is kept apart.
    ['', 'unknown'],
    ['not-an-address', 'not-an-address'],
    ['2001:db8::1::2', '2001:db8::1::2'],
  ])('reads %j as the network %j', (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });

  it('keeps neighbouring networks and neighbouring IPv4 clients apart, and names a missing address', () => {
    expect(clientNetwork('2001:db8::1')).not.toBe(clientNetwork('2001:db8:0:1::1'));
    // Two IPv4 clients are two addresses, even next to each other.
    expect(clientNetwork('::ffff:203.0.113.8')).not.toBe(clientNetwork('::ffff:203.0.113.7'));
    expect(clientNetwork(undefined)).toBe('unknown');
  });
});

describe('forwardedClientAddress', () => {
  it('reads the client the trusted hops name, as Express reads req.ip', () => {
    expect(forwardedClientAddress('10.0.0.1', undefined, 0)).toBe('10.0.0.1');
    expect(forwardedClientAddress('10.0.0.1', '198.51.100.9', 0)).toBe('10.0.0.1');
    expect(forwardedClientAddress('10.0.0.1', '198.51.100.9', 1)).toBe('198.51.100.9');
    expect(forwardedClientAddress('10.0.0.1', '203.0.113.5, 198.51.100.9', 1)).toBe('198.51.100.9');
    expect(forwardedClientAddress('10.0.0.1', ['203.0.113.5', '198.51.100.9'], 2)).toBe('203.0.113.5');
    // A shorter chain than the trusted hops: the furthest address.
    expect(forwardedClientAddress('10.0.0.1', '203.0.113.5', 5)).toBe('203.0.113.5');
  });
});
