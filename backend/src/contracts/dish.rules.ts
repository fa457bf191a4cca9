// The dish rules shared by both sides: constants, messages and pure functions, no zod (the app loads them on
// every screen; the schemas in dish.contract.ts load only with the forms).

export const DISH_NAME_MAX = 255;
export const DISH_DESCRIPTION_MAX = 2000;
export const DISH_SERVING_SIZE_MAX = 100;

/**
 * A dish's picture comes from our own origin only: a path under one of these folders (the category pictures the app
 * ships). An address on another host would tell that host who looks at the event, and when; it is refused.
 */
export const OWN_IMAGE_FOLDERS: readonly string[] = ['/images/'];
export const OWN_IMAGE_MESSAGE = 'validation.dish.ownImage';
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

/**
 * The dietary flags a dish carries (signed-up dishes, catalogue entries and suggestions), in the dish form's order.
 * The one list: types, schemas, mappers, badges and the CSV column derive from it, so a new flag is a change here
 * (its texts and badge place in DISH_FLAG_TEXT), on the dish entity and in a migration.
 */
export const DISH_FLAGS = [
  'isVegetarian',
  'isVegan',
  'isGlutenFree',
  'isDairyFree',
  'containsNuts',
  'isSpicy',
  'containsMeat',
] as const;
export type DishFlag = (typeof DISH_FLAGS)[number];
export type DishFlags = { [F in DishFlag]: boolean };

/**
 * Per flag: its full name (the dish form's checkbox, what screen readers hear on a badge), the badge's short label
 * and icon (so colour is never the only signal), the badge's place among the badges (what the dish is first:
 * vegan, veg, meat; then what to watch for), and the short code the built-in dish catalogue writes it with.
 */
export const DISH_FLAG_TEXT = {
  isVegetarian: { name: 'Vegetarian', badge: 'Veg', icon: '🥕', badgeOrder: 2, code: 'veg' },
  isVegan: { name: 'Vegan', badge: 'Vegan', icon: '🌱', badgeOrder: 1, code: 'vegan' },
  isGlutenFree: { name: 'Gluten-free', badge: 'GF', icon: '🌾', badgeOrder: 4, code: 'gf' },
  isDairyFree: { name: 'Dairy-free', badge: 'DF', icon: '🥛', badgeOrder: 5, code: 'df' },
  containsNuts: { name: 'Contains nuts', badge: 'Nuts', icon: '🥜', badgeOrder: 6, code: 'nuts' },
  isSpicy: { name: 'Spicy', badge: 'Spicy', icon: '🌶️', badgeOrder: 7, code: 'spicy' },
  containsMeat: { name: 'Contains meat', badge: 'Meat', icon: '🍖', badgeOrder: 3, code: 'meat' },
} as const satisfies Readonly<
  Record<DishFlag, { name: string; badge: string; icon: string; badgeOrder: number; code: string }>
>;

/**
 * Per flag, how a buffet card prints it so that it reads in black and white: the mark when the flag is set (a
 * warning is a filled square, a diet or "free of" mark an outlined circle, each with its letters) and, for the "free
 * of" flags, the warning when it is not (a dish nobody marked gluten-free may contain gluten), with its words' key.
 */
export interface DishFlagPrintMark {
  set: { shape: 'warning' | 'diet'; symbol: string };
  unset?: { shape: 'warning' | 'diet'; symbol: string; key: string };
  /** No warning when the dish carries this flag, which implies this one. */
  unlessAlso?: DishFlag;
}
export const DISH_FLAG_PRINT_MARKS: Readonly<Record<DishFlag, DishFlagPrintMark>> = {
  isVegan: { set: { shape: 'diet', symbol: 'VG' } },
  isVegetarian: { set: { shape: 'diet', symbol: 'V' } },
  containsMeat: { set: { shape: 'warning', symbol: 'M' } },
  isGlutenFree: {
    set: { shape: 'diet', symbol: 'GF' },
    unset: { shape: 'warning', symbol: 'G', key: 'buffetCards.mayContainGluten' },
  },
  isDairyFree: {
    set: { shape: 'diet', symbol: 'DF' },
    unset: { shape: 'warning', symbol: 'D', key: 'buffetCards.mayContainDairy' },
    // A vegan dish has no dairy, whether or not it is marked dairy-free.
    unlessAlso: 'isVegan',
  },
  containsNuts: { set: { shape: 'warning', symbol: 'N' } },
  isSpicy: { set: { shape: 'warning', symbol: 'S' } },
};

