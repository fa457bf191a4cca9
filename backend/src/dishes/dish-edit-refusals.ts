import type { ApiRouteSpec } from '../platform/common/api-route';

/**
 * The refusals of a route that changes one dish of an event (`events/:id/dishes/:dishId/...`): a dish the caller may
 * not edit (canEditDish: its contributor, the host and co-hosts may) is 403, a dish that is not the event's is 404.
 */
export const DISH_EDIT_REFUSALS = { 403: ['NOT_DISH_OWNER'], 404: ['DISH_NOT_FOUND'] } satisfies ApiRouteSpec['errors'];
