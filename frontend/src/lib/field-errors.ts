import type * as z from 'zod';

/** The first message of each top-level field of a failed parse, for inline form errors. */
export function fieldErrorsOf<F extends string>(error: z.ZodError): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string') errors[field as F] ??= issue.message;
  }
  return errors;
}
