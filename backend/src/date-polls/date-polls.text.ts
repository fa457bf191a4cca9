// Every English text the date poll writes on the server (mails, push, pages), in one place for the catalogues.
// Placeholders are ICU-style; `format` fills them.

export const DATE_POLL_TEXT = {
  dateToBeDecided: 'Date to be decided',
  pickedSubject: '{name}: the date is set',
  pickedHeading: 'The date for {name} is set',
  pickedWhen: 'When: {when}',
  pickedSaidYes: 'You said Yes to this date. Tap to tell the host you are going:',
  pickedOther: 'See the event and RSVP:',
  pickedButtonGoing: "I'm going",
  pickedButtonOpen: 'Open {name}',
  pushTitle: '{name}: the date is set',
  pushBodyYes: '{when}. You said Yes: tap to RSVP.',
  pushBody: '{when}',
  stopLabel: 'Stop e-mails about this event',
} as const;

/** Fills `{name}` placeholders. */
export function format(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
