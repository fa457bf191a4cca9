import { markup, type SafeHtml } from '../platform/common/html';

/** The small pages a mail's links open (no sign-in, no JavaScript needed): built with the escaping `markup` tag. */
function page(title: string, body: SafeHtml): string {
  return markup`<!doctype html>
    <html lang="en">
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

/**
 * The landing of an unsubscribe link: a button, so a mail scanner opening the link (or anyone prefetching it)
 * unsubscribes nothing. The button posts to the link itself.
 */
export function unsubscribePage(scope: string, action: string): string {
  const all = scope === 'all';
  return page(
    all ? 'Stop all Potluck e-mails?' : 'Stop e-mails about this event?',
    markup`<p>
        ${
          all
            ? 'Press the button and this address gets no more e-mails from Potluck.'
            : 'Press the button and this address gets no more e-mails about this event.'
        }
      </p>
      <form method="post" action="${action}">
        <button
          type="submit"
          style="background:#E8590C;color:#FFFFFF;border:0;font-weight:600;padding:12px 20px;border-radius:8px;font-size:16px"
        >
          ${all ? 'Stop all Potluck e-mails' : 'Stop e-mails about this event'}
        </button>
      </form>`,
  );
}

export function unsubscribedPage(scope: string): string {
  const what = scope === 'all' ? 'any more Potluck e-mails' : 'more e-mails about this event';
  return page('Unsubscribed', markup`<p>You won't get ${what}.</p>`);
}

/** The landing of the confirmation link: a button, so a mail scanner opening the link confirms nothing. */
export function confirmEmailPage(action: string): string {
  return page(
    'Confirm your e-mail address',
    markup`<p>
        Press the button to confirm that this e-mail address is yours. Potluck will then send your reminders and your
        personal link to it.
      </p>
      <form method="post" action="${action}">
        <button
          type="submit"
          style="background:#E8590C;color:#FFFFFF;border:0;font-weight:600;padding:12px 20px;border-radius:8px;font-size:16px"
        >
          Confirm my e-mail address
        </button>
      </form>`,
  );
}

export function emailConfirmedPage(email: string): string {
  return page(
    'E-mail address confirmed',
    markup`<p>Thank you: ${email} is confirmed. You can close this page.</p>
      <p><a href="/">Open Potluck</a></p>`,
  );
}

export function confirmationInvalidPage(): string {
  return page(
    'This link is not valid any more',
    markup`<p>
      The confirmation link has expired, was made for an address that has changed since, or is incomplete. Ask for a new
      one from Potluck.
    </p>`,
  );
}
