// What the app's build tells the server about the screens it sends ahead of the app (`.vite/screens.json`, written
// from the app's screen table, frontend/src/app/screens.ts; read by backend/src/platform/web/app-shell.ts).

/**
 * A screen the server sends ahead of the app: the modules a page at one of its paths names (manifest keys, in order)
 * and, for a first screen of a signed-in visit, the API answers it reads first.
 */
export interface ServedScreen {
  /** Router patterns: `:name` stands for one path segment. */
  paths: readonly string[];
  code: readonly string[];
  /** Signed in only: the code, the chrome and these answers (`:name` from the path); signed out, the path names nothing. */
  firstData?: readonly string[];
  /** Rendered at build time for signed-out visitors; `static`: sent without the app's code. */
  prerendered?: 'app' | 'static';
  /** Modules a signed-in visitor's page names beside `code` (the join link, which the server renders). */
  signedInCode?: readonly string[];
}
