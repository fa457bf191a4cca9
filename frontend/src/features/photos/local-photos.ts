import { create } from 'zustand';

/**
 * Pictures shown before the server has them: a dish added offline shows its own picture at once, and so does a dish
 * whose photo is on its way. Object URLs by dish id (a pending dish's too); dropped once the server's photo is in.
 */
export const useLocalPhotos = create<{ byDish: Record<string, string> }>(() => ({ byDish: {} }));

export function showLocalPhoto(dishId: string, photo: Blob): void {
  useLocalPhotos.setState((s) => ({ byDish: { ...s.byDish, [dishId]: URL.createObjectURL(photo) } }));
}

export function dropLocalPhoto(dishId: string): void {
  useLocalPhotos.setState((s) => {
    const url = s.byDish[dishId];
    if (!url) return s;
    URL.revokeObjectURL(url);
    const byDish = { ...s.byDish };
    delete byDish[dishId];
    return { byDish };
  });
}

/**
 * The picture chosen in a dish add form, by that form's own key, until its dish is sent: a promise, since "Add Dish"
 * may be tapped while the picture is still being prepared (null: none after all). A picture belongs to the form it
 * was chosen in, so the dish added with that form takes it, and no other form ever sees it.
 */
export const dishPhotoDrafts = new Map<string, Promise<Blob | null>>();

/** Pictures of new dishes being written to IndexedDB, by their create's Idempotency-Key. */
export const savingNewDishPhotos = new Map<string, Promise<unknown>>();
