import { useLayoutEffect, useRef, useState } from 'react';
import { REPORT_REASON_MAX } from '@contracts/operator.rules';
import { t } from '@/lib/i18n';
import { readServerForm, takeOverServerForm } from '@/lib/server-form';

/**
 * "Report this event", as the server renders it under the join page's answer: a plain form posted to the server
 * (/join/{id}/report), which answers with a page, so it works the same with or without the app's code. Its key,
 * made once, makes a second post of the same form change nothing. The app takes over the server's page: a form
 * opened (and typed in) before its code arrived stays so, with what was typed while the app was starting and the
 * focus where it was.
 */
export function ReportEvent({ eventId }: { eventId: string }) {
  const [key] = useState(() => crypto.randomUUID());
  const [taken] = useState(() => document.querySelector<HTMLDetailsElement>('details.join-report'));
  const [server] = useState(() => readServerForm('report'));
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => takeOverServerForm(form.current, server), [server]);
  // Set once: later the reader opens and closes it, and React never sets it again (the value does not change).
  return (
    <details className="join-report" open={taken?.open}>
      <summary className="join-report__summary">{t('report.link')}</summary>
      <form
        ref={form}
        className="join-report__form stack stack--sm"
        method="post"
        action={`/join/${eventId}/report`}
        data-server-form="report"
      >
        <input type="hidden" name="reportKey" value={key} />
        <div className="field">
          <label className="field__label" htmlFor="join-report-reason">
            {t('report.reason')}
          </label>
          <textarea
            id="join-report-reason"
            name="reason"
            className="field__control"
            rows={3}
            required
            maxLength={REPORT_REASON_MAX}
            aria-describedby="join-report-help"
            defaultValue={server?.values.reason}
          />
          <p id="join-report-help" className="field__help">
            {t('report.help')}
          </p>
        </div>
        {/* A submit button without the type the RSVP form's carries: the page tells the two apart by it. */}
        <button className="btn btn--secondary">{t('report.submit')}</button>
      </form>
    </details>
  );
}
