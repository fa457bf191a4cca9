// Query keys are URL segments: the default fetcher GETs them joined with '/', and a key's
// prefix invalidates everything under it (['/api/events', id] refreshes the event, its dishes,
// insights and suggestions at once).
export const queryKeys = {
  currentUser: () => ['/api/auth/user'] as const,
  events: {
    all: () => ['/api/events'] as const,
    detail: (eventId: string) => ['/api/events', eventId] as const,
    dishes: (eventId: string) => ['/api/events', eventId, 'dishes'] as const,
    insights: (eventId: string) => ['/api/events', eventId, 'insights'] as const,
    // Insights are text in the reader's language: each language is its own entry, so a change of language shows
    // none of the old language's words (the prefix above still refreshes every language's).
    insightsIn: (eventId: string, locale: string) => ['/api/events', eventId, 'insights', locale] as const,
    /** Every event's insights in one language (read again once the account has that language). */
    isInsightsIn: (queryKey: readonly unknown[], locale: string) =>
      queryKey[2] === 'insights' && queryKey[3] === locale,
    dishSuggestions: (eventId: string) => ['/api/events', eventId, 'dish-suggestions'] as const,
    inviteMessage: (eventId: string) => ['/api/events', eventId, 'invite-message'] as const,
    invitations: (eventId: string) => ['/api/events', eventId, 'invitations'] as const,
    // The API's path, /api/events/{id}/talk, which keeps the conversation's old word.
    conversation: (eventId: string) => ['/api/events', eventId, 'talk'] as const,
    costs: (eventId: string) => ['/api/events', eventId, 'costs'] as const,
    door: (eventId: string) => ['/api/events', eventId, 'door'] as const,
    myCheckInCode: (eventId: string) => ['/api/events', eventId, 'check-in', 'my-code'] as const,
    doorHelpers: (eventId: string) => ['/api/events', eventId, 'door-helpers'] as const,
    /** The pages of a long guest list read so far (GET …/guests?offset=). */
    guests: (eventId: string) => ['/api/events', eventId, 'guests'] as const,
  },
  publicEvent: (eventId: string) => ['/api/public/events', eventId] as const,
  rsvpedEvents: () => ['/api/dashboard/rsvped-events'] as const,
  notificationSettings: () => ['/api/notification-settings'] as const,
  pushConfig: () => ['/api/push/public-key'] as const,
  calendarFeed: () => ['/api/calendar-feed'] as const,
  accountDeletion: () => ['/api/account/deletion'] as const,
  unreadQuestions: () => ['/api/questions/unread'] as const,
  operatorConsole: () => ['/api/admin/console'] as const,
  doorDuties: () => ['/api/door-duties'] as const,
} as const;
