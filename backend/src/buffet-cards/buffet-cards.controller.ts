import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiRoute } from '../platform/common/api-route';
import { ValidQuery } from '../platform/common/zod-validation';
import { buffetCardsQuerySchema, type BuffetCardsQuery } from '../contracts/buffet-cards.contract';
import type { User } from '../contracts/user.rules';
import { requestLocale } from '../i18n/locale';
import { BuffetCardsService } from './buffet-cards.service';

const pdfAnswer = {
  media: 'application/pdf',
  description: 'A PDF of buffet cards, six to a page, fonts embedded',
  example: '%PDF-1.3 …',
} as const;

@Controller('events/:id')
export class BuffetCardsController {
  constructor(private readonly cards: BuffetCardsService) {}

  /** Every dish's card, for anyone who may read the event. */
  @Get('buffet-cards.pdf')
  @ApiRoute({
    operationId: 'getBuffetCards',
    access: 'event-read',
    summary: "Buffet cards for the event's dishes as a printable PDF (A4 or US Letter)",
    query: buffetCardsQuerySchema,
    response: pdfAnswer,
  })
  async eventCards(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @ValidQuery() query: BuffetCardsQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    // In the requester's language, as the app's screens are.
    send(res, await this.cards.eventCards(user, id, query.paper, requestLocale(req, user.locale)));
  }

  /** One dish's card. */
  @Get('dishes/:dishId/buffet-card.pdf')
  @ApiRoute({
    operationId: 'getBuffetCard',
    access: 'event-read',
    summary: "One dish's buffet card as a printable PDF (A4 or US Letter)",
    query: buffetCardsQuerySchema,
    response: pdfAnswer,
    errors: { 404: ['DISH_NOT_FOUND'] },
  })
  async dishCard(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Param('dishId') dishId: string,
    @ValidQuery() query: BuffetCardsQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    send(res, await this.cards.dishCard(user, id, dishId, query.paper, requestLocale(req, user.locale)));
  }
}

function send(res: Response, file: { filename: string; pdf: Buffer }): void {
  // Private: the cards carry names; inline, so the phone's viewer opens it ready to print or share.
  res.set('Cache-Control', 'private, no-store');
  res.set('Content-Disposition', `inline; filename="${file.filename}"`);
  res.type('application/pdf').send(file.pdf);
}
