import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/join/abc', '/join/abc'],
    ['/events/1/dishes?category=dessert', '/events/1/dishes?category=dessert'],
    ['/', '/'],
    ['https://evil.example/x', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['join/abc', '/'],
    ['/a\nb', '/'],
    [undefined, '/'],
    [['/a'], '/'],
  ])('%p -> %p', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
