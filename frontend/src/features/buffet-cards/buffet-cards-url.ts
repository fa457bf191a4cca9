export type Paper = 'a4' | 'letter';

/** Regions that print on US Letter; everyone else uses A4. */
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'GT', 'CR', 'PR', 'PA', 'DO', 'SV', 'NI']);

/** The paper the visitor most likely has, from the region of their language setting (en-US: Letter). */
export function defaultPaper(languages: readonly string[] = navigator.languages): Paper {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (region) return LETTER_REGIONS.has(region) ? 'letter' : 'a4';
    } catch {
      // A malformed language tag says nothing about paper.
    }
  }
  return 'a4';
}

export function eventCardsUrl(eventId: string, paper: Paper): string {
  return `/api/events/${encodeURIComponent(eventId)}/buffet-cards.pdf?paper=${paper}`;
}

export function dishCardUrl(eventId: string, dishId: string, paper: Paper): string {
  return `/api/events/${encodeURIComponent(eventId)}/dishes/${encodeURIComponent(dishId)}/buffet-card.pdf?paper=${paper}`;
}
