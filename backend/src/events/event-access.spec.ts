import type { EventRole } from '../contracts/event.rules';
import { AppException } from '../platform/common/app-exception';
import { assertEventAccess, mayAccess, type EventAccess } from './event-access';

const LEVELS: EventAccess[] = ['read', 'answer', 'manage', 'own'];
const ROLES: EventRole[] = ['guest', 'co_host', 'host'];

describe('event access policy', () => {
  it('lets each role do exactly what the policy table says', () => {
    const table = Object.fromEntries(ROLES.map((role) => [role, LEVELS.filter((level) => mayAccess(role, level))]));
    expect(table).toEqual({
      guest: ['read', 'answer'],
      co_host: ['read', 'answer', 'manage'],
      host: ['read', 'answer', 'manage', 'own'],
    });
  });

  it('refuses with 403 and says why: NOT_HOST for changes, NOT_OWNER for what only the host may do', () => {
    const refusal = (role: EventRole, level: EventAccess) => {
      try {
        assertEventAccess(role, level);
        return null;
      } catch (e) {
        if (!(e instanceof AppException)) throw e;
        return { status: e.status, code: e.code };
      }
    };
    expect(refusal('guest', 'manage')).toEqual({ status: 403, code: 'NOT_HOST' });
    expect(refusal('co_host', 'own')).toEqual({ status: 403, code: 'NOT_OWNER' });
    expect(refusal('guest', 'own')).toEqual({ status: 403, code: 'NOT_OWNER' });
    expect(refusal('co_host', 'manage')).toBeNull();
    expect(refusal('guest', 'answer')).toBeNull();
  });
});
