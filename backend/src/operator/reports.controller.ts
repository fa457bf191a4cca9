import { Controller, Headers, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { eventReportSchema, type EventReportData } from '../contracts/operator.contract';
import { ApiRoute } from '../platform/common/api-route';
import { ValidBody } from '../platform/common/zod-validation';
import { ReportsService } from './reports.service';

@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  /** "Report this event", from the join page: anyone with the link, signed in or not. */
  @Post('events/:eventId/reports')
  @ApiRoute({
    operationId: 'reportEvent',
    access: 'public',
    summary: 'Tell the operators of this server what is wrong with an event (anyone with its link)',
    description:
      'Counted per client network and per person each day (429 beyond). The same Idempotency-Key (a UUID) sent ' +
      'again changes nothing, with or without a session.',
    body: eventReportSchema,
    example: { reason: 'This is an advert, not a potluck' },
    response: null,
    status: 204,
  })
  async report(
    @Req() req: Request,
    @Param('eventId') eventId: string,
    @ValidBody() body: EventReportData,
    @Headers('idempotency-key') key?: string,
  ): Promise<void> {
    await this.reports.report(req, req.authUser ?? null, eventId, body, key ?? null);
  }
}
