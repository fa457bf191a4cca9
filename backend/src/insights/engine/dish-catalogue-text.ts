import type { Locale } from '../../contracts/locale.rules';
import ar from './dish-catalogue.ar.json';
import de from './dish-catalogue.de.json';
import es from './dish-catalogue.es.json';
import fr from './dish-catalogue.fr.json';
import hi from './dish-catalogue.hi.json';
import ptBR from './dish-catalogue.pt-BR.json';

/** What a reader sees of a catalogue dish: its name and its one-line description. */
export interface DishText {
  name: string;
  description: string;
}

/**
 * The catalogue's dishes in every language but English (the catalogue itself), keyed by the English name: the dish's
 * identity, which the rules read (flags, pork, signed-up names). The tables stay on the server: suggestions are
 * written here, in the requester's language, and never ship with the app's messages.
 */
export const DISH_TRANSLATIONS: Readonly<Record<Exclude<Locale, 'en'>, Readonly<Record<string, DishText>>>> = {
  es,
  fr,
  de,
  'pt-BR': ptBR,
  hi,
  ar,
};

const hasTable = (locale: string): locale is keyof typeof DISH_TRANSLATIONS => Object.hasOwn(DISH_TRANSLATIONS, locale);

/** A catalogue dish's name and description in a locale; English (and a locale without a table) as it is. */
export function dishText(dish: DishText, locale: string): DishText {
  const own = hasTable(locale) ? DISH_TRANSLATIONS[locale][dish.name] : undefined;
  return own ?? { name: dish.name, description: dish.description };
}

/**
 * A loose key for names in any script: case, Latin accents and punctuation ignored ("Lasaña!" meets "lasana"). The
 * English key (dishNameKey) drops every letter outside a–z, so Hindi and Arabic names need this one.
 */
export const anyScriptNameKey = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('en')
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((w) => w.length > 0)
    .join(' ');

let translatedKeys: Map<string, string> | null = null;

/**
 * The English name of the catalogue dish a name is a translation of, or null. A guest who picks a suggestion in
 * Spanish signs up "Lasaña de carne": it is the catalogue's "Beef lasagna", not to be suggested again.
 */
export function catalogueNameOf(name: string): string | null {
  translatedKeys ??= new Map(
    Object.values(DISH_TRANSLATIONS).flatMap((table) =>
      Object.entries(table).map(([english, text]) => [anyScriptNameKey(text.name), english] as const),
    ),
  );
  return translatedKeys.get(anyScriptNameKey(name)) ?? null;
}
