// eslint-disable-next-line import-x/no-restricted-paths -- the planning input reads RSVPs and dishes directly; moves behind their services with table ownership
import type { DishEntity } from '../dishes/dish.entity';
// eslint-disable-next-line import-x/no-restricted-paths -- the planning input reads RSVPs and dishes directly; moves behind their services with table ownership
import type { RsvpEntity } from '../rsvps/rsvp.entity';
// eslint-disable-next-line import-x/no-restricted-paths -- the planning input reads RSVPs and dishes directly; moves behind their services with table ownership
import type { UserEntity } from '../users/user.entity';
import { toEventInsights, toPlanningDish, toPlanningRsvp } from './insights.mapper';

const user = (names: Partial<UserEntity>) =>
  ({ firstName: null, lastName: null, nickname: null, ...names }) as UserEntity;
const rsvp = (fields: Partial<RsvpEntity>) =>
  ({
    status: 'attending',
    adultCount: 2,
    kidCount: 1,
    dietaryRestrictions: null,
    allergies: null,
    ...fields,
  }) as RsvpEntity;

describe('insights mapper', () => {
  it.each([
    [null, null, null],
    ['vegetarian', null, 'vegetarian'],
    [null, 'peanuts', 'peanuts'],
    ['  vegan ', ' tree nuts ', 'vegan; tree nuts'],
    ['', '   ', null],
  ])('reads restrictions %p and allergies %p together as %p', (dietaryRestrictions, allergies, expected) => {
    expect(
      toPlanningRsvp(rsvp({ dietaryRestrictions, allergies, user: user({ firstName: 'Ann' }) })).dietaryRestrictions,
    ).toBe(expected);
  });

  it('names guests and contributors by their display name', () => {
    expect(
      toPlanningRsvp(rsvp({ user: user({ firstName: 'Ann', lastName: 'Lee', nickname: 'Annie' }) })).guestName,
    ).toBe('Annie');
    expect(toPlanningRsvp(rsvp({ user: undefined })).guestName).toBe('Unknown User');
    const dish = {
      name: 'Dal',
      category: 'main_dish',
      servingSize: null,
      contributor: user({ firstName: 'Raj', lastName: 'Patel' }),
    } as DishEntity;
    expect(toPlanningDish(dish).contributorName).toBe('Raj Patel');
  });

  it('keeps the engine order and leaves out an absent category', () => {
    const body = toEventInsights({
      suggestions: ['a', 'b'],
      items: [
        { kind: 'allergen_warning', severity: 'high', message: 'a' },
        { kind: 'category_balance', severity: 'medium', category: 'dessert', message: 'b' },
      ],
    });
    expect(body).toEqual({
      suggestions: ['a', 'b'],
      items: [
        { kind: 'allergen_warning', severity: 'high', message: 'a' },
        { kind: 'category_balance', severity: 'medium', category: 'dessert', message: 'b' },
      ],
    });
    expect('category' in body.items[0]).toBe(false);
  });
});
