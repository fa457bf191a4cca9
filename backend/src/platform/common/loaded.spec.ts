import { loaded } from './loaded';

describe('loaded', () => {
  it('passes a row whose relation was loaded, and fails loudly for one that was not', () => {
    const row: { id: string; host?: { name: string } | null } = { id: 'e1', host: { name: 'Ada' } };
    expect(loaded(row, 'host').host.name).toBe('Ada');
    expect(() => loaded<typeof row, 'host'>({ id: 'e2' }, 'host')).toThrow('Relation host was not loaded');
    expect(() => loaded({ id: 'e3', host: null }, 'host')).toThrow('Relation host was not loaded');
  });
});
