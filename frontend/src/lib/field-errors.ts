import type * as z from 'zod';

/**
 * The first message of each field of a failed parse, for inline form errors: keyed by the top-level field, or with
 * `nested` by the whole path ("slots.dessert"), so each box of a nested group shows its own message.
 */
export function fieldErrorsOf<F extends string>(
  error: z.ZodError,
  { nested = false }: { nested?: boolean } = {},
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const field = nested ? issue.path.join('.') : issue.path[0];
    if (typeof field === 'string' && field) errors[field as F] ??= issue.message;
  }
  return errors;
}
