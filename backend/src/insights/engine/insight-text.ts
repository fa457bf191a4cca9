import { type CategoryGroup } from './category-balance';

// Small English helpers so every insight reads as a plain sentence with the right plurals.

export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : pluralForm}`;
}

export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "A, B, C and 2 more": long lists stay readable on a phone. */
export function listWithMore(items: readonly string[], max = 3): string {
  if (items.length <= max) return listJoin(items);
  return listJoin([...items.slice(0, max), `${items.length - max} more`]);
}

const NUMBER_WORDS = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];

/** For the start of a sentence: "Two", "Three", ... then digits. */
export function capitalisedCount(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

/** "12 adults and 4 kids", "1 adult", "3 kids". */
export function peoplePhrase(adults: number, kids: number): string {
  const parts = [adults > 0 ? plural(adults, 'adult') : '', kids > 0 ? plural(kids, 'kid') : ''].filter((p) => p);
  return parts.length ? listJoin(parts) : '0 people';
}

export function guestsPhrase(n: number): string {
  return plural(n, 'guest');
}

/** "is" or "are" for a count. */
export function isAre(n: number): string {
  return n === 1 ? 'is' : 'are';
}

export function nameWithContributor(dish: { name: string; contributorName: string }): string {
  const who = dish.contributorName.trim();
  return who ? `${dish.name.trim()} (${who})` : dish.name.trim();
}

export const GROUP_TEXT: Readonly<Record<CategoryGroup, { plural: string; singular: string; article: string }>> = {
  appetizer: { plural: 'appetizers', singular: 'appetizer', article: 'an appetizer' },
  main_dish: { plural: 'mains', singular: 'main', article: 'a main' },
  side_dish: { plural: 'sides', singular: 'side', article: 'a side' },
  dessert: { plural: 'desserts', singular: 'dessert', article: 'a dessert' },
  drinks: { plural: 'drinks', singular: 'drink', article: 'a drink' },
  cutlery: { plural: 'plates and cutlery', singular: 'set of plates and cutlery', article: 'plates and cutlery' },
};

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
