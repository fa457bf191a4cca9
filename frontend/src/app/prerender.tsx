import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { documentTitle } from '@/hooks/use-document-title';
import { LOCALES, type Locale } from '@contracts/locale.rules';
import { applyLocale, loadMessages, t, type MessageKey } from '@/lib/i18n';
import { MESSAGE_GROUPS } from '@/lib/message-groups';
import { queryKeys } from '@/lib/query-keys';
import { SignInScreen } from '@/features/auth/components/sign-in-screen';
import { WelcomeScreen } from '@/features/auth/components/welcome-screen';
import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';
import { TermsOfService } from '@/features/legal/components/terms-of-service';
import { SCREENS, type ScreenName } from './screens';

/** The screens the table prerenders. */
type PrerenderedScreen = {
  [N in ScreenName]: (typeof SCREENS)[N] extends { prerendered: string } ? N : never;
}[ScreenName];

// The public screens rendered at build time (scripts/prerender.mjs), as a signed-out visitor first sees them: the
// server sends this markup inside #root so the screen reads before any JavaScript runs. Which screens, at which path,
// and which are `static` (only links and text: sent without the app's code, installing the service worker and nothing
// more; the page it links to starts the app) is the screen table's (screens.ts).
const PAGES: Record<PrerenderedScreen, { title: MessageKey; screen: () => ReactNode }> = {
  welcome: { title: 'welcome.pageTitle', screen: () => <WelcomeScreen /> },
  'sign-in': { title: 'auth.signIn.pageTitle', screen: () => <SignInScreen /> },
  'terms-of-service': { title: 'legal.terms.title', screen: () => <TermsOfService /> },
  'privacy-policy': { title: 'legal.privacy.title', screen: () => <PrivacyPolicy /> },
};

export interface PrerenderedPage {
  title: string;
  body: string;
  static?: true;
  /** The page in each other locale: the server sends the one of the visitor's language. */
  locales?: Partial<Record<Locale, { title: string; body: string }>>;
}

/** Each page in English, each other locale's rendering beside it. */
export async function prerender(): Promise<Record<string, PrerenderedPage>> {
  const pages: Record<string, PrerenderedPage> = {};
  for (const locale of LOCALES) {
    await applyLocale(locale);
    await loadMessages(MESSAGE_GROUPS);
    for (const [name, page] of Object.entries(PAGES) as [PrerenderedScreen, (typeof PAGES)[PrerenderedScreen]][]) {
      const { path, prerendered } = SCREENS[name];
      const rendered = { title: documentTitle(t(page.title)), body: render(path, page.screen) };
      if (locale === 'en') pages[path] = { ...rendered, ...(prerendered === 'static' && { static: true }) };
      else pages[path]!.locales = { ...pages[path]!.locales, [locale]: rendered };
    }
  }
  return pages;
}

function render(path: string, screen: () => ReactNode): string {
  const client = new QueryClient();
  client.setQueryData(queryKeys.currentUser(), null);
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <div className="app">{screen()}</div>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
