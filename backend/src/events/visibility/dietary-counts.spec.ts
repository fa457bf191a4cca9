import { sharedDietaryText, sharedRestrictionCounts } from './dietary-counts';
import { parseDietaryRestrictions } from '../../insights/engine/dietary-restrictions';

const answer = (dietaryRestrictions: string | null, allergies: string | null = null, status = 'attending') => ({
  status,
  dietaryRestrictions,
  allergies,
});

describe('what other guests learn of dietary needs', () => {
  it('counts only known restrictions shared by at least two answers, never the text', () => {
    const counts = sharedRestrictionCounts([
      answer('Vegetarian, pregnant'),
      answer('veggie'),
      answer('celiac'),
      answer(null, 'peanuts'),
      answer('no nuts please'),
      answer('kosher'),
      answer('kosher'),
    ]);
    expect(counts).toEqual([
      { restriction: 'vegetarian', known: 'vegetarian', guests: 2 },
      { restriction: 'nut allergy', known: 'nut_allergy', guests: 2 },
    ]);
    const text = JSON.stringify(counts);
    for (const secret of ['pregnant', 'celiac', 'gluten', 'kosher', 'peanuts']) expect(text).not.toContain(secret);
  });

  it('leaves out answers of people not coming and counts an answer once', () => {
    expect(
      sharedRestrictionCounts([answer('vegan', null, 'not_attending'), answer('vegan', 'vegan'), answer('vegan')]),
    ).toEqual([{ restriction: 'vegan', known: 'vegan', guests: 2 }]);
  });

  it('rewrites an answer for shared sentences as the shared known needs only, which read back as the same needs', () => {
    const answers = [answer('Vegan, pregnant', 'peanuts'), answer('vegan'), answer('gluten free')];
    const text = sharedDietaryText(answers);
    expect(text(answers[0])).toBe('vegan');
    expect(text(answers[2])).toBeNull();
    expect([...parseDietaryRestrictions(text(answers[1]))]).toEqual(['vegan']);
    for (const words of ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'nut allergy', 'mild food'])
      expect(parseDietaryRestrictions(words).size).toBe(1);
  });
});
