import * as z from 'zod';
import { issueText } from './issue-text';

const firstIssue = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues[0];

describe('issueText: a contract message as its key and the values its text needs', () => {
  it('reads the bound of a too long or too short value as max or min', () => {
    expect(issueText(firstIssue(z.string().max(3, 'validation.field.maxChars'), 'abcd'))).toEqual({
      key: 'validation.field.maxChars',
      values: { max: 3 },
    });
    expect(issueText(firstIssue(z.array(z.string()).min(2, 'validation.datePoll.minOptions'), ['a']))).toEqual({
      key: 'validation.datePoll.minOptions',
      values: { min: 2 },
    });
  });

  it('reads the one value a literal allows, and the params a refinement gives', () => {
    expect(issueText(firstIssue(z.literal('DELETE', { message: 'validation.account.confirmWord' }), 'no'))).toEqual({
      key: 'validation.account.confirmWord',
      values: { value: 'DELETE' },
    });
    const refined = z.string().refine((s) => s.length > 5, { message: 'validation.field.atLeast', params: { min: 6 } });
    expect(issueText(firstIssue(refined, 'abc'))).toEqual({ key: 'validation.field.atLeast', values: { min: 6 } });
  });

  it('leaves a message zod wrote itself to be shown as it is', () => {
    expect(issueText(firstIssue(z.number(), 'x'))).toBeUndefined();
  });
});
