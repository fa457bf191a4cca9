import type * as z from 'zod';

/** The prefix of every message the shared contracts give: a catalogue key, not a sentence. */
export const VALIDATION_KEY_PREFIX = 'validation.';

/** A contract's message as what it says: a catalogue key and the values its text needs. */
export interface IssueText {
  key: string;
  values: Record<string, string | number>;
}

/**
 * What a failed check says, in no language yet: the contracts give their messages as `validation.*` catalogue keys,
 * and whoever shows one (the API's answer, the server's form, the app's form) says it in the reader's language. The
 * values come from the check itself: its bound (`max`, `min`), the one value a literal allows (`value`), or the
 * `params` a refinement gives. Undefined for a message zod wrote itself (a check the contracts give no words).
 */
export function issueText(issue: z.core.$ZodIssue): IssueText | undefined {
  if (!issue.message.startsWith(VALIDATION_KEY_PREFIX)) return undefined;
  const values: IssueText['values'] = {};
  if (issue.code === 'too_big') values.max = Number(issue.maximum);
  if (issue.code === 'too_small') values.min = Number(issue.minimum);
  if (issue.code === 'invalid_value' && issue.values.length === 1) values.value = String(issue.values[0]);
  if (issue.code === 'custom') Object.assign(values, issue.params);
  return { key: issue.message, values };
}
