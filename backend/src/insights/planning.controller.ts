import { Controller, Get } from '@nestjs/common';
import { ApiRoute } from '../platform/common/api-route';
import { ValidQuery } from '../platform/common/zod-validation';
import { slotSuggestionQuerySchema, type SlotSuggestionQuery } from '../contracts/planning.contract';
import { SLOT_GROUPS, type SlotSuggestion } from '../contracts/planning.rules';
import { slotSuggestionSchema } from '../contracts/responses.contract';
import { targetDishCount } from './engine/category-balance';

@Controller('planning')
export class PlanningController {
  /** Dish slots for a headcount from the insights engine's per-10-people rule; the host edits them after. */
  @Get('slot-suggestion')
  @ApiRoute({
    operationId: 'suggestDishSlots',
    access: 'signed-in',
    summary: 'Dish slots per category for ?people= from the per-10-people rule',
    query: slotSuggestionQuerySchema,
    response: slotSuggestionSchema,
  })
  slotSuggestion(@ValidQuery() query: SlotSuggestionQuery): SlotSuggestion {
    const slots = Object.fromEntries(SLOT_GROUPS.map((g) => [g, targetDishCount(g, query.people)]));
    return { people: query.people, slots: slots as SlotSuggestion['slots'] };
  }
}
