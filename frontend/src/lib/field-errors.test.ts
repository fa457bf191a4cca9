import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';

const schema = z.object({
  name: z.string().min(1, 'Name is required').max(3, 'Too long'),
  slots: z.object({ dessert: z.number().max(5, 'At most 5'), main: z.number().max(5, 'At most 5') }),
});

describe('fieldErrorsOf', () => {
  it('keeps the first message of each top-level field', () => {
    const parsed = schema.safeParse({ name: '', slots: { dessert: 9, main: 9 } });
    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error!)).toEqual({ name: 'Name is required', slots: 'At most 5' });
  });

  it('keys nested fields by their whole path when asked', () => {
    const parsed = schema.safeParse({ name: 'ok', slots: { dessert: 9, main: 1 } });
    expect(fieldErrorsOf(parsed.error!, { nested: true })).toEqual({ 'slots.dessert': 'At most 5' });
  });
});
