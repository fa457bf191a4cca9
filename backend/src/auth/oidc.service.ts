import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import * as client from 'openid-client';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import type { OidcProviderConfig } from '../platform/config/oidc-providers';
import type { SignInError, User } from '../contracts/user.rules';
import { IdentityRefused, UsersService, type OidcIdentity } from '../users/users.service';
import { OidcStateCookie, sameText } from './oauth-state';
import { safeRedirect, signInScreen } from './safe-redirect';
import { isBlocked } from './require-account';

// Why a sign-in ends on the sign-in screen: `refused`, the provider's answer did not match this browser's sign-in
// (state, nonce, an expired or missing cookie); `unverified-email`, the provider did not vouch for the e-mail of a
// person without a linked account; `email-taken`, the address belongs to another account of that provider;
// `unavailable`, the provider could not be reached; `failed`, anything else.

/** A failed discovery is tried again on the next sign-in after this long, not on every click. */
const DISCOVERY_RETRY_MS = 10_000;
/** Seconds the server waits for the provider (discovery, token, userinfo). */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** Who signed in, as the provider's ID token and userinfo say. */
interface Claims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
}

/**
 * OpenID Connect sign-in with the providers of OIDC_PROVIDERS: discovery, authorization code with PKCE (S256),
 * `state` and `nonce`, all checked by openid-client. Accounts are found by (issuer, sub) (see
 * UsersService.signInWithOidc).
 */
@Injectable()
export class OidcService {
  private readonly logger = new Logger(OidcService.name);
  private readonly providers: ReadonlyMap<string, OidcProviderConfig>;
  private readonly discovered = new Map<string, { config: Promise<client.Configuration>; failedAt?: number }>();
  private readonly stateCookie: OidcStateCookie;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
  ) {
    this.providers = new Map(config.oidcProviders.map((p) => [p.id, p]));
    this.stateCookie = new OidcStateCookie(config.sessionSecret, config.secureCookies);
  }

  has(id: string): boolean {
    return this.providers.has(id);
  }

  /** The redirect URI to register at the provider. */
  callbackUrl(id: string): string {
    return `${this.config.publicUrl}/api/callback/oidc/${id}`;
  }

  /** Sends the browser to the provider, the round trip's secrets kept in the signed state cookie. */
  async start(req: Request, res: Response, id: string): Promise<void> {
    const provider = this.providers.get(id)!;
    let config: client.Configuration;
    try {
      config = await this.configuration(provider);
    } catch (err) {
      this.logger.warn(`OpenID provider ${id} could not be discovered: ${describe(err)}`);
      return res.redirect(signInScreen('unavailable'));
    }
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    this.stateCookie.set(res, {
      provider: id,
      state,
      nonce,
      verifier,
      returnTo: safeRedirect(req.query.redirect),
      at: Date.now(),
    });
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.callbackUrl(id),
      scope: provider.scopes,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    res.set('Cache-Control', 'no-store').redirect(url.href);
  }

  /**
   * The provider's redirect back: the code is exchanged (with the PKCE verifier) and the ID token checked (issuer,
   * audience, signature, nonce) before anyone is signed in. Every failure ends on the sign-in screen with its reason.
   */
  async finish(req: Request, res: Response, id: string, signIn: (user: User) => Promise<void>): Promise<void> {
    const saved = this.stateCookie.read(req);
    this.stateCookie.clear(res);
    const returned = typeof req.query.state === 'string' ? req.query.state : '';
    if (!saved || saved.provider !== id || !sameText(saved.state, returned)) {
      this.logger.warn(`OpenID sign-in with ${id} refused: the state does not match this browser's sign-in`);
      return res.redirect(signInScreen('refused'));
    }
    const provider = this.providers.get(id)!;
    let identity: OidcIdentity;
    try {
      const config = await this.configuration(provider);
      const current = new URL(this.callbackUrl(id));
      current.search = new URL(req.originalUrl, 'http://potluck.invalid').search;
      const tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: saved.verifier,
        expectedState: saved.state,
        expectedNonce: saved.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims()!;
      let claims: Claims = idClaims;
      // Many providers put the e-mail and names only in the userinfo answer; its `sub` must be the ID token's.
      if (config.serverMetadata().userinfo_endpoint) {
        claims = { ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)), sub: idClaims.sub };
      }
      const email = text(claims.email, 320);
      identity = {
        issuer: idClaims.iss,
        sub: idClaims.sub,
        // Only an address the provider vouches for can find or create an account.
        verifiedEmail: claims.email_verified === true ? email : null,
        firstName: text(claims.given_name, 100),
        lastName: text(claims.family_name, 100),
        // The provider's picture is not taken: pages load images only from our origin and Google's picture host
        // (security.md), and the provider would learn who looks at whom.
        profileImageUrl: null,
      };
    } catch (err) {
      const reason = reasonOf(err);
      this.logger.warn(`OpenID sign-in with ${id} failed (${reason}): ${describe(err)}`);
      return res.redirect(signInScreen(reason));
    }
    let user: User;
    try {
      user = await this.users.signInWithOidc(identity);
    } catch (err) {
      // A refusal of the identity is the person's to read; anything else (the database away: 503) is the server's.
      if (!(err instanceof IdentityRefused)) throw err;
      this.logger.warn(`OpenID sign-in with ${id} refused (${err.reason}): ${err.message}`);
      return res.redirect(signInScreen(err.reason));
    }
    try {
      await signIn(user);
    } catch (err) {
      if (!isBlocked(err)) throw err;
      this.logger.warn(`OpenID sign-in with ${id} refused: the account is blocked`);
      return res.redirect(signInScreen('refused'));
    }
    res.redirect(safeRedirect(saved.returnTo));
  }

  /** The provider's discovered configuration, fetched once (again after a failure, at most every few seconds). */
  private configuration(provider: OidcProviderConfig): Promise<client.Configuration> {
    const known = this.discovered.get(provider.id);
    if (known && (known.failedAt === undefined || Date.now() - known.failedAt < DISCOVERY_RETRY_MS)) {
      return known.config;
    }
    const entry: { config: Promise<client.Configuration>; failedAt?: number } = {
      config: client.discovery(
        new URL(provider.issuer),
        provider.clientId,
        provider.clientSecret,
        client.ClientSecretBasic(provider.clientSecret),
        {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          // Plain http only for an issuer on this machine (see oidc-providers.ts).
          execute: provider.issuer.startsWith('http://') ? [client.allowInsecureRequests] : [],
        },
      ),
    };
    entry.config.catch(() => {
      entry.failedAt = Date.now();
    });
    this.discovered.set(provider.id, entry);
    return entry.config;
  }
}

/** Why the exchange with the provider failed, as the sign-in screen says it. */
function reasonOf(err: unknown): SignInError {
  // fetch() failing (refused connection, DNS) or timing out; or the provider answering with a server error.
  if (err instanceof TypeError || (err instanceof Error && ['TimeoutError', 'AbortError'].includes(err.name))) {
    return 'unavailable';
  }
  if (err instanceof client.ResponseBodyError && err.status >= 500) return 'unavailable';
  if (err instanceof client.ClientError && err.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM') return 'unavailable';
  if (err instanceof client.ClientError && err.code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED') return 'refused';
  return 'failed';
}

/** A claim as text that fits a column of `max` characters, else null. */
function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.trim() && value.trim().length <= max ? value.trim() : null;
}

function describe(err: unknown): string {
  return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
}
