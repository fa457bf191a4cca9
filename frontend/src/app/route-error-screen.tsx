import { Component, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { ScreenMessage } from '@/components/screen-message';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/lib/i18n';

// A screen's code chunk that no longer exists (the app was updated while this tab was open).
function isStaleChunkError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
  );
}

function RouteErrorScreen({ error }: { error: unknown }) {
  useDocumentTitle(t('app.error.title'));
  const stale = isStaleChunkError(error);
  if (!stale) console.error(error);
  return (
    <div className="app">
      <ScreenMessage
        role="alert"
        emoji={stale ? '✨' : '🫕'}
        title={stale ? t('app.updated.title') : t('app.error.title')}
        action={<Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>}
      >
        {stale ? t('app.updated.text') : t('app.error.text')}
      </ScreenMessage>
    </div>
  );
}

/**
 * Catches what a screen throws while it renders, its code chunk failing to load included, and shows the error screen
 * in its place. Moving to another path (`resetKey`) tries again.
 */
export class RouteErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('A screen failed to render') };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (this.state.error !== undefined && previous.resetKey !== this.props.resetKey)
      this.setState({ error: undefined });
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorScreen error={this.state.error} />;
  }
}
