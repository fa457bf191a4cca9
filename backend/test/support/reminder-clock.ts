/**
 * An event date some days ahead (whole minutes, as the form stores them) and the clock a reminder scan is given for it,
 * 1 h 55 min before: the 2-hour reminder is due at that clock, the 2-day one is not.
 */
export function twoHourReminderDue(): { eventDate: Date; now: Date } {
  // A moment of the caller's own, days ahead: a scan plans every event in the database that is due at its clock, and
  // the files running beside this one share the database, so they must not find each other's events due.
  const days = 2 + Math.floor(Math.random() * 300);
  const eventDate = new Date(Date.now() + days * 86_400_000 + 115 * 60 * 1000);
  eventDate.setUTCSeconds(0, 0);
  return { eventDate, now: new Date(eventDate.getTime() - 115 * 60 * 1000) };
}
