// Every English text of date polls on the client, in one place for the catalogues. Placeholders are ICU-style;
// `formatText` fills them. Kept in lib/ because "Date to be decided" shows on screens of several features.

export const DATE_POLL_TEXT = {
  dateToBeDecided: 'Date to be decided',
  // The event form
  oneDate: 'One date',
  offerDates: 'Let guests vote',
  choiceLegend: 'When',
  optionsHelp: 'Offer 2 to 8 dates and times; guests say which work for them, then you pick one.',
  optionLabel: 'Option {n}',
  time: 'Time',
  addOption: 'Add a date',
  removeOption: 'Remove option {n}',
  optionsTooFew: 'Offer at least 2 dates',
  optionsInvalid: 'Enter a date and time for every option',
  optionsTwice: 'Each date may be offered once',
  pollOpenNote: 'Guests are voting on the date. Pick it on the event page.',
  // The poll on the event and join pages
  title: 'Which date works?',
  intro: 'Answer each date: Yes, If need be or No.',
  yes: 'Yes',
  maybe: 'If need be',
  no: 'No',
  answeredCount: '{count, plural, one {# person answered} other {# people answered}}',
  tally: '{yes} yes · {maybe} if need be · {no} no',
  best: 'Best so far',
  pick: 'Pick this date',
  picking: 'Picking...',
  pickedTitle: 'The date is set',
  pickedFailed: 'The date could not be set. Please try again.',
  saidYes: 'You said Yes to this date.',
  going: "I'm going",
  answerFailed: 'Your answer could not be saved. Please try again.',
  savedOffline: 'Saved on this phone: it will be sent when you are back online.',
  whoAnswered: 'Who answered',
  signInToAnswer: 'RSVP below to answer the date poll.',
} as const;

/** Fills `{name}` placeholders and the `{count, plural, one {...} other {...}}` form (English rules). */
export function formatText(text: string, values: Record<string, string | number>): string {
  const plural = text.replace(
    /\{(\w+), plural, one \{([^}]*)\} other \{([^}]*)\}\}/g,
    (_whole, key: string, one: string, other: string) => {
      const n = Number(values[key]);
      return (n === 1 ? one : other).replace('#', String(n));
    },
  );
  return plural.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
