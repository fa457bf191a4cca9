// Every user-visible text of the photos module, in one place so they move into the message catalogues together.
// Placeholders are written ICU-style ({name}); photoText() fills them.

export const PHOTO_TEXT = {
  tooLarge: 'This photo is too large: at most {megabytes} MB.',
  unreadable: "This file isn't a photo we can read. Choose a JPEG, PNG, WebP, AVIF or GIF picture.",
  typeMismatch: 'This file says it is {claimed} but it is {actual}. Choose the photo again.',
  tooManyPixels: 'This picture is too big to process: at most {megapixels} megapixels.',
  empty: 'The photo is missing: choose a picture to upload.',
  tooManyForEvent: 'This potluck already has {count} photos, the most one event can hold.',
  tooManyToday: "You've uploaded {count} photos today, the most for one day. Try again tomorrow.",
  notFound: 'Photo not found',
  dishForbidden: "Only the dish's contributor and the event's host can change its photo.",
  busy: 'Photos are being processed right now. Try again in a moment.',
} as const;

export function photoText(key: keyof typeof PHOTO_TEXT, values: Record<string, string | number> = {}): string {
  return PHOTO_TEXT[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
