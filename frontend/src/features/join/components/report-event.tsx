import { useState } from 'react';
import { REPORT_REASON_MAX } from '@contracts/operator.rules';
import { t } from '@/lib/i18n';

/**
 * "Report this event", as the server renders it under the join page's answer: a plain form posted to the server
 * (/join/{id}/report), which answers with a page, so it works the same with or without the app's code. Its key,
 * made once, makes a second post of the same form change nothing.
 */
export function ReportEvent({ eventId }: { eventId: string }) {
  const [key] = useState(() => crypto.randomUUID());
  // The app takes over the server's page: a form opened (and typed in) before its code arrived stays so.
  const [taken] = useState(serverReportForm);
  const [open, setOpen] = useState(taken.open);
  return (
    <details className="join-report" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="join-report__summary">{t('report.link')}</summary>
      <form
        className="join-report__form stack stack--sm"
        method="post"
        action={`/join/${encodeURIComponent(eventId)}/report`}
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
            defaultValue={taken.reason}
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

/** The server-rendered report form this page starts from, if any: whether it is open and what was typed. */
function serverReportForm(): { open: boolean; reason: string } {
  const details = typeof document === 'undefined' ? null : document.querySelector('details.join-report');
  const reason = details?.querySelector('textarea');
  return { open: details?.hasAttribute('open') ?? false, reason: reason?.value ?? '' };
}
