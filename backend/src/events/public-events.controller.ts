import { VersionEtag } from '../platform/versions/versioned-answer.interceptor';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiRoute } from '../platform/common/api-route';
import type { PublicEvent } from '../contracts/event.contract';
import { publicEventSchema } from '../contracts/responses.contract';
import { EventsService } from './events.service';

/** The join page's event view: no sign-in needed, no e-mail addresses or guest ids in it. */
@Controller('public/events')
export class PublicEventsController {
  constructor(private readonly events: EventsService) {}

  @Get(':id')
  @VersionEtag('shared')
  @ApiRoute({
    operationId: 'getPublicEvent',
    access: 'public',
    summary: 'Public view for the join page (no e-mail addresses)',
    response: publicEventSchema,
  })
  view(@Param('id') id: string): Promise<PublicEvent> {
    return this.events.publicView(id);
  }
}
