import { LOCALE_NAMES, LOCALES } from '@contracts/locale.rules';
import { t, useLocale } from '@/lib/i18n';

/**
 * The foot of the join page, as the server renders it: every language by its own name, each a plain link (it works
 * without JavaScript: the server keeps the choice in the locale cookie, and on whoever is signed in).
 */
export function LanguageLinks({ eventId }: { eventId: string }) {
  const locale = useLocale();
  return (
    <nav className="join-languages" aria-labelledby="join-languages-title">
      <h2 id="join-languages-title" className="join-languages__title">
        {t('language.footer')}
      </h2>
      <ul className="join-languages__list">
        {LOCALES.map((l) => (
          <li key={l}>
            {l === locale ? (
              <span lang={l} aria-current="true">
                {LOCALE_NAMES[l]}
              </span>
            ) : (
              <a lang={l} hrefLang={l} href={`/join/${eventId}?lang=${l}`}>
                {LOCALE_NAMES[l]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
