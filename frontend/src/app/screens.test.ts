import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pathsOf, SCREENS, screenNames, servedScreens, type Screen } from './screens';

const routesDir = fileURLToPath(new URL('./routes', import.meta.url));
const modules = readdirSync(routesDir)
  .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
  .map((f) => f.replace(/\.tsx$/, ''));
const table: [string, Screen][] = screenNames.map((name) => [name, SCREENS[name]]);

describe('the screen table', () => {
  it('names a module of routes/ for every screen, and every module of routes/ is a screen or a part of one', () => {
    const parts = table.flatMap(([, s]) => s.serverRendered?.signedInParts ?? []);
    expect([...screenNames, ...parts].sort()).toEqual([...modules].sort());
  });

  it('gives every path one screen, but "/", one signed in and one signed out', () => {
    const byPath = new Map<string, string[]>();
    for (const [, screen] of table)
      for (const path of pathsOf(screen)) byPath.set(path, [...(byPath.get(path) ?? []), screen.access]);
    expect(Object.fromEntries([...byPath].filter(([, accesses]) => accesses.length > 1))).toEqual({
      '/': ['signed-out', 'signed-in'],
    });
  });

  it('tells the server the code and first data of the first screens of a signed-in visit', () => {
    const served = servedScreens();
    expect(served.find((s) => s.paths.includes('/events/:id/dishes'))).toEqual({
      paths: ['/events/:id/dishes'],
      code: ['src/app/routes/dish-signup.tsx', 'src/app/layouts/signed-in-chrome.tsx'],
      firstData: ['/api/events/:id', '/api/events/:id/dish-suggestions'],
    });
    expect(served.find((s) => s.paths.includes('/join/:eventId'))).toEqual({
      paths: ['/join/:eventId'],
      code: ['src/app/routes/join-event.tsx'],
      signedInCode: ['src/app/routes/join-signed-in.tsx'],
    });
    // A screen that is neither a first screen nor rendered by the server is not named: the app loads it itself.
    expect(served.some((s) => s.paths.includes('/events/:id/manage'))).toBe(false);
  });
});
