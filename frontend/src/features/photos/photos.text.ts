// Every user-visible text of the photos feature, in one place so they move into the message catalogues together.
// Placeholders are written ICU-style ({name}); photoText() fills them.

export const PHOTOS_TEXT = {
  coverTitle: 'Event Photo',
  coverHelp: 'A cover photo heads the invitation and link previews.',
  coverAfterCreate: 'You can add a cover photo once the event is created.',
  dishTitle: 'Photo',
  dishHelp: 'A photo of the dish helps guests choose what to bring next to it.',
  takePhoto: 'Take Photo',
  choosePhoto: 'Choose Photo',
  replacePhoto: 'Replace Photo',
  removePhoto: 'Remove Photo',
  usePhoto: 'Use Photo',
  cancel: 'Cancel',
  zoom: 'Zoom',
  moveAcross: 'Left and right',
  moveUpDown: 'Up and down',
  cropHelp: 'Drag the picture, or use the sliders or arrow keys, to choose what shows.',
  cropLabel: 'Photo crop preview',
  preparing: 'Preparing photo…',
  uploading: 'Uploading photo… {percent}%',
  uploaded: 'Photo saved.',
  removed: 'Photo removed.',
  waiting: 'Photo waiting to sync',
  failed: "Couldn't upload the photo. {reason}",
  unreadable: "This picture can't be opened here. Try another photo.",
  publicCover: 'Show the cover on the invitation page',
  publicDishPhotos: "Show guests' dish photos on the invitation page",
  coverAlt: 'Cover photo of {name}',
} as const;

export function photoText(key: keyof typeof PHOTOS_TEXT, values: Record<string, string | number> = {}): string {
  return PHOTOS_TEXT[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
