import { arrivalCounts, matchingHouseholds, rsvpIdOfCode } from './check-in.rules';

describe('check-in rules', () => {
  it('counts "42 of 57 households, 118 people arrived" from the going households', () => {
    const arrived = Array.from({ length: 42 }, (_, i) => ({ adults: i < 34 ? 3 : 2, kids: 0, arrived: true }));
    const waiting = Array.from({ length: 15 }, () => ({ adults: 1, kids: 1, arrived: false }));
    expect(arrivalCounts([...arrived, ...waiting])).toEqual({
      households: 57,
      arrivedHouseholds: 42,
      arrivedPeople: 118,
      people: 148,
    });
  });

  it('counts nobody in an empty list', () => {
    expect(arrivalCounts([])).toEqual({ households: 0, arrivedHouseholds: 0, arrivedPeople: 0, people: 0 });
  });

  it('counts kids with their household', () => {
    expect(arrivalCounts([{ adults: 2, kids: 3, arrived: true }]).arrivedPeople).toBe(5);
  });

  it('reads the answer id from a code, and nothing from other text', () => {
    const code = `0123456789abcdef0123456789abcdef${'A'.repeat(21)}_`;
    expect(rsvpIdOfCode(code)).toBe('01234567-89ab-cdef-0123-456789abcdef');
    expect(rsvpIdOfCode(` ${code}\n`)).toBe('01234567-89ab-cdef-0123-456789abcdef');
    expect(rsvpIdOfCode('https://potluck.example/join/abc')).toBeNull();
    expect(rsvpIdOfCode(code.slice(1))).toBeNull();
    expect(rsvpIdOfCode(code.toUpperCase())).toBeNull();
  });

  it('finds a household by any part of its name, without case or accents', () => {
    const list = [{ name: 'Zoë Okafor' }, { name: 'Ana Lima' }, { name: 'Lima Family' }];
    expect(matchingHouseholds(list, 'zoe').map((h) => h.name)).toEqual(['Zoë Okafor']);
    expect(matchingHouseholds(list, 'LIMA').map((h) => h.name)).toEqual(['Ana Lima', 'Lima Family']);
    expect(matchingHouseholds(list, 'ana lim').map((h) => h.name)).toEqual(['Ana Lima']);
    expect(matchingHouseholds(list, '  ')).toHaveLength(3);
  });
});
