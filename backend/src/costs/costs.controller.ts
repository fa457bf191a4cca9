import { Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { apiRoutesAnswering } from '../platform/common/api-route';
import { ValidBody } from '../platform/common/zod-validation';
import {
  confirmShareInputSchema,
  costInputSchema,
  costSettingsInputSchema,
  costsViewSchema,
  myShareInputSchema,
  type ConfirmShareInput,
  type CostInput,
  type CostSettingsInput,
  type CostsView,
  type MyShareInput,
} from '../contracts/cost.contract';
import type { User } from '../contracts/user.rules';
import { CostsService } from './costs.service';

/** Every route answers the event's costs as the caller may see them. */
const CostsRoute = apiRoutesAnswering(costsViewSchema);

const COST_EXAMPLE = {
  what: 'Ice and paper plates',
  amountMinor: 2450,
  payerId: null,
  paymentLink: 'https://paypal.me/anna',
  paymentNote: null,
};

@Controller('events/:eventId/costs')
export class CostsController {
  constructor(private readonly costs: CostsService) {}

  @Get()
  @CostsRoute({
    operationId: 'getCosts',
    access: 'event-read',
    summary: "The event's costs, the total, and each household's share as the caller may see them",
  })
  view(@CurrentUser() user: User, @Param('eventId') eventId: string): Promise<CostsView> {
    return this.costs.view(user, eventId);
  }

  @Put('settings')
  @CostsRoute({
    operationId: 'setUpCosts',
    access: 'event-own',
    summary: 'Choose the currency (fixed once costs exist), who records costs and how they are split',
    body: costSettingsInputSchema,
    example: { currency: 'EUR', recorders: 'managers', split: 'adult', kidWeight: 50 },
    errors: { 403: ['NOT_OWNER'], 409: ['CURRENCY_LOCKED'] },
  })
  setUp(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @ValidBody() body: CostSettingsInput,
  ): Promise<CostsView> {
    return this.costs.setUp(user, eventId, body);
  }

  /** The caller's household paid its share back, or takes that back. */
  @Put('my-share')
  @CostsRoute({
    operationId: 'markMyShare',
    access: 'event-read',
    summary: "Say the caller's household paid its share (the amount it saw), or did not",
    body: myShareInputSchema,
    example: { paid: true, paidMinor: 1225 },
    errors: { 409: ['NOT_A_HOUSEHOLD'] },
  })
  markMine(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @ValidBody() body: MyShareInput,
  ): Promise<CostsView> {
    return this.costs.markMine(user, eventId, body);
  }

  @Put('households/:householdId/confirm')
  @CostsRoute({
    operationId: 'confirmShare',
    access: 'event-read',
    summary: "A payer, the host or a co-host confirms a household's share was paid back (or takes that back)",
    body: confirmShareInputSchema,
    example: { confirmed: true },
    errors: { 403: ['NOT_PAYER'], 404: ['HOUSEHOLD_NOT_FOUND'] },
  })
  confirm(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @Param('householdId') householdId: string,
    @ValidBody() body: ConfirmShareInput,
  ): Promise<CostsView> {
    return this.costs.confirm(user, eventId, householdId, body);
  }

  @Post()
  @CostsRoute({
    operationId: 'recordCost',
    access: 'event-costs',
    summary: 'Record what was bought, for how much and who paid',
    body: costInputSchema,
    example: COST_EXAMPLE,
    errors: { 403: ['NOT_COST_RECORDER'], 409: ['PAYER_NOT_GOING'], 422: ['TOO_MANY_COSTS'] },
  })
  record(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @ValidBody() body: CostInput,
  ): Promise<CostsView> {
    return this.costs.record(user, eventId, body);
  }

  @Put(':costId')
  @CostsRoute({
    operationId: 'updateCost',
    access: 'event-costs',
    summary: 'Change a cost (the hosts any; others the ones they recorded)',
    body: costInputSchema,
    example: COST_EXAMPLE,
    errors: { 403: ['NOT_COST_RECORDER'], 404: ['COST_NOT_FOUND'], 409: ['PAYER_NOT_GOING'] },
  })
  update(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @Param('costId') costId: string,
    @ValidBody() body: CostInput,
  ): Promise<CostsView> {
    return this.costs.update(user, eventId, costId, body);
  }

  @Delete(':costId')
  @CostsRoute({
    operationId: 'deleteCost',
    access: 'event-costs',
    summary: 'Delete a cost (the hosts any; others the ones they recorded)',
    status: 200,
    errors: { 403: ['NOT_COST_RECORDER'], 404: ['COST_NOT_FOUND'] },
  })
  remove(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @Param('costId') costId: string,
  ): Promise<CostsView> {
    return this.costs.remove(user, eventId, costId);
  }
}
