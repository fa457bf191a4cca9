import { Controller, Get, HttpCode, Next, Param, Post, Req, Res } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { PublicEvent } from '../../contracts/event.contract';
import { AppException } from '../common/app-exception';
import { Access } from '../common/route-access';
import { JoinPageService } from './join-page.service';
import { startPage } from './page-routes';
import { ShellPageService } from './shell-page.service';

/**
 * /join/{id}, a page for people (outside the API and its document): GET the event with its RSVP form, POST that form
 * sent without the app's code. Signed in or not (the page reads the session itself); no Idempotency-Key header (the
 * form carries its own key).
 */
@Controller('join/:id')
export class JoinPageController {
  constructor(
    private readonly pages: JoinPageService,
    private readonly shellPage: ShellPageService,
  ) {}

  @Access('public')
  @Get()
  show(@Param('id') id: string, @Req() req: Request, @Res() res: Response, @Next() next: NextFunction): Promise<void> {
    const page = async () => {
      const event = await this.pages.eventOr404(req, res, id);
      if (event) await this.pages.show(req, res, event);
    };
    // The database away: the app shell still opens (from its cache, or says what is wrong).
    return this.servePage(req, res, next, page, { shellOnFailure: true });
  }

  // The answer is the page again, taken or not: 200 unless a refusal says otherwise.
  @Access('public')
  @Post()
  @HttpCode(200)
  answer(
    @Param('id') id: string,
    @Req() req: Request,
    @Res() res: Response,
    @Next() next: NextFunction,
  ): Promise<void> {
    return this.servePostedForm(req, res, next, id, (event) => this.pages.answer(req, res, event));
  }

  // "Report this event" sent without the app's code: the answer is a page (thanks, or why not).
  @Access('public')
  @Post('report')
  @HttpCode(200)
  report(
    @Param('id') id: string,
    @Req() req: Request,
    @Res() res: Response,
    @Next() next: NextFunction,
  ): Promise<void> {
    return this.servePostedForm(req, res, next, id, (event) => this.pages.report(req, res, event));
  }

  /** A form posted from the join page of event `id`: refused across sites, a 404 page for an unknown event, else read. */
  private servePostedForm(
    req: Request,
    res: Response,
    next: NextFunction,
    id: string,
    handle: (event: PublicEvent) => Promise<void>,
  ): Promise<void> {
    return this.servePage(req, res, next, async () => {
      if (this.pages.refuseCrossSite(req, res)) return;
      const event = await this.pages.eventOr404(req, res, id);
      if (!event) return;
      await this.pages.readForm(req, res);
      await handle(event);
    });
  }

  /**
   * A page, or nothing when the app is not built (the request goes on, to a 404). A refusal (4xx) is a page saying
   * so; any other failure is the app's error answer, or with `shellOnFailure` the app shell (unless the page began).
   */
  private async servePage(
    req: Request,
    res: Response,
    next: NextFunction,
    page: () => Promise<void>,
    { shellOnFailure = false } = {},
  ): Promise<void> {
    if (!this.shellPage.available) return next();
    await startPage(req, res);
    try {
      await page();
    } catch (err) {
      if (refusedAsPage(err)) return this.pages.refuse(req, res, err.status, 'common.somethingWentWrong', err.message);
      if (!shellOnFailure || res.headersSent) throw err;
      await this.shellPage.send(req, res);
    }
  }
}

/** A refusal (4xx) is a page saying so; anything else is the app's error answer. */
const refusedAsPage = (err: unknown): err is AppException => err instanceof AppException && err.status < 500;
