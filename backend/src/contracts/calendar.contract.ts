// Shapes of the calendar feed endpoints (files in contracts/ import nothing but zod).

/** GET /api/calendar-feed: whether the caller has a live feed link (the link itself is shown only when made). */
export interface CalendarFeedStatus {
  active: boolean;
  createdAt: string | null;
}

/** POST /api/calendar-feed: a new private link; any older one stops working. */
export interface CalendarFeedLink {
  url: string;
  webcalUrl: string;
}
