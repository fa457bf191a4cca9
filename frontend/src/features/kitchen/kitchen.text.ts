// Every user-visible English text of the kitchen feature, in one place so it moves into the translation catalogues
// in one step. Placeholders are written ICU-style and filled by `format`.

/** What the app shell's offline queue says about kitchen changes (kept apart, so the shell loads only these). */
export const KITCHEN_TOASTS = {
  saved: 'Kitchen saved',
  savedNeeds: 'Kitchen needs saved',
  failed: 'Could not save. Please try again.',
} as const;

/** The fold on every editable dish card (kept apart, so the dish page loads only this). */
export const KITCHEN_FOLD = { needsSummary: 'Kitchen needs & arrival' } as const;

export const KITCHEN_TEXT = {
  title: 'Kitchen',
  intro: 'What the kitchen has, when dishes arrive and what they need.',
  ovens: 'Ovens',
  outlets: 'Power outlets',
  fridgeShelves: 'Fridge shelves',
  notStated: 'Leave empty if you would rather not count.',
  save: 'Save Kitchen',
  timeline: 'Timeline',
  noTimeline: 'No arrival times yet. Contributors can add them on their dish cards.',
  clashesLabel: 'Kitchen clashes',
  arrives: 'arrives',
  resource: { oven: 'Oven', outlet: 'Power outlet', fridge: 'Fridge' },
  until: 'until {time}',
  arrivesAt: 'Arrives at',
  oven: 'Needs the oven',
  temperature: 'Temperature',
  minutes: 'Minutes in the oven',
  stove: 'Needs the stove',
  fridge: 'Needs the fridge',
  freezer: 'Needs the freezer',
  outlet: 'Needs a power outlet',
  utensils: 'Needs serving utensils',
  saveNeeds: 'Save Kitchen Needs',
  busy: 'Busy slot: {message}. Maybe a little earlier or later?',
} as const;

/** Fills `{name}` placeholders. */
export function format(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
}

/** "2 dishes need the oven at 18:00; you have 1" (the server words clashes the same way). */
export const CLASH_TEXT = {
  oven: '{count} dishes need the oven at {time}; you have {capacity}',
  outlet: '{count} dishes need a power outlet at {time}; you have {capacity}',
  fridge: '{count} dishes need a fridge shelf at {time}; you have {capacity}',
} as const;
