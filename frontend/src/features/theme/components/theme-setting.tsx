import { useId, useState } from 'react';
import { readThemeChoice, saveThemeChoice, THEME_CHOICES, type ThemeChoice } from '../theme-preference';
import { ChoiceSegments } from '@/components/choice-segments';
import { SettingSection } from '@/components/setting-section';
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
    <SettingSection title={t('theme.title')}>
      <ChoiceSegments
        name={`${id}-theme`}
        legend={t('theme.title')}
        options={THEME_CHOICES.map((value) => ({ value, label: t(LABELS[value]), icon: ICONS[value] }))}
        value={choice}
        onChange={choose}
      />
      <p className="setting-section__note">{t('theme.note')}</p>
    </SettingSection>
  );
}
