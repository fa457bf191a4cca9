import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where the photos feature shows itself inside the dish screens (features do not import each other): the screen
 * that shows dishes provides these, and the dish card and form call them when present.
 */
export interface DishPhotoSlots {
  /** The dish card's picture, or null for the category picture. */
  cardPhoto: (dish: { id: string; name: string }) => ReactNode;
  /** The dish form's photo field (dishId null: a dish being added; draftKey: that add form's own key). */
  formField: (props: { dishId: string | null; draftKey: string; dishName: string; canEdit: boolean }) => ReactNode;
  /**
   * The print sheet's pictures: the cover (no dish) or a dish's photo, small and loaded at once (the sheet asks for
   * them only when printing is about to happen); null if none.
   */
  printPhoto: (dish: { id: string; name: string } | null) => ReactNode;
  /**
   * A new dish was sent or queued under this Idempotency-Key from the add form of `draftKey`: the picture chosen in
   * that form follows it (even one still being prepared), and no other dish.
   */
  dishSent: (createKey: string, draftKey: string) => void;
}

export const DishPhotoSlotsContext = createContext<DishPhotoSlots | null>(null);

export const useDishPhotoSlots = (): DishPhotoSlots | null => useContext(DishPhotoSlotsContext);
