import { capitalisedCount, listJoin, listWithMore, peoplePhrase, plural } from './insight-text';

describe('insight text helpers', () => {
  it.each<[string[], string]>([
    [[], ''],
    [['A'], 'A'],
    [['A', 'B'], 'A and B'],
    [['A', 'B', 'C'], 'A, B and C'],
  ])('listJoin %p -> %p', (items, text) => {
    expect(listJoin(items)).toBe(text);
  });

  it('shortens long lists', () => {
    expect(listWithMore(['A', 'B', 'C', 'D', 'E'])).toBe('A, B, C and 2 more');
    expect(listWithMore(['A', 'B', 'C'])).toBe('A, B and C');
  });

  it.each<[number, number, string]>([
    [12, 4, '12 adults and 4 kids'],
    [1, 0, '1 adult'],
    [0, 3, '3 kids'],
    [2, 1, '2 adults and 1 kid'],
  ])('peoplePhrase(%p, %p) -> %p', (adults, kids, text) => {
    expect(peoplePhrase(adults, kids)).toBe(text);
  });

  it('pluralises and counts', () => {
    expect(plural(1, 'dish', 'dishes')).toBe('1 dish');
    expect(plural(2, 'dish', 'dishes')).toBe('2 dishes');
    expect(plural(0, 'serving')).toBe('0 servings');
    expect(capitalisedCount(2)).toBe('Two');
    expect(capitalisedCount(12)).toBe('12');
  });
});
