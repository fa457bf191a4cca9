import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { documentTitle } from '@/hooks/use-document-title';
import { queryKeys } from '@/lib/query-keys';
import { SignInScreen } from '@/features/auth/components/sign-in-screen';
import { WelcomeScreen } from '@/features/auth/components/welcome-screen';
import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';
import { TermsOfService } from '@/features/legal/components/terms-of-service';

// The public screens rendered at build time (scripts/prerender.mjs), as a signed-out visitor first sees them: the
// server sends this markup inside #root so the screen reads before any JavaScript runs.
const PAGES: Record<string, { title: string; screen: () => ReactNode }> = {
  '/': { title: 'Plan potlucks with friends', screen: () => <WelcomeScreen /> },
  '/login': { title: 'Sign In', screen: () => <SignInScreen /> },
  '/terms-of-service': { title: 'Terms of Service', screen: () => <TermsOfService /> },
  '/privacy-policy': { title: 'Privacy Policy', screen: () => <PrivacyPolicy /> },
};

export function prerender(): Record<string, { title: string; body: string }> {
  const pages: Record<string, { title: string; body: string }> = {};
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
    pages[path] = { title: documentTitle(page.title), body };
  }
  return pages;
}
