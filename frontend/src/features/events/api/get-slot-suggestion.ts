import type { SlotSuggestion } from '@contracts/planning.rules';
import { apiJson } from '@/lib/api-client';

/** Slots for a headcount from the planning engine's per-10-people rule (asked once, on the host's tap). */
export async function getSlotSuggestion(people: number): Promise<SlotSuggestion | null> {
  return (
    (await apiJson<SlotSuggestion>('GET', `/api/planning/slot-suggestion?people=${encodeURIComponent(people)}`)) ?? null
  );
}
