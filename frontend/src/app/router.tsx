import { lazy, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, matchPath, Route, Routes } from 'react-router-dom';
import { NotFoundScreen } from '@/components/not-found-screen';
import { withMessages } from '@/lib/i18n';
import { AuthGate, ByAuth, EventPagesOnly, SignedInOnly, SignedOutOnly } from './guards';
import { RootLayout } from './layouts/root-layout';
import { pathsOf, SCREENS, screenNames, type Screen, type ScreenName } from './screens';

type ScreenModule = { default: ComponentType; preloadServerRenderedParts?: () => Promise<unknown> };

// One lazily loaded module per screen: the landing page downloads only the Welcome screen's code.
const modules = import.meta.glob<ScreenModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

/** Each screen's component: its module, once the messages it reads beyond the core are loaded too. */
const screens = Object.fromEntries(
  screenNames.map((name) => {
    const load = modules[`./routes/${name}.tsx`];
    if (!load) throw new Error(`The screen ${name} has no module routes/${name}.tsx`);
    return [name, preloadableRoute(() => withMessages(SCREENS[name].messages, load()))];
  }),
) as Record<ScreenName, ReturnType<typeof preloadableRoute>>;

/**
 * A lazily loaded screen whose code can be fetched before the first render: a page that arrives with its content
 * rendered by the server then shows that screen at once instead of a loading screen in between.
 */
function preloadableRoute(load: () => Promise<ScreenModule>) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((m) => {
      loaded = m.default;
      return m;
    });
  const Lazy = lazy(preload);
  function Route() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Route, { preload });
}

/** Loads the code of the screen the server rendered (the join link, the prerendered public screens) before the app's first render replaces it. */
export async function preloadServerRenderedRoute(pathname: string): Promise<void> {
  const name = screenNames.find((n) => {
    const screen: Screen = SCREENS[n];
    return (screen.prerendered || screen.serverRendered) && pathsOf(screen).some((p) => matchPath(p, pathname));
  });
  if (name) await (await screens[name].preload()).preloadServerRenderedParts?.();
}

/** The routes of the screens that `pick` selects, one per path. */
function routesOf(pick: (screen: Screen) => boolean): ReactNode[] {
  return screenNames.flatMap((name) => {
    const screen: Screen = SCREENS[name];
    if (!pick(screen) || screen.path === '/') return [];
    const Component = screens[name];
    return pathsOf(screen).map((path) => <Route key={path} path={path} element={<Component />} />);
  });
}

/** The screen at "/" for `access`: Home signed in, Welcome signed out. */
function indexScreen(access: 'signed-in' | 'signed-out') {
  const name = screenNames.find((n) => SCREENS[n].path === '/' && SCREENS[n].access === access);
  if (!name) throw new Error(`No ${access} screen at /`);
  const Component = screens[name];
  return <Component />;
}

// The route tree, from the screen table (screens.ts): each screen under the guard its access names. Public routes
// come first and render whatever the sign-in state. Declarative routes (not a data router): the app loads its data
// with TanStack Query, and the data router's code would cost every first visit about 17 KB gzipped.
export function AppRoutes() {
  const signedIn = (sessionLost: 'session-expired' | undefined) => (s: Screen) =>
    s.access === 'signed-in' && s.sessionLost === sessionLost;
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {routesOf((s) => s.access === 'public')}
        <Route element={<EventPagesOnly />}>{routesOf((s) => s.access === 'event' && !!s.beforeSignIn)}</Route>
        <Route element={<AuthGate />}>
          <Route index element={<ByAuth signedIn={indexScreen('signed-in')} signedOut={indexScreen('signed-out')} />} />
          {routesOf((s) => s.access === 'anyone')}
          <Route element={<SignedInOnly sessionLost="session-expired" />}>
            {routesOf(signedIn('session-expired'))}
          </Route>
          <Route element={<SignedInOnly sessionLost="unauthorized" />}>{routesOf(signedIn(undefined))}</Route>
          <Route element={<EventPagesOnly />}>{routesOf((s) => s.access === 'event' && !s.beforeSignIn)}</Route>
          <Route element={<SignedOutOnly />}>{routesOf((s) => s.access === 'signed-out')}</Route>
        </Route>
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
