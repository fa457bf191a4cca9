import { describe, expect, it } from 'vitest';
import { rsvpFormDefaults, validateRsvpForm, type RsvpFormValues } from './rsvp-form';

const base: RsvpFormValues = {
  status: 'attending',
  adultCount: '2',
  kidCount: '1',
  dietaryRestrictions: '',
  allergies: '',
  bringingSupplies: '',
};

describe('rsvp form', () => {
  it('starts from the default answer or the saved RSVP', async () => {
    expect(rsvpFormDefaults(null)).toEqual({
      status: 'attending',
      adultCount: '1',
      kidCount: '0',
      dietaryRestrictions: '',
      allergies: '',
      bringingSupplies: '',
    });
    expect(
      rsvpFormDefaults({
        status: 'maybe',
        adultCount: 3,
        kidCount: 2,
        dietaryRestrictions: 'Halal',
        allergies: 'Sesame',
        bringingSupplies: 'Cups',
      }),
    ).toEqual({
      status: 'maybe',
      adultCount: '3',
      kidCount: '2',
      dietaryRestrictions: 'Halal',
      allergies: 'Sesame',
      bringingSupplies: 'Cups',
    });
  });

  it('sends numbers and an empty string for no restrictions', async () => {
    expect(await validateRsvpForm(base)).toEqual({
      payload: {
        status: 'attending',
        adultCount: 2,
        kidCount: 1,
        dietaryRestrictions: '',
        allergies: '',
        bringingSupplies: '',
      },
    });
  });

  it('sends allergies and supplies trimmed, and refuses overlong ones', async () => {
    expect(await validateRsvpForm({ ...base, allergies: ' Peanuts ', bringingSupplies: ' Plates ' })).toMatchObject({
      payload: { allergies: 'Peanuts', bringingSupplies: 'Plates' },
    });
    expect(await validateRsvpForm({ ...base, allergies: 'x'.repeat(1001) })).toEqual({
      errors: { allergies: 'Must be at most 1000 characters' },
    });
  });

  it.each([
    ['adultCount', '0', 'Must have at least 1 adult'],
    ['adultCount', '11', 'Maximum 10 adults'],
    ['adultCount', '', 'Must have at least 1 adult'],
    ['kidCount', '-1', 'Kids count cannot be negative'],
    ['kidCount', '11', 'Maximum 10 kids'],
  ] as const)('%s = "%s" shows "%s"', async (field, value, message) => {
    expect(await validateRsvpForm({ ...base, [field]: value })).toEqual({ errors: { [field]: message } });
  });

  it('accepts the bounds 1–10 adults and 0–10 kids', async () => {
    expect(await validateRsvpForm({ ...base, adultCount: '1', kidCount: '0' })).toHaveProperty('payload');
    expect(await validateRsvpForm({ ...base, adultCount: '10', kidCount: '10' })).toHaveProperty('payload');
  });
});
