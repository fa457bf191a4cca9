interface ImportMetaEnv {
  /** The app version (frontend/package.json), defined at build time; it busts the persisted cache. */
  readonly VITE_APP_VERSION?: string;
}
