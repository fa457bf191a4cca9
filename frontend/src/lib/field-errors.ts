import { issueText } from '@contracts/issue-text';
import type * as z from 'zod';
import { t, type MessageKey } from './i18n';

/**
 * What a failed check says, in the reader's language: the contracts give `validation.*` keys (their messages load with
 * the schemas, loadFormSchemas); a message zod wrote itself shows as it is.
 */
export function issueMessage(issue: z.core.$ZodIssue): string {
  const text = issueText(issue);
  return text ? t(text.key as MessageKey, text.values) : issue.message;
}

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
    if (typeof field === 'string' && field) errors[field as F] ??= issueMessage(issue);
  }
  return errors;
}
