import { ROUTE_ACCESS, sessionRefusal, type Caller, type RouteAccess } from './route-access';

describe('route access: what a declaration refuses by the session alone', () => {
  // Rows: the access a route declares; columns: anonymous, guest, account, operator. null: on to the handler.
  const TABLE: Record<RouteAccess, [number | null, number | null, number | null, number | null]> = {
    public: [null, null, null, null],
    'signed-in': [401, null, null, null],
    guest: [401, null, 403, 403],
    account: [401, 403, null, null],
    'event-read': [401, null, null, null],
    'event-manage': [401, null, null, null],
    'event-own': [401, null, null, null],
    'event-costs': [401, null, null, null],
    'event-door': [401, null, null, null],
    author: [401, null, null, null],
    'author-or-manager': [401, null, null, null],
    operator: [401, 403, 403, null],
  };
  const CALLERS: Caller[] = ['anonymous', 'guest', 'account', 'operator'];

  it('has a row for every access level', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...ROUTE_ACCESS].sort());
  });

  it.each(ROUTE_ACCESS)('answers as the table says for %s', (access) => {
    expect(CALLERS.map((caller) => sessionRefusal(access, caller))).toEqual(TABLE[access]);
  });
});
