interface ImportMetaEnv {
  /** The app version (frontend/package.json), defined at build time; it busts the persisted cache. */
  readonly VITE_APP_VERSION?: string;
}

declare module 'virtual:potluck-locales' {
  /** One loader per locale: its compiled messages, a chunk of its own (see vite.locales.ts). */
  export const loaders: Record<string, () => Promise<{ default: Record<string, (values?: object) => string> }>>;
}
