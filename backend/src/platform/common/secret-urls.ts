/**
 * Routes whose address carries a secret: a capability that lets whoever holds it act (sign a guest in, read a
 * calendar, unsubscribe an address, finish a sign-in). Their secrets never reach a log: request lines and any log
 * message that prints a URL show `[redacted]` in their place.
 *
 * One line per route. `:secret` marks a path segment that is a secret; a trailing `?*` means every query value is.
 * A route added with a token in its address adds its line here (the tests of this file check each line).
 */
export const SECRET_ROUTES: readonly string[] = [
  '/api/guest-link/:secret', // a guest's personal link
  '/api/calendar-feed/:secret', // a calendar feed file (the link is the credential)
  '/api/unsubscribe?*', // e-mail unsubscribe links: address, scope and signature
  '/api/callback?*', // OAuth sign-in: authorization code and state
  '/api/email-confirmation?*', // e-mail address confirmation links
  '/api/email-confirmation/:secret',
  '/api/confirm-email/:secret',
];

/**
 * Safety nets for a route not listed above: query values under these names, and path segments that look like a
 * random token (32 or more URL-safe characters that are not a UUID), are redacted on every route.
 */
const SECRET_PARAMS = /^(token|t|code|state|secret|sig|signature|key|auth|password|e|s)$/i;
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{32,}(\.[A-Za-z0-9]+)?$/;
const FRAGMENT_TOKEN = /#[A-Za-z0-9_-]{32,}/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const REDACTED = '[redacted]';

interface CompiledRoute {
  /** The path, anchored; secret segments captured. */
  path: RegExp;
  /** The same, to find inside free text. */
  inText: RegExp;
  /** An all-query route's address with its query, inside free text (the query is the one group). */
  queryInText: RegExp | null;
  allQuery: boolean;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(route: string): CompiledRoute {
  const allQuery = route.endsWith('?*');
  const path = allQuery ? route.slice(0, -2) : route;
  // Each piece between secrets is kept (a group), each secret segment is matched (another group).
  const source = path
    .split(/(:secret)/)
    .map((part) => (part === ':secret' ? '([^/?#\\s"\'<>]+)' : `(${escape(part)})`))
    .join('');
  const plain = path
    .split(/(:secret)/)
    .map((part) => (part === ':secret' ? '[^/?#\\s"\'<>]+' : escape(part)))
    .join('');
  return {
    // Case-insensitive, as routing is: /API/Guest-Link/... reaches the same handler.
    path: new RegExp(`^${source}(?=$|[/?#])`, 'i'),
    inText: new RegExp(`${source}(?=$|[/?#\\s"'<>)])`, 'gi'),
    queryInText: allQuery ? new RegExp(`(?<=${plain})\\?([^\\s"'<>#]*)`, 'gi') : null,
    allQuery,
  };
}

const ROUTES = SECRET_ROUTES.map(compile);

/** The matched path with its secret segments (the odd groups) replaced. */
function replaceSecrets(groups: string[]): string {
  return groups.map((g, i) => (i % 2 === 1 ? REDACTED : g)).join('');
}

function redactQuery(query: string, all: boolean): string {
  if (!query) return '';
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq >= 0 ? pair.slice(0, eq) : pair;
      if (eq < 0 && !all) return pair;
      return all || SECRET_PARAMS.test(decodeSafe(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** A request's path and query as they may be logged: the secrets of the routes above replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const noHash = hash >= 0 ? url.slice(0, hash) : url;
  const q = noHash.indexOf('?');
  let path = q >= 0 ? noHash.slice(0, q) : noHash;
  const query = q >= 0 ? noHash.slice(q + 1) : '';
  let all = false;
  for (const route of ROUTES) {
    const m = route.path.exec(path);
    if (!m) continue;
    path = replaceSecrets(m.slice(1)) + path.slice(m[0].length);
    all ||= route.allQuery;
  }
  path = path
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) && !UUID.test(segment) ? REDACTED : segment))
    .join('/');
  return q >= 0 ? `${path}?${redactQuery(query, all)}` : path;
}

/** Any text about to be logged (an error message, a stack) with the secrets of the addresses it mentions removed. */
export function redactSecretsInText(text: string): string {
  let out = text;
  for (const route of ROUTES) {
    out = out.replace(route.inText, (...args: unknown[]) => {
      const groups = args.slice(1, -2).filter((g): g is string => typeof g === 'string');
      return replaceSecrets(groups);
    });
    if (route.queryInText) out = out.replace(route.queryInText, (_m, query: string) => `?${redactQuery(query, true)}`);
  }
  // A token in an address's fragment (a personal link is /guest-link#token): browsers never send it, texts may.
  out = out.replace(FRAGMENT_TOKEN, `#${REDACTED}`);
  // Query values under a secret name, wherever they appear.
  return out.replace(/([?&])([A-Za-z_]+)=([^&\s"'<>#]+)/g, (m, sep: string, name: string) =>
    SECRET_PARAMS.test(name) ? `${sep}${name}=${REDACTED}` : m,
  );
}
