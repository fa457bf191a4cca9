import { acceptablePushEndpoint, isPrivateAddress, publicOnlyLookup, PrivateAddressError } from './push-endpoint';

const none = { extraOrigins: [] };

describe('acceptablePushEndpoint', () => {
  it.each([
    // The browsers' push services over https.
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://android.googleapis.com/gcm/send/abc', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', true],
    ['https://wns2-par02p.notify.windows.com/w/?token=abc', true],
    ['https://web.push.apple.com/abc', true],
    // Internal addresses, other hosts, plain http, other ports and credentials.
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['http://127.0.0.1:4622/push/1', false],
    ['https://127.0.0.1/push', false],
    ['https://169.254.169.254/latest', false],
    ['https://10.0.0.5/push', false],
    ['https://[::1]/push', false],
    ['https://storage.googleapis.com/bucket/x', false],
    ['https://googleapis.com.evil.example/x', false],
    ['https://evil.example/?.googleapis.com', false],
    ['https://notify.windows.com.evil.example/x', false],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', false],
    ['https://user:pw@fcm.googleapis.com/fcm/send/abc', false],
    ['not a url', false],
  ])('%s: accepted %s', (url, accepted) => {
    expect(acceptablePushEndpoint(url, none)).toBe(accepted);
  });

  it('accepts an extra origin exactly as configured, and nothing near it', () => {
    const policy = { extraOrigins: ['http://127.0.0.1:4622'] };
    expect(acceptablePushEndpoint('http://127.0.0.1:4622/push/1', policy)).toBe(true);
    expect(acceptablePushEndpoint('http://127.0.0.1:4623/push/1', policy)).toBe(false);
    expect(acceptablePushEndpoint('https://127.0.0.1:4622/push/1', policy)).toBe(false);
  });
});

describe('isPrivateAddress', () => {
  it('knows loopback, private, link-local and reserved addresses in IPv4 and IPv6', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      'not-an-ip',
    ]) {
      expect([a, isPrivateAddress(a)]).toEqual([a, true]);
    }
    for (const a of ['142.250.74.106', '2a00:1450:4001:80b::200a', '::ffff:8.8.8.8']) {
      expect([a, isPrivateAddress(a)]).toEqual([a, false]);
    }
  });

  it('refuses a name that resolves to a private address when the connection is made', async () => {
    const err = await new Promise<Error | null>((resolve) => publicOnlyLookup('localhost', {}, (e) => resolve(e)));
    expect(err).toBeInstanceOf(PrivateAddressError);
  });
});