/**
 * The guest restrictions (as the insights read guests' answers) each flag speaks to. A dish meets a restriction when
 * it carries a flag that `meets` it (a restriction no flag meets: unless told otherwise) and no flag that `breaks` it.
 */
export const DISH_FLAG_RESTRICTIONS = {
  isVegetarian: { meets: ['vegetarian'], breaks: [] },
  isVegan: { meets: ['vegetarian', 'vegan'], breaks: [] },
  isGlutenFree: { meets: ['gluten_free'], breaks: [] },
  isDairyFree: { meets: ['dairy_free'], breaks: [] },
  containsNuts: { meets: [], breaks: ['nut_allergy'] },
  isSpicy: { meets: [], breaks: ['mild'] },
  containsMeat: { meets: [], breaks: ['vegetarian', 'vegan'] },
} as const satisfies Readonly<Record<DishFlag, { meets: readonly string[]; breaks: readonly string[] }>>;

/** A guest restriction some dish flag speaks to. */
export type FlagRestriction =
  (typeof DISH_FLAG_RESTRICTIONS)[DishFlag][keyof (typeof DISH_FLAG_RESTRICTIONS)[DishFlag]][number];

/**
 * Every restriction some dish flag speaks to, once: the only dietary needs guests who do not manage an event learn
 * of (as counts). A spec checks it against DISH_FLAG_RESTRICTIONS.
 */
export const KNOWN_RESTRICTION_NAMES = [
  'vegetarian',
  'vegan',
  'gluten_free',
  'dairy_free',
  'nut_allergy',
  'mild',
] as const satisfies readonly FlagRestriction[];

const flagsThat = (side: 'meets' | 'breaks', restriction: FlagRestriction) =>
  DISH_FLAGS.filter((flag) => (DISH_FLAG_RESTRICTIONS[flag][side] as readonly string[]).includes(restriction));

/** Whether a dish (by its flags) suits a guest with this restriction. */
export function dishMeets(dish: Partial<Readonly<DishFlags>>, restriction: FlagRestriction): boolean {
  const meeting = flagsThat('meets', restriction);
  return (
    (meeting.length === 0 || meeting.some((f) => dish[f])) && !flagsThat('breaks', restriction).some((f) => dish[f])
  );
}

/**
 * The flags the event list notes after the dish a guest brings, the first one set: "(Vegan)", else "(Vegetarian)";
 * each with the word its message (event.card.bringing) selects.
 */
const DISH_NOTE_WORDS = { isVegan: 'vegan', isVegetarian: 'vegetarian' } as const satisfies Partial<
  Record<DishFlag, string>
>;
export type DishNoteFlag = keyof typeof DISH_NOTE_WORDS;
export const DISH_NOTE_FLAGS = Object.keys(DISH_NOTE_WORDS) as readonly DishNoteFlag[];

/** The word the note after the name of the dish a guest brings selects: its first note flag set, or 'none'. */
export function dishNoteWord(dish: Readonly<Record<DishNoteFlag, boolean>>): string {
  const flag = DISH_NOTE_FLAGS.find((f) => dish[f]);
  return flag === undefined ? 'none' : DISH_NOTE_WORDS[flag];
}

