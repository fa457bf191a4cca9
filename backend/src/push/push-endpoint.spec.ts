import { acceptablePushEndpoint, isPrivateAddress, publicOnlyLookup, PrivateAddressError } from './push-endpoint';

const none = { extraOrigins: [] };

describe('acceptablePushEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://android.googleapis.com/gcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
    'https://web.push.apple.com/abc',
  ])("accepts a browser's push service over https: %s", (url) => {
    expect(acceptablePushEndpoint(url, none)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'http://127.0.0.1:4622/push/1',
    'https://127.0.0.1/push',
    'https://169.254.169.254/latest',
    'https://10.0.0.5/push',
    'https://[::1]/push',
    'https://storage.googleapis.com/bucket/x',
    'https://googleapis.com.evil.example/x',
    'https://evil.example/?.googleapis.com',
    'https://notify.windows.com.evil.example/x',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://user:pw@fcm.googleapis.com/fcm/send/abc',
    'not a url',
  ])('refuses internal addresses, other hosts, plain http, other ports and credentials: %s', (url) => {
    expect(acceptablePushEndpoint(url, none)).toBe(false);
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
