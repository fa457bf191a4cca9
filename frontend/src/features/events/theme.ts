import type { EventTheme } from '@contracts/common.contract';
import { EVENT_THEME_EMOJI, EVENT_THEMES } from '@contracts/common.rules';
import { t } from '@/lib/i18n';

const isTheme = (theme: string): theme is EventTheme => theme in EVENT_THEME_EMOJI;

export function themeEmoji(theme: EventTheme | null | undefined): string | null {
  return theme && isTheme(theme) ? EVENT_THEME_EMOJI[theme] : null;
}

export function themeLabel(theme: EventTheme): string {
  return t(`event.theme.${theme}`);
}

/** The CSS class carrying the theme's header gradient (tokens.css `--theme-*`). */
export function themeClass(theme: EventTheme | null | undefined): string {
  return `theme--${theme && isTheme(theme) ? theme : 'other'}`;
}

/** The event form's theme choices, in the active locale. */
export const themeOptions = () =>
  EVENT_THEMES.map((value) => ({
    value,
    label: EVENT_THEME_EMOJI[value] ? `${EVENT_THEME_EMOJI[value]} ${themeLabel(value)}` : themeLabel(value),
  }));