/** A flag's short code in the dish catalogue; the union catches typos at compile time. */
export type DishFlagCode = (typeof DISH_FLAG_TEXT)[DishFlag]['code'];

/** The full name of each dish flag: the dish form's checkboxes and what screen readers hear on a badge. */
export const DISH_FLAG_NAMES: Readonly<Record<DishFlag, string>> = mapFlags((flag) => DISH_FLAG_TEXT[flag].name);

/**
 * The one table of dish badges (the app's dish cards and the server-rendered join page): short labels, each with an
 * icon so colour is never the only signal; screen readers hear the flag's full name.
 */
export const DISH_BADGES: ReadonlyArray<{ flag: DishFlag; label: string; icon: string }> = [...DISH_FLAGS]
  .sort((a, b) => DISH_FLAG_TEXT[a].badgeOrder - DISH_FLAG_TEXT[b].badgeOrder)
  .map((flag) => ({ flag, label: DISH_FLAG_TEXT[flag].badge, icon: DISH_FLAG_TEXT[flag].icon }));

/** A dish with no dietary flags: what a new dish starts from. */
export const NO_DISH_FLAGS: Readonly<DishFlags> = mapFlags(() => false);

/** The dietary flags of anything that carries them, and nothing else; a flag left out is false. */
export function dishFlagsOf(dish: Partial<Readonly<Record<DishFlag, boolean | null>>>): DishFlags {
  return mapFlags((flag) => dish[flag] ?? false);
}

/** A record with one entry per flag, in the list's order. */
export function mapFlags<T>(value: (flag: DishFlag) => T): Record<DishFlag, T> {
  return mapSomeFlags(DISH_FLAGS, value);
}

/** A record with one entry per flag of `flags`, in their order. */
export function mapSomeFlags<F extends DishFlag, T>(flags: readonly F[], value: (flag: F) => T): Record<F, T> {
  return Object.fromEntries(flags.map((flag) => [flag, value(flag)])) as Record<F, T>;
}

/** The kinds of dish an event's dietary rules can turn away, in the order the dish form names them. */
const NOT_ALLOWED_DISHES = [
  ['allowVegan', 'vegan'],
  ['allowVegetarian', 'vegetarian'],
  ['allowNonVegetarian', 'meat'],
] as const satisfies ReadonlyArray<readonly [keyof DietaryRules, string]>;
export type NotAllowedDish = (typeof NOT_ALLOWED_DISHES)[number][1];

/** The event's dietary rules as the kinds of dish the dish form says are not welcome (screens word them). */
export function dishesNotAllowed(rules: DietaryRules): NotAllowedDish[] {
  return NOT_ALLOWED_DISHES.filter(([rule]) => !rules[rule]).map(([, kind]) => kind);
}

/** The guest list CSV's flags column: the badges' short labels; a vegan dish is not called Veg as well. */
export function dishFlagLabels(dish: DishFlags): string[] {
  return DISH_BADGES.filter((b) => dish[b.flag] && !(b.flag === 'isVegetarian' && dish.isVegan)).map((b) => b.label);
}

/** Meat rules out vegetarian and vegan; the message goes under the meat box. */
export function dishFlagConflict(dish: Partial<DishFlags>): { flag: DishFlag; message: string } | null {
  return dish.containsMeat && (dish.isVegan || dish.isVegetarian)
    ? { flag: 'containsMeat', message: 'validation.dish.meatNotVeg' }
    : null;
}

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
  if (dish.isVegan && !rules.allowVegan) return 'validation.dish.veganNotAllowed';
  if (dish.isVegetarian && !dish.containsMeat && !rules.allowVegetarian) return 'validation.dish.vegetarianNotAllowed';
  if (dish.containsMeat && !rules.allowNonVegetarian) return 'validation.dish.nonVegetarianNotAllowed';
  return null;
}

/** Dishes the dish list draws at a time: a list of up to 40 is whole; a longer one shows 40 more on request. */
export const DISH_PAGE = 40;
