import './theme.css';
import { useId, useState } from 'react';
import { readThemeChoice, saveThemeChoice, THEME_CHOICES, type ThemeChoice } from '../theme-preference';
import { t, type MessageKey } from '@/lib/i18n';

const ICONS: Record<ThemeChoice, string> = { system: '📱', light: '☀️', dark: '🌙' };
const LABELS: Record<ThemeChoice, MessageKey> = { system: 'theme.system', light: 'theme.light', dark: 'theme.dark' };

/** The profile dialog's "Appearance": System, Light or Dark on this device, applied at once. */
export function ThemeSetting() {
  const [choice, setChoice] = useState<ThemeChoice>(readThemeChoice);
  const id = useId();
  const choose = (next: ThemeChoice) => {
    setChoice(next);
    saveThemeChoice(next);
  };
  return (
    <section className="theme-setting" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="theme-setting__title">
        {t('theme.title')}
      </h3>
      <fieldset className="theme-setting__choices">
        <legend className="visually-hidden">{t('theme.title')}</legend>
        {THEME_CHOICES.map((value) => (
          <label key={value} className="theme-setting__choice">
            <input
              type="radio"
              name={`${id}-theme`}
              value={value}
              checked={choice === value}
              onChange={() => choose(value)}
            />
            <span aria-hidden="true">{ICONS[value]}</span>
            {t(LABELS[value])}
          </label>
        ))}
      </fieldset>
      <p className="theme-setting__note">{t('theme.note')}</p>
    </section>
  );
}
