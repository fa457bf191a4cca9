import type { KitchenPlan } from '@contracts/kitchen.contract';
import { describe, expect, it } from 'vitest';
import { clashesWith } from './kitchen-clashes';

const needs = {
  oven: null,
  stove: false,
  fridge: false,
  freezer: false,
  outlet: false,
  utensils: false,
  arrivesAt: null,
};
const plan: KitchenPlan = {
  timeZone: 'Europe/Berlin',
  startsAt: '2026-12-04T18:30',
  kitchen: { ovens: 1, outlets: null, fridgeShelves: null },
  dishes: [
    {
      dishId: '00000000-0000-4000-8000-000000000001',
      name: 'Lasagna',
      contributorName: 'Ann',
      arrivesAtUtc: null,
      needs: { ...needs, oven: { temperature: 180, unit: 'C', minutes: 30 }, arrivesAt: '2026-12-04T18:00' },
    },
    { dishId: '00000000-0000-4000-8000-000000000002', name: 'Pie', contributorName: 'Ben', arrivesAtUtc: null, needs },
  ],
  uses: [],
  clashes: [],
};
const pie = '00000000-0000-4000-8000-000000000002';
const oven = { temperature: 175, unit: 'C' as const, minutes: 20 };

describe('busy kitchen slots', () => {
  it('warns when the oven is taken at the picked time, and not once the time moves', () => {
    expect(clashesWith(plan, pie, { ...needs, oven, arrivesAt: '2026-12-04T18:10' })).toEqual([
      '2 dishes need the oven at 18:10; you have 1',
    ]);
    expect(clashesWith(plan, pie, { ...needs, oven, arrivesAt: '2026-12-04T18:30' })).toEqual([]);
    expect(clashesWith(plan, pie, { ...needs, arrivesAt: '2026-12-04T18:10' })).toEqual([]);
  });
});
