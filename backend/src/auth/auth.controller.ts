import { Body, Controller, Get, Inject, Next, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { ApiRoute } from '../platform/common/api-route';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import { AppException } from '../platform/common/app-exception';
import { Access } from '../platform/common/route-access';
import { signInOptionsSchema, userSchema } from '../contracts/responses.contract';
import type { SignInOptions, User } from '../contracts/user.rules';
import { AuthService } from './auth.service';
import { CurrentUser } from './current-user.decorator';
import { devLoginPage } from './dev-login.page';
import { OidcService } from './oidc.service';
import { isOperator } from '../platform/config/operators';
import { safeRedirect, signInScreen } from './safe-redirect';
import { signInProviders } from './sign-in-providers';
import { serverText } from '../i18n/server-text';

@Controller()
export class AuthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly auth: AuthService,
    private readonly oidc: OidcService,
  ) {}

  @Get('auth/providers')
  @ApiRoute({
    operationId: 'listSignInProviders',
    access: 'public',
    summary: 'How people may sign in on this server (the sign-in screen shows each provider by name)',
    response: signInOptionsSchema,
  })
  providers(): SignInOptions {
    return { providers: signInProviders(this.config), devLogin: this.auth.devLoginEnabled };
  }

  @Get('login')
  @ApiRoute({
    operationId: 'startSignIn',
    access: 'public',
    summary:
      'Start sign-in: ?provider={id} (google, or an OpenID Connect provider); without it the only provider, the ' +
      'sign-in screen when there are several, or the development form; ?redirect=/same-origin/path',
    response: {
      media: 'text/html',
      description: 'The development sign-in form (a provider: 302 to it; several: 302 to the sign-in screen)',
      example: '<!doctype html><title>Sign in</title><form method="post" action="/api/login/dev"></form>',
    },
    errors: { 404: ['LOGIN_NOT_CONFIGURED'] },
  })
  async login(@Req() req: Request, @Res() res: Response, @Next() next: NextFunction): Promise<void> {
    const asked = req.query.provider;
    const providers = signInProviders(this.config);
    let provider: string | undefined;
    if (asked !== undefined) {
      provider = providers.find((p) => p.id === asked)?.id;
      if (!provider) throw AppException.notFound(serverText('error.auth.noSuchProvider'), 'LOGIN_NOT_CONFIGURED');
    } else if (providers.length > 1) {
      // A choice to make: the sign-in screen shows each provider.
      const redirect = safeRedirect(req.query.redirect);
      return res.redirect(redirect === '/' ? '/login' : `/login?redirect=${encodeURIComponent(redirect)}`);
    } else {
      provider = providers[0]?.id;
    }
    if (provider === 'google') return this.auth.startGoogle(req, res, next);
    if (provider) return this.oidc.start(req, res, provider);
    this.devLoginForm(req, res);
  }

  @Access('public')
  @Get('login/dev')
  devLoginForm(@Req() req: Request, @Res() res: Response): void {
    if (!this.auth.devLoginEnabled)
      throw AppException.notFound(serverText('error.auth.signInNotConfigured'), 'LOGIN_NOT_CONFIGURED');
    this.auth.assertDevLoginAllowed(req);
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(devLoginPage(safeRedirect(req.query.redirect)));
  }

  @Access('public')
  @Post('login/dev')
  async devLogin(@Req() req: Request, @Res() res: Response, @Body() body: unknown): Promise<void> {
    try {
      res.redirect(303, await this.auth.devLogin(req, body));
    } catch (err) {
      // The form posts url-encoded: answer it with the form again, showing why.
      if (
        err instanceof AppException &&
        (err.status === 400 || err.status === 429) &&
        req.is('application/x-www-form-urlencoded')
      ) {
        if (err.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(err.retryAfterSeconds));
        res
          .status(err.status)
          .type('html')
          .send(devLoginPage(safeRedirect((body as { redirect?: string })?.redirect), err.message));
        return;
      }
      throw err;
    }
  }

  @Get('callback')
  @ApiRoute({
    operationId: 'finishGoogleSignIn',
    access: 'public',
    summary: 'Google OAuth callback',
    response: { redirect: 'Signed in: back to the page that started it' },
    status: 302,
    errors: { 404: ['LOGIN_NOT_CONFIGURED'] },
  })
  async callback(
    @Req() req: Request,
    @Res() res: Response,
    @Next() next: NextFunction,
    @Query('error') error?: string,
  ): Promise<void> {
    // Without Google there is no strategy to finish: a plain 404, not a crash.
    if (!this.auth.googleEnabled)
      throw AppException.notFound(serverText('error.auth.googleNotConfigured'), 'LOGIN_NOT_CONFIGURED');
    // The person said no at Google (or Google could not ask them): the sign-in screen says it did not complete.
    if (error) return res.redirect(signInScreen('failed'));
    await this.auth.countSignInAttempt(req);
    this.auth.finishGoogle(req, res, next);
  }

  @Get('callback/oidc/:provider')
  @ApiRoute({
    operationId: 'finishOidcSignIn',
    access: 'public',
    summary: 'OpenID Connect callback (the redirect URI to register at the provider)',
    response: { redirect: 'Signed in: back to the page that started it; refused: the sign-in screen, with the reason' },
    status: 302,
    errors: { 404: ['LOGIN_NOT_CONFIGURED'] },
  })
  async oidcCallback(@Req() req: Request, @Res() res: Response, @Param('provider') provider: string): Promise<void> {
    if (!this.oidc.has(provider))
      throw AppException.notFound(serverText('error.auth.noSuchProvider'), 'LOGIN_NOT_CONFIGURED');
    await this.auth.countSignInAttempt(req);
    await this.oidc.finish(req, res, provider, (user) => this.auth.signIn(req, user));
  }

  @Get('auth/user')
  @ApiRoute({ operationId: 'getCurrentUser', access: 'signed-in', summary: 'The signed-in user', response: userSchema })
  user(@CurrentUser() user: User): User {
    return isOperator(this.config, user) ? { ...user, isOperator: true } : user;
  }

  @Post('auth/logout')
  @ApiRoute({
    operationId: 'signOut',
    access: 'public',
    summary: 'Sign out (destroys the session)',
    response: null,
    status: 204,
  })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.auth.logout(req, res);
  }
}
