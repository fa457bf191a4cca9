import { sessionRefusal, type Caller, type RouteAccess } from '../../src/platform/common/route-access';

/** The roles the authorization tests play against one event (see authorization.e2e-spec.ts). */
export const ROLES = [
  'anonymous',
  'guest',
  'stranger',
  'answered',
  'contributor',
  'co_host',
  'host',
  'removed',
] as const;
export type Role = (typeof ROLES)[number];

const callerOf = (role: Role): Caller => (role === 'anonymous' ? 'anonymous' : role === 'guest' ? 'guest' : 'account');

/** Who an event-scoped level admits, besides its refusals by session; the removed get the event's 404. */
const ADMITTED: Partial<Record<RouteAccess, readonly Role[]>> = {
  'event-read': ['guest', 'stranger', 'answered', 'contributor', 'co_host', 'host'],
  'event-manage': ['co_host', 'host'],
  'event-own': ['host'],
  // The event's default: the host and co-hosts record its costs.
  'event-costs': ['co_host', 'host'],
  // The door helpers too, whom no role of the fixture plays (check-in.e2e-spec.ts lets one in).
  'event-door': ['co_host', 'host'],
  author: ['contributor'],
  'author-or-manager': ['contributor', 'co_host', 'host'],
};

/** What a route of this access answers a role: admitted (the handler decides), or the refusal's status. */
export function expectedAnswer(access: RouteAccess, role: Role): 'admitted' | 401 | 403 | 404 {
  const bySession = sessionRefusal(access, callerOf(role));
  if (bySession) return bySession;
  const admitted = ADMITTED[access];
  if (!admitted) return 'admitted';
  if (role === 'removed') return 404;
  return admitted.includes(role) ? 'admitted' : 403;
}
