import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Passport } from 'passport';
import { Strategy as GoogleStrategy, type Profile } from 'passport-google-oauth20';
import * as z from 'zod';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { AppException } from '../common/app-exception';
import { parseOrThrow } from '../common/zod-body.pipe';
import type { User } from '../contracts/user.contract';
import { UsersService, type Identity } from '../users/users.service';
import { safeRedirect } from './safe-redirect';
import './session.types';

export const devLoginSchema = z.object({
  email: z.email('Enter a valid e-mail address').trim().max(320),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  redirect: z.string().optional(),
});

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);
  // A private instance, so that two apps in one process never share strategies.
  private readonly passport = new Passport();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
  ) {
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
            state: true,
          },
          (_access: string, _refresh: string, profile: Profile, done: (err: Error | null, user?: Identity) => void) => {
            const email = profile.emails?.[0]?.value;
            if (!email) return done(new Error('The Google account has no e-mail address'));
            done(null, {
              email,
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

  startGoogle(req: Request, res: Response, next: NextFunction): void {
    req.session.returnTo = safeRedirect(req.query.redirect);
    const authenticate = this.passport.authenticate('google', {
      scope: ['openid', 'email', 'profile'],
      session: false,
    }) as RequestHandler;
    authenticate(req, res, next);
  }

  finishGoogle(req: Request, res: Response, next: NextFunction): void {
    const returnTo = safeRedirect(req.session.returnTo);
    const authenticate = this.passport.authenticate(
      'google',
      { session: false },
      (err: Error | null, identity: Identity | false) => {
        if (err || !identity) {
          this.logger.warn(`Google sign-in failed: ${err?.message ?? 'no identity'}`);
          res.redirect('/login');
          return;
        }
        this.users
          .upsertFromIdentity(identity)
          .then((user) => this.establishSession(req, user))
          .then(() => res.redirect(returnTo))
          .catch(next);
      },
    ) as RequestHandler;
    authenticate(req, res, next);
  }

  async devLogin(req: Request, body: unknown): Promise<string> {
    if (!this.config.devLoginEnabled)
      throw AppException.notFound('Development sign-in is disabled', 'DEV_LOGIN_DISABLED');
    const input = parseOrThrow(devLoginSchema, body);
    const user = await this.users.upsertFromIdentity(input);
    await this.establishSession(req, user);
    return safeRedirect(input.redirect);
  }

  async logout(req: Request, res: Response): Promise<void> {
    await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
    res.clearCookie('potluck.sid', { path: '/' });
  }

  /** A new session id at every sign-in, so a session id planted before sign-in is worthless. */
  private async establishSession(req: Request, user: User): Promise<void> {
    await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
    req.session.userId = user.id;
    await new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
  }
}
