import { Fragment, useEffect, type ReactNode } from 'react';
import { useCurrentUser } from '@/lib/auth';
import { applyLocale, browserChoice, localeOf, useLocale } from '@/lib/i18n';

/**
 * Renders the app in the active locale: a change of language renders it again from the top (every message, date
 * and direction at once). A signed-in person's choice follows them to every device that chose no language itself:
 * a browser's own choice (a language link, the language menu: the cookie) wins there, as on the server's pages.
 */
export function LocaleBoundary({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const { data: user } = useCurrentUser();
  const accountLocale = browserChoice() ? null : localeOf(user?.locale);
  useEffect(() => {
    if (accountLocale && accountLocale !== locale) void applyLocale(accountLocale);
  }, [accountLocale, locale]);
  return <Fragment key={locale}>{children}</Fragment>;
}
