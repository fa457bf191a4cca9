/** Every user-visible English text of the theme choice, in one place (ICU MessageFormat style, no placeholders yet). */
export const themeText = {
  title: 'Appearance',
  note: 'On this device. System follows your phone’s light or dark setting.',
  system: 'System',
  light: 'Light',
  dark: 'Dark',
} as const;
