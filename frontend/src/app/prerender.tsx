import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { documentTitle } from '@/hooks/use-document-title';
import { applyLocale, loadMessages } from '@/lib/i18n';
import { MESSAGE_GROUPS } from '@/lib/message-groups';
import { queryKeys } from '@/lib/query-keys';
import { SignInScreen } from '@/features/auth/components/sign-in-screen';
import { WelcomeScreen } from '@/features/auth/components/welcome-screen';
import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';
import { TermsOfService } from '@/features/legal/components/terms-of-service';

// The public screens rendered at build time (scripts/prerender.mjs), as a signed-out visitor first sees them: the
// server sends this markup inside #root so the screen reads before any JavaScript runs. A `static` page is only links
// and text: it is sent without the app's code at all (it installs the service worker, nothing more), and the page it
// links to starts the app.
const PAGES: Record<string, { title: string; screen: () => ReactNode; static?: true }> = {
  '/': { title: 'Plan potlucks with friends', screen: () => <WelcomeScreen />, static: true },
  '/login': { title: 'Sign In', screen: () => <SignInScreen /> },
  '/terms-of-service': { title: 'Terms of Service', screen: () => <TermsOfService /> },
  '/privacy-policy': { title: 'Privacy Policy', screen: () => <PrivacyPolicy /> },
};

export interface PrerenderedPage {
  title: string;
  body: string;
  static?: true;
}

export async function prerender(): Promise<Record<string, PrerenderedPage>> {
  // The screens read their text from the catalogue: English, the language the server falls back to.
  await applyLocale('en');
  await loadMessages(MESSAGE_GROUPS);
  const pages: Record<string, PrerenderedPage> = {};
  for (const [path, page] of Object.entries(PAGES)) {
    const client = new QueryClient();
    client.setQueryData(queryKeys.currentUser(), null);
    const body = renderToString(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <div className="app">{page.screen()}</div>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    pages[path] = { title: documentTitle(page.title), body, ...(page.static && { static: true }) };
  }
  return pages;
}
