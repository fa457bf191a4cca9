import { useQueryClient } from '@tanstack/react-query';
import { LOCALE_NAMES, LOCALES, PSEUDO_LOCALE, type Locale } from '@contracts/locale.rules';
import { SelectField } from '@/components/select-field';
import { applyLocale, t, useLocale } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';
import { rememberLocale, saveLocale } from '../api/set-locale';

const options = () => [
  ...LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] })),
  // The pseudo-locale (development only): long, accented text shows what is not translated and what breaks.
  ...(import.meta.env.DEV ? [{ value: PSEUDO_LOCALE, label: t('language.pseudo') }] : []),
];

/** The profile's language: the app switches at once; the choice is kept on the person for every device. */
export function LanguageChoice({ disabled }: { disabled?: boolean }) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const choose = async (value: string) => {
    if (value !== PSEUDO_LOCALE) rememberLocale(queryClient, value as Locale);
    await applyLocale(value as Locale, { remember: true });
    if (value === PSEUDO_LOCALE) return;
    try {
      await saveLocale(value as Locale);
      // Insights asked for at the switch may have been written before the account had the new language.
      void queryClient.invalidateQueries({ predicate: (q) => queryKeys.events.isInsightsIn(q.queryKey, value) });
    } catch {
      toast({ title: t('language.notSaved'), variant: 'destructive' });
    }
  };
  return (
    <SelectField
      label={t('language.label')}
      name="locale"
      value={locale}
      options={options()}
      disabled={disabled}
      onChange={(e) => void choose(e.target.value)}
    />
  );
}
