import { VersionEtag } from '../platform/versions/versioned-answer.interceptor';
import { Controller, Get, Header } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiRoute } from '../platform/common/api-route';
import type { EventSummary } from '../contracts/event.contract';
import { eventSummarySchema } from '../contracts/responses.contract';
import type { User } from '../contracts/user.rules';
import { EventsService } from './events.service';

/** My RSVPs (/dashboard). */
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly events: EventsService) {}

  @Get('rsvped-events')
  @Header('Cache-Control', 'private, no-cache')
  @VersionEtag('list')
  @ApiRoute({
    operationId: 'listRsvpedEvents',
    access: 'signed-in',
    summary: 'Events the user has RSVPed to',
    response: eventSummarySchema.array(),
  })
  rsvpedEvents(@CurrentUser() user: User): Promise<EventSummary[]> {
    return this.events.listRsvped(user);
  }
}
