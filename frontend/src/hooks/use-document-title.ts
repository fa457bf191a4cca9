import { useEffect } from 'react';

export const APP_NAME = 'Potluck';

export function documentTitle(screen?: string): string {
  return screen ? `${APP_NAME} — ${screen}` : APP_NAME;
}

/** Sets "Potluck — {screen}" while the screen is shown. */
export function useDocumentTitle(screen?: string): void {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}
