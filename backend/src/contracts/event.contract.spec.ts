import { eventFormSchema, eventInputSchema } from './event.contract';
import { dishPlanningPercent } from './event.rules';
import { DATE_TIME_MESSAGES } from './date-time.rules';

describe('dishPlanningPercent', () => {
  it('is 0 without dishes, whatever the guest count', () => {
    expect(dishPlanningPercent(0, 0)).toBe(0);
    expect(dishPlanningPercent(0, 12)).toBe(0);
  });

  it('is total dishes ÷ (confirmed guests ÷ 3) × 100', () => {
    expect(dishPlanningPercent(1, 6)).toBe(50);
    expect(dishPlanningPercent(2, 9)).toBe(67);
    expect(dishPlanningPercent(1, 12)).toBe(25);
  });

  it('is capped at 100, also when dishes exist but nobody is confirmed', () => {
    expect(dishPlanningPercent(3, 9)).toBe(100);
    expect(dishPlanningPercent(10, 3)).toBe(100);
    expect(dishPlanningPercent(2, 0)).toBe(100);
  });
});

describe('event contracts', () => {
  it('requires the date and time in the form with their messages', () => {
    const result = eventFormSchema.safeParse({
      name: 'Party',
      theme: '',
      date: '',
      time: '',
      location: '',
      description: '',
      allowVegetarian: true,
      allowVegan: true,
      allowNonVegetarian: true,
      dietaryNote: '',
      showGuestList: true,
      timeZone: 'Europe/Paris',
      remindersEnabled: true,
      slots: {},
      capacity: '',
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual(['date: validation.event.dateRequired', 'time: validation.event.timeRequired']);
  });

  it('refuses in the form a time the event’s clocks skip, beside the time', () => {
    const form = {
      name: 'Party',
      theme: '',
      date: '2027-03-14',
      time: '02:30',
      location: '',
      description: '',
      allowVegetarian: true,
      allowVegan: true,
      allowNonVegetarian: true,
      dietaryNote: '',
      showGuestList: true,
      timeZone: 'America/New_York',
      remindersEnabled: true,
      slots: {},
      capacity: '',
    };
    const skipped = eventFormSchema.safeParse(form);
    expect(skipped.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      `time: ${DATE_TIME_MESSAGES.skippedByClockChange}`,
    ]);
    // The same time in Paris (whose clocks change two weeks later) and an hour later in New York are real.
    expect(eventFormSchema.safeParse({ ...form, timeZone: 'Europe/Paris' }).success).toBe(true);
    expect(eventFormSchema.safeParse({ ...form, time: '03:30' }).success).toBe(true);
  });

  it('turns blank optional text into null and defaults the allowances to true', () => {
    const data = eventInputSchema.parse({
      name: ' Party ',
      date: '2030-01-01T10:00:00.000Z',
      location: '   ',
      theme: undefined,
    });
    expect(data).toMatchObject({
      name: 'Party',
      location: null,
      theme: null,
      allowVegan: true,
      allowVegetarian: true,
      allowNonVegetarian: true,
    });
  });
});
