import { Controller, Get, Next, Req, Res } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Access } from '../common/route-access';
import { isApiPath, SHELL_ROUTE, startPage } from './page-routes';
import { ShellPageService } from './shell-page.service';

/**
 * The app shell for every GET no file (served before any route), page or API route answers. Registered last, and
 * it steps aside for the API's paths and for missing files (a path with an extension is a real 404, not the app).
 */
@Controller()
export class ShellPageController {
  constructor(private readonly shellPage: ShellPageService) {}

  @Access('public')
  @Get(SHELL_ROUTE)
  async shell(@Req() req: Request, @Res() res: Response, @Next() next: NextFunction): Promise<void> {
    if (!this.shellPage.available || isApiPath(req.path) || /\.[a-z0-9]+$/i.test(req.path)) return next();
    await startPage(req, res);
    await this.shellPage.send(req, res);
  }
}
