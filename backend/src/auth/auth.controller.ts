import { Body, Controller, Get, Next, Post, Query, Req, Res } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { ApiRoute } from '../platform/common/api-route';
import { AppException } from '../platform/common/app-exception';
import { Access } from '../platform/common/route-access';
import { userSchema } from '../contracts/responses.contract';
import type { User } from '../contracts/user.rules';
import { AuthService } from './auth.service';
import { CurrentUser } from './current-user.decorator';
import { devLoginPage } from './dev-login.page';
import { safeRedirect } from './safe-redirect';

@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Get('login')
  @ApiRoute({
    operationId: 'startSignIn',
    access: 'public',
    summary: 'Start sign-in (Google, or the development form); ?redirect=/same-origin/path',
    response: {
      media: 'text/html',
      description: 'The development sign-in form (Google: 302 to Google)',
      example: '<!doctype html><title>Sign in</title><form method="post" action="/api/login/dev"></form>',
    },
    errors: { 404: ['LOGIN_NOT_CONFIGURED'] },
  })
  login(@Req() req: Request, @Res() res: Response, @Next() next: NextFunction): void {
    if (this.auth.googleEnabled) return this.auth.startGoogle(req, res, next);
    this.devLoginForm(req, res);
  }

  @Access('public')
  @Get('login/dev')
  devLoginForm(@Req() req: Request, @Res() res: Response): void {
    if (!this.auth.devLoginEnabled)
      throw AppException.notFound('Sign-in is not configured on this server', 'LOGIN_NOT_CONFIGURED');
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
      throw AppException.notFound('Google sign-in is not configured on this server', 'LOGIN_NOT_CONFIGURED');
    if (error) return res.redirect('/login');
    await this.auth.countSignInAttempt(req);
    this.auth.finishGoogle(req, res, next);
  }

  @Get('auth/user')
  @ApiRoute({ operationId: 'getCurrentUser', access: 'signed-in', summary: 'The signed-in user', response: userSchema })
  user(@CurrentUser() user: User): User {
    return user;
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
