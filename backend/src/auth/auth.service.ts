import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Passport } from 'passport';
import { Strategy as GoogleStrategy, type Profile } from 'passport-google-oauth20';
import * as z from 'zod';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import { AppException } from '../platform/common/app-exception';
import { parseOrThrow } from '../platform/common/zod-validation';
import type { User } from '../contracts/user.rules';
import { clientNetwork } from '../platform/rate-limit/client-network';
import { RateLimitService } from '../platform/rate-limit/rate-limit.service';
import { IdentityRefused, UsersService, type GoogleIdentity } from '../users/users.service';
import { CookieStateStore } from './oauth-state';
import { safeRedirect, signInScreen } from './safe-redirect';
import { accountBlocked, isBlocked } from './require-account';
import { startSession } from './start-session';
import { SESSION_COOKIE } from './session.service';
import './session.types';
import { serverText } from '../i18n/server-text';

type GoogleStrategyOptions = Extract<ConstructorParameters<typeof GoogleStrategy>[0], { passReqToCallback?: false }>;

export const devLoginSchema = z.object({
  email: z.email('validation.email.invalid').trim().max(320),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  redirect: z.string().optional(),
});

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);
  // A private instance, so that two apps in one process never share strategies.
  private readonly passport = new Passport();
  private readonly oauthState: CookieStateStore;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly rateLimits: RateLimitService,
  ) {
    this.oauthState = new CookieStateStore(config.sessionSecret, config.secureCookies);
    const google = config.google;
    if (google) {
      this.passport.use(
        new GoogleStrategy(
          {
            clientID: google.clientId,
            clientSecret: google.clientSecret,
            callbackURL: `${config.publicUrl}/api/callback`,
            authorizationURL: google.authorizationUrl,
            tokenURL: google.tokenUrl,
            userProfileURL: google.userInfoUrl,
            // Typed by the strategy as an overloaded store; ours implements the (req, meta, callback) form it calls.
            store: this.oauthState as unknown as GoogleStrategyOptions['store'],
          },
          (
            _access: string,
            _refresh: string,
            profile: Profile,
            done: (err: Error | null, user?: GoogleIdentity) => void,
          ) => {
            // Accounts are found by Google's stable `sub`; an e-mail counts only when Google has verified it.
            if (!profile.id) return done(new Error('The Google account has no subject identifier'));
            const verified = profile.emails?.find((e) => e.value && String(e.verified) === 'true');
            done(null, {
              sub: profile.id,
              verifiedEmail: verified?.value ?? null,
              firstName: profile.name?.givenName ?? null,
              lastName: profile.name?.familyName ?? null,
              profileImageUrl: profile.photos?.[0]?.value ?? null,
            });
          },
        ),
      );
    }
  }

  get googleEnabled(): boolean {
    return !!this.config.google;
  }

  get devLoginEnabled(): boolean {
    return this.config.devLoginEnabled;
  }

  /**
   * The development sign-in lets anyone be anyone: never in production, and without ALLOW_DEV_LOGIN=true only for
   * requests from this machine (behind a proxy, TRUST_PROXY makes req.ip the client's address).
   */
  assertDevLoginAllowed(req: Request): void {
    if (!this.config.devLoginEnabled)
      throw AppException.notFound(serverText('error.auth.devLoginDisabled'), 'DEV_LOGIN_DISABLED');
    if (!this.config.devLoginFromAnyAddress && !isLoopback(req.ip ?? req.socket.remoteAddress)) {
      throw AppException.forbidden(serverText('error.auth.devLoginLocalOnly'), 'DEV_LOGIN_LOOPBACK_ONLY');
    }
  }

  /** Counts one sign-in attempt from this client's network (an IPv6 /64; shared by every replica). */
  async countSignInAttempt(req: Request): Promise<void> {
    await this.rateLimits.enforce(
      `sign-in:net:${clientNetwork(req.ip ?? req.socket.remoteAddress)}`,
      this.config.limits.signInPerIp,
      serverText('error.auth.tooManyAttempts'),
    );
  }

  startGoogle(req: Request, res: Response, next: NextFunction): void {
    // Kept in the signed state cookie with the nonce (see CookieStateStore): nothing is written to a session.
    (req as Request & { oauthReturnTo?: string }).oauthReturnTo = safeRedirect(req.query.redirect);
    const authenticate = this.passport.authenticate('google', {
      scope: ['openid', 'email', 'profile'],
      session: false,
    }) as RequestHandler;
    authenticate(req, res, next);
  }

  finishGoogle(req: Request, res: Response, next: NextFunction): void {
    const returnTo = safeRedirect(this.oauthState.returnTo(req));
    this.oauthState.clear(res);
    const authenticate = this.passport.authenticate(
      'google',
      { session: false },
      (err: Error | null, identity: GoogleIdentity | false) => {
        if (err || !identity) {
          this.logger.warn(`Google sign-in failed: ${err?.message ?? 'no identity'}`);
          // No identity: the state did not match this browser's; an error: the exchange with Google failed.
          res.redirect(signInScreen(err ? 'failed' : 'refused'));
          return;
        }
        this.users
          .signInWithGoogle(identity)
          .then((user) => this.signIn(req, user))
          .then(() => res.redirect(returnTo))
          .catch((e: unknown) => {
            if (isBlocked(e)) return res.redirect(signInScreen('refused'));
            if (!(e instanceof IdentityRefused)) return next(e);
            this.logger.warn(`Google sign-in refused (${e.reason}): ${e.message}`);
            res.redirect(signInScreen(e.reason));
          });
      },
    ) as RequestHandler;
    authenticate(req, res, next);
  }

  async devLogin(req: Request, body: unknown): Promise<string> {
    this.assertDevLoginAllowed(req);
    await this.countSignInAttempt(req);
    const input = parseOrThrow(devLoginSchema, body);
    const user = await this.users.upsertFromIdentity(input);
    await this.signIn(req, user);
    return safeRedirect(input.redirect);
  }

  async logout(req: Request, res: Response): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      req.session.destroy((err: unknown) => (err ? reject(toError(err)) : resolve())),
    );
    res.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /**
   * Signs the account in. A guest this device held before is only remembered on the new session: their answers
   * and dishes move into the account after an explicit confirmation (POST /api/guest-merge), never here.
   */
  async signIn(req: Request, user: User): Promise<void> {
    if (await this.users.isBlocked(user.id)) throw accountBlocked();
    const previousId = req.session?.userId;
    const previous = previousId && previousId !== user.id ? await this.users.findById(previousId) : null;
    await startSession(req, user.id, previous?.isGuest && !user.isGuest ? previous.id : undefined);
  }
}

/** 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 form. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

function toError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err));
}
