// The dish rules shared by both sides: constants, messages and pure functions, no zod (the app loads them on
// every screen; the schemas in dish.contract.ts load only with the forms).

export const DISH_NAME_MAX = 255;

/**
 * A dish's picture comes from our own origin only: a path under one of these folders (the category pictures the app
 * ships). An address on another host would tell that host who looks at the event, and when; it is refused.
 */
export const OWN_IMAGE_FOLDERS: readonly string[] = ['/images/'];
export const OWN_IMAGE_MESSAGE = 'Must be a picture from this app (an address starting with /images/)';
const IMAGE_PATH = /^\/[A-Za-z0-9][A-Za-z0-9._/-]{0,254}$/;

/** Whether a dish picture address is one of ours: a plain path in an image folder, nothing that leaves the origin. */
export function isOwnImagePath(value: string): boolean {
  return (
    IMAGE_PATH.test(value) &&
    !value.includes('//') &&
    !value.split('/').includes('..') &&
    OWN_IMAGE_FOLDERS.some((folder) => value.startsWith(folder))
  );
}

export interface DietaryRules {
  allowVegan: boolean;
  allowVegetarian: boolean;
  allowNonVegetarian: boolean;
}
/** The dietary flags a dish carries: signed-up dishes, catalogue entries and suggestions. */
export interface DishFlags {
  isVegetarian: boolean;
  isVegan: boolean;
  isGlutenFree: boolean;
  isDairyFree: boolean;
  containsNuts: boolean;
  isSpicy: boolean;
  containsMeat: boolean;
}

/** A dish with no dietary flags: what a new dish starts from. */
/** The full name of each dish flag: the dish form's checkboxes and what screen readers hear on a badge. */
export const DISH_FLAG_NAMES: Readonly<Record<keyof DishFlags, string>> = {
  isVegetarian: 'Vegetarian',
  isVegan: 'Vegan',
  isGlutenFree: 'Gluten-free',
  isDairyFree: 'Dairy-free',
  containsNuts: 'Contains nuts',
  isSpicy: 'Spicy',
  containsMeat: 'Contains meat',
};

/**
 * The one table of dish badges (the app's dish cards and the server-rendered join page): short labels, each with an
 * icon so colour is never the only signal; screen readers hear the flag's full name.
 */
export const DISH_BADGES: ReadonlyArray<{ flag: keyof DishFlags; label: string; icon: string }> = [
  { flag: 'isVegan', label: 'Vegan', icon: '🌱' },
  { flag: 'isVegetarian', label: 'Veg', icon: '🥕' },
  { flag: 'containsMeat', label: 'Meat', icon: '🍖' },
  { flag: 'isGlutenFree', label: 'GF', icon: '🌾' },
  { flag: 'isDairyFree', label: 'DF', icon: '🥛' },
  { flag: 'containsNuts', label: 'Nuts', icon: '🥜' },
  { flag: 'isSpicy', label: 'Spicy', icon: '🌶️' },
];

export const NO_DISH_FLAGS: Readonly<DishFlags> = {
  isVegetarian: false,
  isVegan: false,
  isGlutenFree: false,
  isDairyFree: false,
  containsNuts: false,
  isSpicy: false,
  containsMeat: false,
};

/** The dietary flags of anything that carries them, and nothing else. */
export function dishFlagsOf(dish: DishFlags): DishFlags {
  const { isVegetarian, isVegan, isGlutenFree, isDairyFree, containsNuts, isSpicy, containsMeat } = dish;
  return { isVegetarian, isVegan, isGlutenFree, isDairyFree, containsNuts, isSpicy, containsMeat };
}

export const DISH_EDIT_FORBIDDEN_MESSAGE = 'Only the dish contributor and event host can edit it.';

/** Only the dish's contributor, the event's host and its co-hosts may change or delete a dish; anyone who may read the event adds one. */
export function canEditDish(
  dish: { contributorId: string | null },
  event: { hostId: string },
  userId: string | null | undefined,
  /** The caller is one of the event's co-hosts, who manage dishes like the host. */
  coHost = false,
): boolean {
  return !!userId && (dish.contributorId === userId || event.hostId === userId || coHost);
}

/** The event's dietary rules, checked in the form before sending and again on the server. */
export function dietaryRuleViolation(
  dish: Partial<Pick<DishFlags, 'isVegan' | 'isVegetarian' | 'containsMeat'>>,
  rules: DietaryRules,
): string | null {
  if (dish.isVegan && !rules.allowVegan) return 'Vegan dishes are not allowed for this potluck.';
  if (dish.isVegetarian && !dish.containsMeat && !rules.allowVegetarian)
    return 'Vegetarian dishes are not allowed for this potluck.';
  if (dish.containsMeat && !rules.allowNonVegetarian) return 'Non-vegetarian dishes are not allowed for this potluck.';
  return null;
}
