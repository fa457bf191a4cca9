// Imports are relative (not @contracts): the server's tests (backend/test/support/built-shell.ts), the backend's type
// check and Vite's configuration read this table too.
import type { ServedScreen } from '../../../backend/src/contracts/served-screen.rules';
import type { MessageGroup } from '../lib/message-groups';

/**
 * Who may open a screen: the router puts it under the guard of that name (guards.tsx).
 * - `public`: anyone, at once, without waiting to learn who is visiting;
 * - `anyone`: anyone, once it is known who is visiting (AuthGate);
 * - `signed-in`: SignedInOnly, where losing the session says Unauthorized, or `sessionLost: 'session-expired'`;
 * - `signed-out`: SignedOutOnly (signed in, the path leads home);
 * - `event`: an event's page (EventPagesOnly): a visitor who is not signed in goes to the event's join page.
 * "/" belongs to two screens, one `signed-in` and one `signed-out`: ByAuth shows the one that fits.
 */
export type ScreenAccess = 'public' | 'anyone' | 'signed-in' | 'signed-out' | 'event';

export interface Screen {
  /** Its path in the router, or its paths. */
  path: string | readonly string[];
  access: ScreenAccess;
  /** `signed-in` only: what losing the session does there (guards.tsx); Unauthorized unless said. */
  sessionLost?: 'session-expired';
  /** `event` only: opened before it is known who is visiting, from what this phone has cached. */
  beforeSignIn?: true;
  /** The message groups it reads beyond the core: they load with its code, before it renders. */
  messages: readonly MessageGroup[];
  /**
   * A first screen of a signed-in visit: the server names its code and the signed-in chrome in the page, with these
   * API answers it reads first (`:name` taken from the path), so they download beside the app's own code.
   */
  firstData?: readonly string[];
  /**
   * Rendered at build time for signed-out visitors (prerender.tsx): the server sends it inside the page. `static`: a
   * page of text and links, sent without the app's code.
   */
  prerendered?: 'app' | 'static';
  /** Rendered by the server for every visitor (the join link): its module is part of the first visit's shared code. */
  serverRendered?: {
    /** The modules (under routes/) a signed-in visitor's page names beside the screen's own. */
    signedInParts: readonly string[];
  };
}

/**
 * Every screen of the app, by the name of its module in routes/. The router, the server's first-visit links
 * (`.vite/screens.json`, written by the build), the prerendered pages and the bundle budget all read it: a new screen
 * is one entry here and its module.
 */
export const SCREENS = {
  welcome: { path: '/', access: 'signed-out', messages: ['legal'], prerendered: 'static' },
  home: {
    path: '/',
    access: 'signed-in',
    sessionLost: 'session-expired',
    messages: ['home'],
    firstData: ['/api/events'],
  },
  'sign-in': { path: '/login', access: 'signed-out', messages: ['legal'], prerendered: 'app' },
  'redirect-to-login': {
    path: ['/signup', '/forgot-password', '/reset-password'],
    access: 'signed-out',
    messages: [],
  },
  'terms-of-service': { path: '/terms-of-service', access: 'public', messages: ['legal'], prerendered: 'app' },
  'privacy-policy': { path: '/privacy-policy', access: 'public', messages: ['legal'], prerendered: 'app' },
  'join-event': {
    path: '/join/:eventId',
    access: 'public',
    messages: [],
    serverRendered: { signedInParts: ['join-signed-in'] },
  },
  'guest-link': { path: '/guest-link', access: 'anyone', messages: ['guest'] },
  'my-rsvps': {
    path: '/dashboard',
    access: 'signed-in',
    sessionLost: 'session-expired',
    messages: ['home', 'event'],
  },
  'event-code': { path: '/join', access: 'signed-in', messages: ['home'] },
  'create-event': { path: '/create-event', access: 'signed-in', messages: ['event'] },
  admin: { path: '/admin', access: 'signed-in', messages: ['admin'] },
  'event-detail': {
    path: '/events/:id',
    access: 'event',
    messages: ['event', 'dish', 'home'],
    firstData: ['/api/events/:id'],
  },
  // The dish page's suggestions card asks once the event is there: its answer is there by then too, so the card takes
  // its final place in the same paint instead of a placeholder that moves the list.
  'dish-signup': {
    path: '/events/:id/dishes',
    access: 'event',
    beforeSignIn: true,
    messages: ['dish', 'event'],
    firstData: ['/api/events/:id', '/api/events/:id/dish-suggestions'],
  },
  'edit-event': { path: '/events/:id/edit', access: 'event', messages: ['event'] },
  'invite-guests': { path: '/events/:id/invite', access: 'event', messages: ['event', 'validation'] },
  'manage-event': { path: '/events/:id/manage', access: 'event', messages: ['event', 'dish', 'home', 'door'] },
  'event-conversation': { path: '/events/:id/talk', access: 'event', messages: ['event'] },
  'event-costs': { path: '/events/:id/costs', access: 'event', messages: ['event', 'costs'] },
  'event-door': { path: '/events/:id/door', access: 'event', messages: ['event', 'door'] },
} as const satisfies Record<string, Screen>;

export type ScreenName = keyof typeof SCREENS;

export const screenNames = Object.keys(SCREENS) as ScreenName[];

/** A screen's paths, one or several. */
export const pathsOf = (screen: Screen): readonly string[] =>
  typeof screen.path === 'string' ? [screen.path] : screen.path;

/** The module of a screen (or of a part of one) in routes/, as the build's manifest names it. */
export const routeModule = (name: string): string => `src/app/routes/${name}.tsx`;

/** The signed-in screens' shared chrome (root-layout.tsx loads it), as the build's manifest names it. */
const SIGNED_IN_CHROME = 'src/app/layouts/signed-in-chrome.tsx';

/** The screens the server sends ahead of the app: the first screens of a visit, signed in or out. */
export function servedScreens(): ServedScreen[] {
  return screenNames.flatMap((name): ServedScreen[] => {
    const screen: Screen = SCREENS[name];
    const paths = pathsOf(screen);
    if (screen.firstData) return [{ paths, code: [routeModule(name), SIGNED_IN_CHROME], firstData: screen.firstData }];
    if (screen.prerendered) return [{ paths, code: [routeModule(name)], prerendered: screen.prerendered }];
    if (screen.serverRendered)
      return [{ paths, code: [routeModule(name)], signedInCode: screen.serverRendered.signedInParts.map(routeModule) }];
    return [];
  });
}
