import { Controller, Get, Param, Put } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { DISH_EDIT_REFUSALS } from '../dishes/dish-edit-refusals';
import { apiRoutesAnswering } from '../platform/common/api-route';
import { ValidBody } from '../platform/common/zod-validation';
import {
  afterPartySchema,
  dishAfterNoteInputSchema,
  dishContainerInputSchema,
  thankYouInputSchema,
  type AfterParty,
  type DishAfterNote,
  type ThankYou,
  type DishContainerInput,
} from '../contracts/after-party.contract';
import type { User } from '../contracts/user.rules';
import { AfterPartyService } from './after-party.service';

/** Every route answers the after party as its page shows it, so the page redraws from any change. */
const AfterPartyRoute = apiRoutesAnswering(afterPartySchema);

@Controller('events/:id')
export class AfterPartyController {
  constructor(private readonly afterParty: AfterPartyService) {}

  @Get('after-party')
  @AfterPartyRoute({
    operationId: 'getAfterParty',
    access: 'event-read',
    summary: "After the party: whether it is over, who brought what, recipes and notes, the host's thank-you",
  })
  view(@CurrentUser() user: User, @Param('id') id: string): Promise<AfterParty> {
    return this.afterParty.view(user, id);
  }

  @Put('dishes/:dishId/after-note')
  @AfterPartyRoute({
    operationId: 'setDishAfterNote',
    access: 'author-or-manager',
    summary: "A dish's recipe or note (text; a link stays text); blank removes it",
    body: dishAfterNoteInputSchema,
    example: { note: 'Soak the lentils overnight. Recipe: https://example.com/dal' },
    errors: DISH_EDIT_REFUSALS,
  })
  setNote(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Param('dishId') dishId: string,
    @ValidBody() body: DishAfterNote,
  ): Promise<AfterParty> {
    return this.afterParty.setNote(user, id, dishId, body.note);
  }

  @Put('dishes/:dishId/container')
  @AfterPartyRoute({
    operationId: 'setDishContainer',
    access: 'author-or-manager',
    summary: 'A container was left with the dish and is to be returned to its contributor (false: returned)',
    body: dishContainerInputSchema,
    example: { left: true },
    errors: DISH_EDIT_REFUSALS,
  })
  setContainer(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Param('dishId') dishId: string,
    @ValidBody() body: DishContainerInput,
  ): Promise<AfterParty> {
    return this.afterParty.setContainer(user, id, dishId, body.left);
  }

  @Put('thank-you')
  @AfterPartyRoute({
    operationId: 'setThankYou',
    access: 'event-manage',
    summary: "The host's thank-you line in the after-party summary; blank removes it",
    body: thankYouInputSchema,
    example: { thankYou: 'Thank you all for a wonderful evening!' },
    errors: { 403: ['NOT_HOST'] },
  })
  setThankYou(@CurrentUser() user: User, @Param('id') id: string, @ValidBody() body: ThankYou): Promise<AfterParty> {
    return this.afterParty.setThankYou(user, id, body.thankYou);
  }
}
