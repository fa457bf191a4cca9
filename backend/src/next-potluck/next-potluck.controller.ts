import { Controller, Param, Post } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiRoute } from '../platform/common/api-route';
import { ValidBody } from '../platform/common/zod-validation';
import {
  nextPotluckInputSchema,
  nextPotluckResultSchema,
  type NextPotluckInput,
  type NextPotluckResult,
} from '../contracts/next-potluck.contract';
import type { User } from '../contracts/user.rules';
import { NextPotluckService } from './next-potluck.service';

@Controller('events/:id')
export class NextPotluckController {
  constructor(private readonly next: NextPotluckService) {}

  @Post('next-potluck')
  @ApiRoute({
    operationId: 'startNextPotluck',
    access: 'event-manage',
    summary: "Start the next potluck: this one's settings on a new date, its guests invited by e-mail once",
    body: nextPotluckInputSchema,
    example: { day: '2027-01-15' },
    response: nextPotluckResultSchema,
    errors: { 403: ['NOT_HOST', 'ACCOUNT_REQUIRED'] },
  })
  start(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @ValidBody() body: NextPotluckInput,
  ): Promise<NextPotluckResult> {
    return this.next.start(user, id, body.day);
  }
}
