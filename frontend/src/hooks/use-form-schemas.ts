import { useCallback, useEffect, useRef } from 'react';
import type * as Schemas from '@/lib/form-schemas';

export type FormSchemas = typeof Schemas;

let loaded: FormSchemas | undefined;
let loading: Promise<FormSchemas> | undefined;

/** Loads the form schemas (and zod with them) once; after a failed load the next call tries again. */
export function loadFormSchemas(): Promise<FormSchemas> {
  loading ??= import('@/lib/form-schemas').then(
    (schemas) => (loaded = schemas),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A form's validation, loaded with the form: mounting starts the download, and the returned function runs a submit
 * with the schemas, at once when they are here (the usual case: they load while the user types), else as soon as
 * they arrive. A second submit while they load replaces the first, so a double tap sends once; an unmounted form
 * runs nothing. The service worker precaches the chunk, so this works offline too.
 */
export function useFormSchemas(): (run: (schemas: FormSchemas) => void) => void {
  const waiting = useRef<((schemas: FormSchemas) => void) | null>(null);
  useEffect(() => {
    // A failed download is retried by the submit that needs it.
    loadFormSchemas().catch(() => undefined);
    return () => {
      waiting.current = null;
    };
  }, []);
  return useCallback((run: (schemas: FormSchemas) => void) => {
    if (loaded) {
      run(loaded);
      return;
    }
    const alreadyWaiting = waiting.current !== null;
    waiting.current = run;
    if (alreadyWaiting) return;
    loadFormSchemas().then(
      (schemas) => {
        const next = waiting.current;
        waiting.current = null;
        next?.(schemas);
      },
      () => {
        waiting.current = null;
      },
    );
  }, []);
}
