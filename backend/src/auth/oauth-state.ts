import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * The OAuth round trip's state lives in a short-lived signed cookie, not in the session: starting a sign-in (an
 * anonymous GET anyone can send) writes no row to the `sessions` table. The cookie holds a random nonce (the
 * `state` parameter Google sends back) and the same-origin path to return to.
 */
export const OAUTH_STATE_COOKIE = 'potluck.oauth';
/** A sign-in left at Google's consent screen longer than this starts again. */
export const OAUTH_STATE_MAX_AGE_MS = 10 * 60 * 1000;
const COOKIE_PATH = '/api/callback';

interface OAuthState {
  nonce: string;
  returnTo: string;
  /** Milliseconds since the epoch when the sign-in started. */
  at: number;
}

// `ok` must be a boolean: the strategy reads a string as a PKCE verifier.
type Callback = (err: Error | null, ok?: boolean, info?: { message: string }) => void;

/** A passport-oauth2 state store over the signed cookie (the strategy picks its methods by their arity). */
export class CookieStateStore {
  constructor(
    private readonly secret: string,
    private readonly secure: boolean,
  ) {}

  /** Called by the strategy when it sends the browser to Google; `req.oauthReturnTo` was set by the caller. */
  store(req: Request, _meta: unknown, callback: (err: Error | null, state?: string) => void): void {
    const res = req.res as Response;
    const state: OAuthState = {
      nonce: randomBytes(24).toString('base64url'),
      returnTo: (req as Request & { oauthReturnTo?: string }).oauthReturnTo ?? '/',
      at: Date.now(),
    };
    res.cookie(OAUTH_STATE_COOKIE, this.seal(state), {
      httpOnly: true,
      // Lax: the cookie comes back on Google's top-level redirect to the callback, not on cross-site subrequests.
      sameSite: 'lax',
      secure: this.secure,
      path: COOKIE_PATH,
      maxAge: OAUTH_STATE_MAX_AGE_MS,
    });
    callback(null, state.nonce);
  }

  /** Called by the strategy on the callback: the `state` Google returned must be this browser's nonce. */
  verify(req: Request, providedState: unknown, _meta: unknown, callback: Callback): void {
    const saved = this.read(req);
    if (!saved || typeof providedState !== 'string' || !sameText(saved.nonce, providedState)) {
      callback(null, false, { message: 'Unable to verify authorization request state.' });
      return;
    }
    callback(null, true);
  }

  /** The path this sign-in returns to (from the callback's cookie), or "/". */
  returnTo(req: Request): string {
    return this.read(req)?.returnTo ?? '/';
  }

  /** The cookie is used once: the callback clears it whatever happens. */
  clear(res: Response): void {
    res.clearCookie(OAUTH_STATE_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: this.secure });
  }

  private read(req: Request): OAuthState | null {
    const raw = cookieValue(req.headers.cookie, OAUTH_STATE_COOKIE);
    if (!raw) return null;
    const dot = raw.lastIndexOf('.');
    if (dot < 0) return null;
    const body = raw.slice(0, dot);
    if (!sameText(raw.slice(dot + 1), this.sign(body))) return null;
    try {
      const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<OAuthState>;
      if (typeof state.nonce !== 'string' || typeof state.returnTo !== 'string' || typeof state.at !== 'number') {
        return null;
      }
      if (Date.now() - state.at > OAUTH_STATE_MAX_AGE_MS) return null;
      return { nonce: state.nonce, returnTo: state.returnTo, at: state.at };
    } catch {
      return null;
    }
  }

  private seal(state: OAuthState): string {
    const body = Buffer.from(JSON.stringify(state)).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(`oauth-state\n${body}`).digest('base64url');
  }
}

/**
 * An OpenID Connect sign-in's round trip, in a signed cookie like Google's (nothing written to a session): the
 * provider it went to, the `state` and `nonce` it sent, the PKCE verifier, and the same-origin path to return to.
 */
export const OIDC_STATE_COOKIE = 'potluck.oidc';

export interface OidcState {
  provider: string;
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
  /** Milliseconds since the epoch when the sign-in started. */
  at: number;
}

export class OidcStateCookie {
  constructor(
    private readonly secret: string,
    private readonly secure: boolean,
  ) {}

  set(res: Response, state: OidcState): void {
    const body = Buffer.from(JSON.stringify(state)).toString('base64url');
    res.cookie(OIDC_STATE_COOKIE, `${body}.${this.sign(body)}`, {
      httpOnly: true,
      // Lax: the cookie comes back on the provider's top-level redirect to the callback only.
      sameSite: 'lax',
      secure: this.secure,
      path: COOKIE_PATH,
      maxAge: OAUTH_STATE_MAX_AGE_MS,
    });
  }

  /** This browser's sign-in in progress, when its signature holds and it is not older than the limit. */
  read(req: Request): OidcState | null {
    const raw = cookieValue(req.headers.cookie, OIDC_STATE_COOKIE);
    const dot = raw?.lastIndexOf('.') ?? -1;
    if (!raw || dot < 0) return null;
    const body = raw.slice(0, dot);
    if (!sameText(raw.slice(dot + 1), this.sign(body))) return null;
    try {
      const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<OidcState>;
      const texts = [state.provider, state.state, state.nonce, state.verifier, state.returnTo];
      if (!texts.every((t) => typeof t === 'string') || typeof state.at !== 'number') return null;
      if (Date.now() - state.at > OAUTH_STATE_MAX_AGE_MS) return null;
      return state as OidcState;
    } catch {
      return null;
    }
  }

  /** The cookie is used once: the callback clears it whatever happens. */
  clear(res: Response): void {
    res.clearCookie(OIDC_STATE_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: this.secure });
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(`oidc-state\n${body}`).digest('base64url');
  }
}

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}
