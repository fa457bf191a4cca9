import type { AppConfig } from '../platform/config/config.schema';

/** The sign-in providers the sign-in screen offers, by name: Google first, then OIDC_PROVIDERS in their order. */
export function signInProviders(config: AppConfig): { id: string; name: string }[] {
  return [
    ...(config.google ? [{ id: 'google', name: 'Google' }] : []),
    ...config.oidcProviders.map(({ id, name }) => ({ id, name })),
  ];
}
