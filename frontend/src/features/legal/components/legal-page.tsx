import './legal-page.css';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Card } from '@/components/card';
import { PageHeader } from '@/components/page-header';
import { useAuth } from '@/lib/auth';
import { cameFromThisSite, hardBack } from '@/lib/navigation';
import { activeLocale, t, type MessageKey } from '@/lib/i18n';
import { intlLocaleOf } from '@contracts/locale.rules';

export function formatLegalDate(date: Date): string {
  return date.toLocaleDateString(intlLocaleOf(activeLocale()), { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Shared frame of the legal pages: back (history, else /signup or /), title, 'Last updated' today. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { status } = useAuth();

  const goBack = () => {
    // 'default' is the key of the first entry the app was opened on: there is no in-app page to go back to.
    if (location.key !== 'default') void navigate(-1);
    // Opened from a static page of this site (welcome): the browser goes back to it.
    else if (cameFromThisSite()) hardBack();
    else void navigate(status === 'signed-in' ? '/' : '/signup');
  };

  return (
    <main className="page legal">
      <PageHeader title={title} back={goBack} />
      <p className="legal__updated text-secondary text-sm">
        {t('legal.updated', { date: formatLegalDate(new Date()) })}
      </p>
      <Card as="article" className="legal__body">
        {children}
      </Card>
    </main>
  );
}

/** One section of a legal page: its title, its first paragraph, then anything it adds (a list). */
export function LegalSection({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <section>
      <h2>{title}</h2>
      {text !== undefined && <p>{text}</p>}
      {children}
    </section>
  );
}

/** Sections `from` to `to` of a legal page, each a title and one paragraph (legal.<page>.s<n>.title and .p1). */
export function PlainLegalSections({ page, from, to }: { page: 'privacy' | 'terms'; from: number; to: number }) {
  return Array.from({ length: to - from + 1 }, (_, i) => {
    const section = `legal.${page}.s${from + i}`;
    return (
      <LegalSection key={section} title={t(`${section}.title` as MessageKey)} text={t(`${section}.p1` as MessageKey)} />
    );
  });
}
