// Pages on which a 401 never redirects to /login.
export const PUBLIC_PATHS: readonly string[] = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/terms-of-service',
  '/privacy-policy',
];

export function isPublicPath(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PATHS.includes(normalized);
}
