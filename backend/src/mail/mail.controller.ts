import { Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiRoute } from '../platform/common/api-route';
import { ValidQuery } from '../platform/common/zod-validation';
import type { ApiErrorBody } from '../contracts/common.rules';
import type { EmailConfirmationResult } from '../contracts/mail.contract';
import { unsubscribeQuerySchema, type UnsubscribeQuery } from '../contracts/notifications.contract';
import { emailConfirmationResultSchema, unsubscribeResultSchema } from '../contracts/responses.contract';
import type { User } from '../contracts/user.rules';
import { EmailConfirmationService } from './email-confirmation.service';
import {
  confirmationInvalidPage,
  confirmEmailPage,
  emailConfirmedPage,
  unsubscribedPage,
  unsubscribePage,
} from './mail-pages';
import { MailService } from './mail.service';
import '../auth/session.types';
import { requestLocale } from '../i18n/locale';
import { serverText } from '../i18n/server-text';

/** The token is a secret: not kept by caches, not sent on as a referrer. */
function noTrace(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
}

/** The language of a page a mail's link opens: whoever opens it (their account, cookie, browser). */
const pageLocale = (req: Request) => requestLocale(req, req.authUser?.locale);

/** A browser gets a page saying so; an API client the usual error body. */
function invalid(req: Request, res: Response): void {
  if (req.accepts(['json', 'html']) === 'html') {
    res
      .status(404)
      .type('html')
      .send(confirmationInvalidPage(pageLocale(req)));
    return;
  }
  const message = serverText('error.mail.confirmationInvalid').in(pageLocale(req));
  const body: ApiErrorBody = { message, code: 'CONFIRMATION_INVALID' };
  res.status(404).json(body);
}

@Controller()
export class MailController {
  constructor(
    private readonly mail: MailService,
    private readonly confirmations: EmailConfirmationService,
  ) {}

  // The link in an e-mail: a page with the button (GET changes nothing: mail scanners open links).
  @Get('unsubscribe')
  @ApiRoute({
    operationId: 'unsubscribeFromLink',
    access: 'public',
    summary: 'Unsubscribe link from an e-mail (for one event or all); needs no sign-in',
    query: unsubscribeQuerySchema,
    response: {
      media: 'text/html',
      description: 'The page with the button (GET changes nothing)',
      example:
        '<!doctype html><title>Stop all Potluck e-mails?</title><form method="post" action="/api/unsubscribe?e=ann%40example.org&amp;s=all&amp;t=…"><button>Unsubscribe</button></form>',
    },
    errors: { 400: ['BAD_REQUEST'] },
  })
  unsubscribePage(
    @ValidQuery() { e, s, t }: UnsubscribeQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): string {
    noTrace(res);
    const link = this.mail.checkUnsubscribeLink(e, s, t);
    const query = new URLSearchParams({ e: link.email, s: link.scope, t });
    res.type('html');
    return unsubscribePage(link.scope, `/api/unsubscribe?${query.toString()}`, pageLocale(req));
  }

  // The page's button, and one-click unsubscribe (List-Unsubscribe-Post): mail apps POST here without a session.
  @Post('unsubscribe')
  @ApiRoute({
    operationId: 'unsubscribeOneClick',
    access: 'public',
    summary:
      "One-click unsubscribe (RFC 8058, List-Unsubscribe-Post), and the unsubscribe page's button (a browser gets a page); needs no sign-in",
    query: unsubscribeQuerySchema,
    response: {
      json: unsubscribeResultSchema,
      page: {
        media: 'text/html',
        description: 'A page saying what was unsubscribed',
        example: "<!doctype html><title>Unsubscribed</title><p>You won't get any more Potluck e-mails.</p>",
      },
    },
    status: 200,
    errors: { 400: ['BAD_REQUEST'] },
  })
  async oneClick(
    @ValidQuery() { e, s, t }: UnsubscribeQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ ok: true } | string> {
    const done = await this.mail.unsubscribe(e, s, t);
    if (req.accepts(['json', 'html']) !== 'html') return { ok: true };
    noTrace(res);
    res.type('html');
    return unsubscribedPage(done.scope, pageLocale(req));
  }

  /** Mails the signed-in guest a link to confirm their address (nothing else is mailed to it before). */
  @Post('email-confirmation')
  @ApiRoute({
    operationId: 'requestEmailConfirmation',
    access: 'signed-in',
    summary:
      "Mail the signed-in guest a link to confirm their address (nothing else is mailed to it before); an account's address is confirmed already",
    response: emailConfirmationResultSchema,
    status: 200,
    errors: { 409: ['NO_EMAIL', 'EMAIL_UNDELIVERABLE'] },
  })
  requestConfirmation(@CurrentUser() user: User): Promise<EmailConfirmationResult> {
    return this.confirmations.request(user);
  }

  /** The confirmation link: a page with the button (GET changes nothing; mail scanners open links). */
  @Get('email-confirmation/:token')
  @ApiRoute({
    operationId: 'showEmailConfirmation',
    access: 'public',
    summary: 'The link in the confirmation mail: a page with the confirm button (opening it confirms nothing)',
    response: {
      media: 'text/html',
      description: 'The page with the button',
      example:
        '<!doctype html><title>Confirm your e-mail address</title><form method="post"><button>Confirm</button></form>',
    },
    errors: { 404: ['CONFIRMATION_INVALID'] },
  })
  async confirmPage(@Param('token') token: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    noTrace(res);
    if (!(await this.confirmations.isValid(token))) return invalid(req, res);
    res
      .status(200)
      .type('html')
      .send(confirmEmailPage(`/api/email-confirmation/${encodeURIComponent(token)}`, pageLocale(req)));
  }

  /** The page's button: confirms the address the link was made for. */
  @Post('email-confirmation/:token')
  @ApiRoute({
    operationId: 'confirmEmail',
    access: 'public',
    summary: "The page's button: confirms the guest's address the link was made for; needs no sign-in",
    response: {
      media: 'text/html',
      description: 'Confirmed',
      example: '<!doctype html><title>E-mail address confirmed</title><p>ann@example.org is confirmed.</p>',
    },
    status: 200,
    errors: { 404: ['CONFIRMATION_INVALID'] },
  })
  async confirm(@Param('token') token: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    noTrace(res);
    let email: string;
    try {
      ({ email } = await this.confirmations.confirm(token));
    } catch {
      return invalid(req, res);
    }
    res
      .status(200)
      .type('html')
      .send(emailConfirmedPage(email, pageLocale(req)));
  }
}
