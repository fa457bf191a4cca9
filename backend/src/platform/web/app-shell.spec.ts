import { matchPattern } from './app-shell';

describe('matchPattern (the screen table’s router patterns on a request path)', () => {
  it.each([
    ['/', '/', {}],
    ['/login', '/login', {}],
    ['/login', '/login/', {}],
    ['/events/:id', '/events/abc', { id: 'abc' }],
    ['/events/:id/dishes', '/events/6f1c/dishes/', { id: '6f1c' }],
    ['/join/:eventId', '/join/%E2%9C%93', { eventId: '%E2%9C%93' }],
  ])('%s matches %s', (pattern, path, params) => {
    expect(matchPattern(pattern, path)).toEqual(params);
  });

  it.each([
    ['/', '/login'],
    ['/login', '/'],
    ['/events/:id', '/events/abc/dishes'],
    ['/events/:id/dishes', '/events/abc'],
    ['/events/:id/dishes', '/events//dishes'],
    ['/events/:id', '/events'],
    ['/login', '//login'],
  ])('%s does not match %s', (pattern, path) => {
    expect(matchPattern(pattern, path)).toBeNull();
  });
});
