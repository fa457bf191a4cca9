import { lazy, type ComponentType } from 'react';

const Nothing = () => null;

/**
 * A part of a screen that not everyone sees, or sees only on demand (a question in a sheet, a list for the host), its
 * code loaded the first time it renders or is preloaded, so a first visit does not wait for it. Render it inside a
 * Suspense boundary whose fallback takes no room: the part appears in a sheet or below what is shown, never moving
 * it. A failed preload is tried again when the part renders; if its code cannot be loaded then either (offline before
 * the service worker kept it, or a newer release replaced the file), the part shows nothing instead of taking the
 * screen down with it.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(
    lazy<ComponentType<P>>(() =>
      preload().then(
        (Component) => ({ default: Component }),
        () => ({ default: Nothing }),
      ),
    ),
    { preload: () => preload().catch(() => undefined) },
  );
}
