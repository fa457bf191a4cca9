// Shapes of the calendar feed endpoints (files in contracts/ import nothing but zod).

// The answers, inferred from their schemas; named here too, so imports of them from this file keep working.
export type { CalendarFeedStatus, CalendarFeedLink } from './responses.contract';
