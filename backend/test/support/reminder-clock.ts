/**
 * An event date 1 h 55 min from now (whole minutes, as the form stores them) and the clock a reminder scan is given
 * for it, 1 h 55 min before: the 2-hour reminder is due at that clock, the 2-day one is not.
 */
export function twoHourReminderDue(): { eventDate: Date; now: Date } {
  const eventDate = new Date(Date.now() + 115 * 60 * 1000);
  eventDate.setUTCSeconds(0, 0);
  return { eventDate, now: new Date(eventDate.getTime() - 115 * 60 * 1000) };
}
