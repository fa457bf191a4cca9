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
    ['/..//evil.example', '/'],
    ['/.//evil.example', '/'],
    ['/%2e%2e//evil.example', '/'],
    ['/%2E%2E//evil.example/x?y=1', '/'],
    ['/a/..//evil.example', '/'],
    ['/./\\evil.example', '/'],
    ['/join/../events/1', '/events/1'],
    [undefined, '/'],
    [['/a'], '/'],
  ])('%p -> %p', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
