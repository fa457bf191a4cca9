import { DISH_NAME_MAX } from '@contracts/dish.rules';
import * as z from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, issueMessage } from './field-errors';
import { loadFormSchemas } from './form-validation';
import { applyLocale } from './i18n';

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

describe('the shared contracts’ messages', () => {
  afterAll(() => applyLocale('en'));

  it('are said in the reader’s language, their values read from the check', async () => {
    await applyLocale('fr');
    const { dishInputSchema } = await loadFormSchemas();
    const tooLong = dishInputSchema.safeParse({ name: 'x'.repeat(DISH_NAME_MAX + 1), category: 'dessert' });
    expect(fieldErrorsOf(tooLong.error!).name).toBe(`Le nom du plat doit faire au plus ${DISH_NAME_MAX} caractères`);
    const blank = dishInputSchema.safeParse({ name: ' ', category: 'dessert' });
    expect(issueMessage(blank.error!.issues[0]!)).toBe('Le nom du plat est obligatoire');
  });

  it('leave a message zod wrote itself as it is', () => {
    const parsed = z.number().safeParse('x');
    expect(issueMessage(parsed.error!.issues[0]!)).toBe(parsed.error!.issues[0]!.message);
  });
});
