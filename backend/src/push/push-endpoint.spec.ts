import { acceptablePushEndpoint } from './push-endpoint';

describe('acceptablePushEndpoint', () => {
  it('accepts the browsers push services over https in production', () => {
    for (const url of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/abc',
    ]) {
      expect(acceptablePushEndpoint(url, false)).toBe(true);
    }
  });

  it('refuses internal addresses, other hosts and plain http in production', () => {
    for (const url of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://169.254.169.254/latest',
      'https://googleapis.com.evil.example/x',
      'https://evil.example/?.googleapis.com',
      'not a url',
    ]) {
      expect(acceptablePushEndpoint(url, false)).toBe(false);
    }
  });

  it('accepts a local http push service outside production (tests run one)', () => {
    expect(acceptablePushEndpoint('http://127.0.0.1:4622/push/1', true)).toBe(true);
    expect(acceptablePushEndpoint('ftp://127.0.0.1/push', true)).toBe(false);
  });
});
