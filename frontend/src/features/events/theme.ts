import type { EventTheme } from '@contracts/common.contract';
import { EVENT_THEMES } from '@contracts/common.rules';

// Label and emoji of each event theme. 'other' has no emoji (themes other than the listed ones have none).
const THEMES: Record<EventTheme, { label: string; emoji: string | null }> = {
  diwali: { label: 'Diwali', emoji: '🪔' },
  thanksgiving: { label: 'Thanksgiving', emoji: '🦃' },
  christmas: { label: 'Christmas', emoji: '🎄' },
  vegan_feast: { label: 'Vegan Feast', emoji: '🥗' },
  international_food: { label: 'International Food', emoji: '🌍' },
  birthday: { label: 'Birthday', emoji: '🎂' },
  neighborhood_gathering: { label: 'Neighborhood Gathering', emoji: '🏘️' },
  other: { label: 'Other', emoji: null },
};

export function themeEmoji(theme: EventTheme | null | undefined): string | null {
  return theme && theme in THEMES ? THEMES[theme].emoji : null;
}

export function themeLabel(theme: EventTheme): string {
  return THEMES[theme].label;
}

/** The CSS class carrying the theme's header gradient (tokens.css `--theme-*`). */
export function themeClass(theme: EventTheme | null | undefined): string {
  return `theme--${theme && theme in THEMES ? theme : 'other'}`;
}

export const THEME_OPTIONS = EVENT_THEMES.map((value) => ({
  value,
  label: THEMES[value].emoji ? `${THEMES[value].emoji} ${THEMES[value].label}` : THEMES[value].label,
}));
