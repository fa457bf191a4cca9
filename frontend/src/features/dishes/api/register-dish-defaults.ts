import type { QueryClient } from '@tanstack/react-query';
import { registerCreateDishDefaults } from './create-dish';
import { registerDeleteDishDefaults } from './delete-dish';
import { registerUpdateDishDefaults } from './update-dish';

/** Called once at start-up, before persisted (offline) dish changes are resumed. */
export function registerDishDefaults(queryClient: QueryClient): void {
  registerCreateDishDefaults(queryClient);
  registerUpdateDishDefaults(queryClient);
  registerDeleteDishDefaults(queryClient);
}
