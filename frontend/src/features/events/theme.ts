import type { EventTheme } from '@contracts/common.contract';
import { EVENT_THEMES } from '@contracts/common.rules';
import { t } from '@/lib/i18n';

// Emoji of each event theme (its label is the catalogue's event.theme.<theme>). 'other' has no emoji (themes other
// than the listed ones have none).
const THEMES: Record<EventTheme, { emoji: string | null }> = {
  diwali: { emoji: '🪔' },
  thanksgiving: { emoji: '🦃' },
  christmas: { emoji: '🎄' },
  vegan_feast: { emoji: '🥗' },
  international_food: { emoji: '🌍' },
  birthday: { emoji: '🎂' },
  neighborhood_gathering: { emoji: '🏘️' },
  other: { emoji: null },
};

export function themeEmoji(theme: EventTheme | null | undefined): string | null {
  return theme && theme in THEMES ? THEMES[theme].emoji : null;
}

export function themeLabel(theme: EventTheme): string {
  return t(`event.theme.${theme}`);
}

/** The CSS class carrying the theme's header gradient (tokens.css `--theme-*`). */
export function themeClass(theme: EventTheme | null | undefined): string {
  return `theme--${theme && theme in THEMES ? theme : 'other'}`;
}

/** The event form's theme choices, in the active locale. */
export const themeOptions = () =>
  EVENT_THEMES.map((value) => ({
    value,
    label: THEMES[value].emoji ? `${THEMES[value].emoji} ${themeLabel(value)}` : themeLabel(value),
  }));
