import { Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { Public } from '../auth/public.decorator';
import type { ApiErrorBody } from '../contracts/common.rules';
import type { EmailConfirmationResult } from '../contracts/mail.contract';
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

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The token is a secret: not kept by caches, not sent on as a referrer. */
function noTrace(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
}

/** A browser gets a page saying so; an API client the usual error body. */
function invalid(req: Request, res: Response): void {
  if (req.accepts(['json', 'html']) === 'html') {
    res.status(404).type('html').send(confirmationInvalidPage());
    return;
  }
  const body: ApiErrorBody = { message: 'This confirmation link is not valid any more', code: 'CONFIRMATION_INVALID' };
  res.status(404).json(body);
}

@Controller()
export class MailController {
  constructor(
    private readonly mail: MailService,
    private readonly confirmations: EmailConfirmationService,
  ) {}

  // The link in an e-mail: a page with the button (GET changes nothing: mail scanners open links).
  @Public()
  @Get('unsubscribe')
  unsubscribePage(
    @Query('e') e: unknown,
    @Query('s') s: unknown,
    @Query('t') t: unknown,
    @Res({ passthrough: true }) res: Response,
  ): string {
    noTrace(res);
    const link = this.mail.checkUnsubscribeLink(str(e), str(s), str(t));
    const query = new URLSearchParams({ e: link.email, s: link.scope, t: str(t) });
    res.type('html');
    return unsubscribePage(link.scope, `/api/unsubscribe?${query.toString()}`);
  }

  // The page's button, and one-click unsubscribe (List-Unsubscribe-Post): mail apps POST here without a session.
  @Public()
  @Post('unsubscribe')
  @HttpCode(200)
  async oneClick(
    @Query('e') e: unknown,
    @Query('s') s: unknown,
    @Query('t') t: unknown,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ ok: true } | string> {
    const done = await this.mail.unsubscribe(str(e), str(s), str(t));
    if (req.accepts(['json', 'html']) !== 'html') return { ok: true };
    noTrace(res);
    res.type('html');
    return unsubscribedPage(done.scope);
  }

  /** Mails the signed-in guest a link to confirm their address (nothing else is mailed to it before). */
  @Post('email-confirmation')
  @HttpCode(200)
  requestConfirmation(@CurrentUser() user: User): Promise<EmailConfirmationResult> {
    return this.confirmations.request(user);
  }

  /** The confirmation link: a page with the button (GET changes nothing; mail scanners open links). */
  @Public()
  @Get('email-confirmation/:token')
  async confirmPage(@Param('token') token: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    noTrace(res);
    if (!(await this.confirmations.isValid(token))) return invalid(req, res);
    res
      .status(200)
      .type('html')
      .send(confirmEmailPage(`/api/email-confirmation/${encodeURIComponent(token)}`));
  }

  /** The page's button: confirms the address the link was made for. */
  @Public()
  @Post('email-confirmation/:token')
  async confirm(@Param('token') token: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    noTrace(res);
    let email: string;
    try {
      ({ email } = await this.confirmations.confirm(token));
    } catch {
      return invalid(req, res);
    }
    res.status(200).type('html').send(emailConfirmedPage(email));
  }
}
