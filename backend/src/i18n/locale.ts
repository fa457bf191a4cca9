import type { Request } from 'express';
import {
  DEFAULT_LOCALE,
  directionOf,
  LOCALE_COOKIE,
  matchLocale,
  negotiateLocale,
  PSEUDO_LOCALE,
} from '../contracts/locale.rules';
import type { ServerLocale } from './catalogue';

/** The pseudo-locale is for development: never offered or honoured in production. */
const pseudoAllowed = () => process.env.NODE_ENV !== 'production';

/** A locale we serve for a stored or sent value (the account's column, a cookie, ?lang=), else null. */
export const serverLocale = (value: string | null | undefined): ServerLocale | null =>
  matchLocale(value, pseudoAllowed());

/** The locale cookie's value in a raw Cookie header. */
export function cookieLocale(cookieHeader: string | undefined): ServerLocale | null {
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookieHeader ?? '');
  return match ? serverLocale(decodeURIComponent(match[1])) : null;
}

/**
 * The language of a page or an answer for this request: the choice this browser made (the cookie, set by a language
 * link or the app's language menu), else the signed-in person's stored choice (it follows the account to a device
 * that chose nothing), else the browser's languages, else English. The browser's choice comes first because a
 * language link is a GET: it may set this browser's cookie, never the account's language, which mails and pushes use
 * and which only its own PUT /api/locale changes.
 */
export function requestLocale(req: Pick<Request, 'headers'>, accountLocale?: string | null): ServerLocale {
  return (
    cookieLocale(req.headers.cookie) ??
    serverLocale(accountLocale) ??
    negotiateLocale(req.headers['accept-language']) ??
    DEFAULT_LOCALE
  );
}

/** The locale cookie as a Set-Cookie value: a year, readable by the app (it starts in the same language). */
export const localeCookie = (locale: ServerLocale, secure: boolean): string =>
  `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The attributes of a page's <html> element for a locale. */
export const htmlAttributes = (locale: ServerLocale) => ({
  lang: locale === PSEUDO_LOCALE ? 'en-XA' : locale,
  dir: directionOf(locale),
});
