import { translate, type MessageValues, type ServerLocale } from './catalogue';

/**
 * Words the server says to a person, as a catalogue key and its values rather than a sentence: thrown in a refusal
 * (AppException), they are written in the requester's language when answered, numbers and names included. As text
 * (a log line, `message`), they are the English catalogue's.
 */
export class ServerText {
  constructor(
    readonly key: string,
    readonly values: MessageValues = {},
  ) {}

  in(locale: ServerLocale): string {
    return translate(locale, this.key, this.values);
  }

  toString(): string {
    return this.in('en');
  }
}

export const serverText = (key: string, values?: MessageValues): ServerText => new ServerText(key, values);

/** Words in a locale: a ServerText said in it, plain text (a name, a page's own words) as it is. */
export const sayIn = (locale: ServerLocale, words: string | ServerText): string =>
  words instanceof ServerText ? words.in(locale) : words;
