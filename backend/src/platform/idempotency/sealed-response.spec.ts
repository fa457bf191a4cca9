import { ResponseSeal, isSealed } from './sealed-response';

describe('ResponseSeal', () => {
  const seal = new ResponseSeal('a server secret of some length');
  const body = { personalLink: 'https://potluck.example/api/guest-link/s3cr3t-t0ken' };

  it('keeps nothing of the answer readable and opens it again for the same record', () => {
    const sealed = seal.seal(body, 'u1', 'key-1');
    expect(isSealed(sealed)).toBe(true);
    expect(JSON.stringify(sealed)).not.toContain('s3cr3t');
    expect(seal.open(sealed, 'u1', 'key-1')).toEqual(body);
  });

  it('does not open for another record, another secret or a damaged seal', () => {
    const sealed = seal.seal(body, 'u1', 'key-1');
    expect(seal.open(sealed, 'u2', 'key-1')).toBeUndefined();
    expect(seal.open(sealed, 'u1', 'key-2')).toBeUndefined();
    expect(new ResponseSeal('another server secret here').open(sealed, 'u1', 'key-1')).toBeUndefined();
    expect(seal.open({ sealed: sealed.sealed.slice(0, -4) + 'AAAA' }, 'u1', 'key-1')).toBeUndefined();
    expect(seal.open({ sealed: 'garbage' }, 'u1', 'key-1')).toBeUndefined();
  });
});
