import { canonicalJson, requestFingerprint } from './request-fingerprint';

describe('requestFingerprint', () => {
  it('ignores key order and undefined fields', () => {
    expect(canonicalJson({ b: 1, a: [{ y: 2, x: 1 }], c: undefined })).toBe('{"a":[{"x":1,"y":2}],"b":1}');
    expect(requestFingerprint('post', '/api/x', { a: 1, b: 2 })).toBe(
      requestFingerprint('POST', '/api/x', { b: 2, a: 1 }),
    );
  });

  it('differs by method, URL and body', () => {
    const base = requestFingerprint('POST', '/api/x', { a: 1 });
    expect(requestFingerprint('PUT', '/api/x', { a: 1 })).not.toBe(base);
    expect(requestFingerprint('POST', '/api/y', { a: 1 })).not.toBe(base);
    expect(requestFingerprint('POST', '/api/x', { a: 2 })).not.toBe(base);
    expect(requestFingerprint('POST', '/api/x', undefined)).toBe(requestFingerprint('POST', '/api/x', null));
  });
});
