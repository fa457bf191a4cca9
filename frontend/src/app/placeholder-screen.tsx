import { PageHeader } from '@/components/page-header';

/** Stand-in for a screen whose feature is still being built. */
export function PlaceholderScreen({ title, back }: { title: string; back?: string }) {
  return (
    <main className="page">
      <PageHeader title={title} back={back} />
      <p className="text-secondary">This screen is coming soon.</p>
    </main>
  );
}
