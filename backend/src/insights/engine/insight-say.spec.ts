import { peopleSay } from './food-rules';
import { list, listWithMore, say, writeSay } from './insight-say';

describe('insight words, written in a language', () => {
  it.each<[string[], string]>([
    [[], ''],
    [['A'], 'A'],
    [['A', 'B'], 'A and B'],
    [['A', 'B', 'C'], 'A, B and C'],
  ])('an English list %p -> %p', (items, text) => {
    expect(writeSay(list(items))).toBe(text);
  });

  it('shortens long lists, in each language', () => {
    expect(writeSay(listWithMore(['A', 'B', 'C', 'D', 'E']))).toBe('A, B, C and 2 more');
    expect(writeSay(listWithMore(['A', 'B', 'C']))).toBe('A, B and C');
    expect(writeSay(listWithMore(['A', 'B', 'C', 'D', 'E']), 'de')).toBe('A, B, C und 2 weitere');
  });

  it.each<[number, number, string]>([
    [12, 4, '12 adults and 4 kids'],
    [1, 0, '1 adult'],
    [0, 3, '3 kids'],
    [2, 1, '2 adults and 1 kid'],
    [0, 0, '0 people'],
  ])('people(%p, %p) -> %p', (adults, kids, text) => {
    expect(writeSay(peopleSay(adults, kids))).toBe(text);
  });

  it('follows each language’s plural forms', () => {
    expect(writeSay(peopleSay(1, 2), 'de')).toBe('1 Erwachsener und 2 Kinder');
    expect(writeSay(peopleSay(2, 1), 'de')).toBe('2 Erwachsene und 1 Kind');
    const dishes = (count: number) => writeSay(say('insights.say.dishesSignedUp', { count }), 'ar');
    expect([0, 1, 2, 3, 11, 100].map(dishes)).toEqual([
      'لا أطباق مسجّلة',
      'طبق واحد مسجّل',
      'طبقان مسجّلان',
      '3 أطباق مسجّلة',
      '11 طبقًا مسجّلًا',
      '100 طبق مسجّل',
    ]);
  });

  it('writes the same words in English as the spec, and in another language from the same facts', () => {
    const dup = (locale: 'en' | 'fr') =>
      writeSay(
        say('insights.say.dupMany', {
          count: 2,
          dish: 'Samosa',
          names: list(['Ravi', 'Meera']),
          instead: say('insights.say.groupArticle', { group: 'dessert' }),
        }),
        locale,
      );
    expect(dup('en')).toBe('Two people are bringing Samosa (Ravi and Meera). Maybe one could bring a dessert instead.');
    expect(dup('fr')).toBe(
      '2 personnes apportent Samosa (Ravi et Meera). L’une d’elles pourrait peut-être apporter un dessert à la place.',
    );
  });
});
