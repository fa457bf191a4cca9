import { translate, type MessageValues } from '../../src/i18n/catalogue';

/** A catalogue message as the API says it to a requester who asked for no other language. */
export const english = (key: string, values?: MessageValues): string => translate('en', key, values);
