import { markup, type SafeHtml } from '../platform/common/html';
import { translate, translator, type ServerLocale } from '../i18n/catalogue';
import { htmlTranslator } from '../i18n/rich';
import { htmlAttributes } from '../i18n/locale';

const BUTTON =
  'background:#E8590C;color:#FFFFFF;border:0;font-weight:600;padding:12px 20px;border-radius:8px;font-size:16px';

/**
 * The small pages a mail's links open (no sign-in, no JavaScript needed), in the visitor's language with its
 * direction: built with the escaping `markup` tag.
 */
function page(locale: ServerLocale, title: string, body: SafeHtml): string {
  const { lang, dir } = htmlAttributes(locale);
  return markup`<!doctype html>
    <html lang="${lang}" dir="${dir}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>${title}</title>
      </head>
      <body
        style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;color:#1F2328;padding:24px;max-width:430px;margin:0 auto"
      >
        <h1 style="font-size:22px">${title}</h1>
        ${body}
      </body>
    </html>`.toString();
}

/** A page with one button that posts to `action`. */
function buttonPage(locale: ServerLocale, title: string, text: SafeHtml, label: SafeHtml, action: string): string {
  return page(
    locale,
    title,
    markup`<p>${text}</p>
      <form method="post" action="${action}">
        <button type="submit" style="${BUTTON}">${label}</button>
      </form>`,
  );
}

/**
 * The landing of an unsubscribe link: a button, so a mail scanner opening the link (or anyone prefetching it)
 * unsubscribes nothing. The button posts to the link itself.
 */
export function unsubscribePage(scope: string, action: string, locale: ServerLocale = 'en'): string {
  const t = translator(locale);
  const h = htmlTranslator(t);
  const all = scope === 'all';
  return buttonPage(
    locale,
    t(all ? 'mail.page.stopAllTitle' : 'mail.page.stopEventTitle'),
    h(all ? 'mail.page.stopAllText' : 'mail.page.stopEventText'),
    h(all ? 'mail.stopAll' : 'mail.stopEvent'),
    action,
  );
}

export function unsubscribedPage(scope: string, locale: ServerLocale = 'en'): string {
  const t = translator(locale);
  const h = htmlTranslator(t);
  return page(
    locale,
    t('mail.page.unsubscribed'),
    markup`<p>${h(scope === 'all' ? 'mail.page.unsubscribedAll' : 'mail.page.unsubscribedEvent')}</p>`,
  );
}

/** The landing of the confirmation link: a button, so a mail scanner opening the link confirms nothing. */
export function confirmEmailPage(action: string, locale: ServerLocale = 'en'): string {
  const h = htmlTranslator(translator(locale));
  return buttonPage(
    locale,
    translate(locale, 'mail.page.confirmTitle'),
    h('mail.page.confirmText'),
    h('mail.confirm.button'),
    action,
  );
}

export function emailConfirmedPage(email: string, locale: ServerLocale = 'en'): string {
  const h = htmlTranslator(translator(locale));
  return page(
    locale,
    translate(locale, 'mail.page.confirmedTitle'),
    markup`<p>${h('mail.page.confirmedText', { email })}</p>
      <p><a href="/">${h('mail.page.openPotluck')}</a></p>`,
  );
}

export function confirmationInvalidPage(locale: ServerLocale = 'en'): string {
  const h = htmlTranslator(translator(locale));
  return page(locale, translate(locale, 'mail.page.invalidTitle'), markup`<p>${h('mail.page.invalidText')}</p>`);
}
