import './toaster.css';
import { Suspense, type ComponentType } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { useToastStore, type Toast } from '@/lib/toast-store';
import { t } from '@/lib/i18n';

type ItemProps = { toast: Toast };
let ItemLoaded: ComponentType<ItemProps> | undefined;
// A first visit shows no toast before it is used: the item's code (and its icon) comes after the page has loaded.
const LazyItem = lazyPart(() => import('./toast-item').then((m) => (ItemLoaded = m.ToastItem)));

/** Loads a toast's code ahead of the first toast (after the page has loaded; tests before they render). */
export const preloadToasts = LazyItem.preload;

if (typeof window !== 'undefined') {
  if (document.readyState === 'complete') void preloadToasts();
  else window.addEventListener('load', () => void preloadToasts(), { once: true });
}

function ToastItem(props: ItemProps) {
  const Loaded = ItemLoaded;
  return Loaded ? <Loaded {...props} /> : <LazyItem {...props} />;
}

/** Renders the toast store: one toast at the bottom, above the navigation; swipe right to dismiss. */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const visible = toasts.filter((t) => t.open);
  return (
    <section className="toaster" aria-label={t('toast.regionLabel')}>
      {/* The live region stays mounted so screen readers announce each new toast. */}
      <div role="status" aria-live="polite" aria-atomic="true">
        <Suspense fallback={null}>
          {visible.map((t) => (
            <ToastItem key={t.id} toast={t} />
          ))}
        </Suspense>
      </div>
    </section>
  );
}
