import type { ApiErrorBody } from '../contracts/common.rules';
import { readCatalogues, translate, type ServerLocale } from './catalogue';

let byEnglish: Map<string, string> | null = null;

/**
 * The catalogue key of a server message, by its English text: the `error.*` messages (refusals, validation) are
 * written in English where they are thrown, and found here by that text to be answered in the requester's language.
 */
function keyOf(message: string): string | undefined {
  if (!byEnglish) {
    const english = readCatalogues().get('en') ?? {};
    byEnglish = new Map(
      Object.entries(english)
        .filter(([key]) => key.startsWith('error.'))
        .map(([key, text]) => [text, key]),
    );
  }
  return byEnglish.get(message);
}

/** A server message in a locale: its translation when the catalogue has it, else as written (English). */
export function localizeMessage(locale: ServerLocale, message: string): string {
  if (locale === 'en') return message;
  const key = keyOf(message);
  return key ? translate(locale, key) : message;
}

/** A refusal's `{message, fieldErrors}` in the requester's language; `code` stays as it is (clients act on it). */
export function localizeErrorBody(locale: ServerLocale, body: ApiErrorBody): ApiErrorBody {
  if (locale === 'en') return body;
  const fieldErrors =
    body.fieldErrors &&
    Object.fromEntries(
      Object.entries(body.fieldErrors).map(([field, messages]) => [
        field,
        messages.map((m) => localizeMessage(locale, m)),
      ]),
    );
  return { ...body, message: localizeMessage(locale, body.message), ...(fieldErrors && { fieldErrors }) };
}
