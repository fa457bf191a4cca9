interface ImportMetaEnv {
  /** The app version (frontend/package.json), defined at build time; it busts the persisted cache. */
  readonly VITE_APP_VERSION?: string;
}

declare module 'virtual:potluck-locales' {
  type Compiled = Record<string, (values?: object) => string>;
  /** Per locale, its core messages (a chunk of its own) and the loaders of its other groups (see vite.locales.ts). */
  export const loaders: Record<
    string,
    () => Promise<{
      default: Compiled;
      groups: Record<
        Exclude<import('./lib/message-groups').MessageGroup, 'core'>,
        () => Promise<{ default: Compiled }>
      >;
    }>
  >;
}
