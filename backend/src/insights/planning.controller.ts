import { Controller, Get, Query } from '@nestjs/common';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { slotSuggestionQuerySchema } from '../contracts/planning.contract';
import { SLOT_GROUPS, type SlotSuggestion } from '../contracts/planning.rules';
import { targetDishCount } from './engine/category-balance';

@Controller('planning')
export class PlanningController {
  /** Dish slots for a headcount from the planning engine's per-10-people rule; the host edits them after. */
  @Get('slot-suggestion')
  slotSuggestion(@Query(new ZodBodyPipe(slotSuggestionQuerySchema)) query: { people: number }): SlotSuggestion {
    const slots = Object.fromEntries(SLOT_GROUPS.map((g) => [g, targetDishCount(g, query.people)]));
    return { people: query.people, slots: slots as SlotSuggestion['slots'] };
  }
}
