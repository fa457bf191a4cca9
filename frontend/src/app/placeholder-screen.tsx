import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';

/** Stand-in for a screen whose feature is still being built. */
export function PlaceholderScreen({ title, back, actions }: { title: string; back?: string; actions?: ReactNode }) {
  return (
    <main className="page">
      <PageHeader title={title} back={back} actions={actions} />
      <p className="text-secondary">This screen is coming soon.</p>
    </main>
  );
}
