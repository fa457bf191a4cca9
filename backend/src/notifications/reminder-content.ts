import { formatEventDate } from '../common/event-time';
import { escapeHtml } from '../common/html';

export interface ReminderFacts {
  eventName: string;
  date: Date;
  timeZone: string;
  location: string | null;
  eventUrl: string;
  kind: '2d' | '2h';
  /** Names of the dishes this guest signed up for. */
  bringing: string[];
  /** Category labels that still need dishes. */
  missing: string[];
  unsubscribeEventUrl: string;
  unsubscribeAllUrl: string;
}

export interface ReminderEmail {
  subject: string;
  text: string;
  html: string;
}

/** The reminder e-mail: when (in the event's zone), where, what the guest brings, what is still missing, the link. */
export function reminderEmail(f: ReminderFacts): ReminderEmail {
  const soon = f.kind === '2h' ? 'in 2 hours' : 'in 2 days';
  const lines = [
    `${f.eventName} is ${soon}.`,
    '',
    `When: ${formatEventDate(f.date, f.timeZone)}`,
    `Where: ${f.location?.trim() || 'Location TBD'}`,
    f.bringing.length ? `You're bringing: ${f.bringing.join(', ')}` : "You haven't signed up for a dish yet.",
    f.missing.length ? `Still missing: ${f.missing.join(', ')}` : 'Every category is covered.',
    '',
    `Event page: ${f.eventUrl}`,
    '',
    `Stop reminders for this event: ${f.unsubscribeEventUrl}`,
    `Stop all Potluck e-mails: ${f.unsubscribeAllUrl}`,
  ];
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(f.eventName)}</title></head>
<body style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;color:#1F2328;background:#FAF7F2;padding:24px 16px">
<div style="max-width:430px;margin:0 auto;background:#FFFFFF;border-radius:16px;padding:24px;border:1px solid #E7E2DA">
${lines
  .slice(0, 6)
  .filter(Boolean)
  .map((l) => `<p style="margin:0 0 12px">${escapeHtml(l)}</p>`)
  .join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(f.eventUrl)}" style="background:#E8590C;color:#FFFFFF;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">Open ${escapeHtml(f.eventName)}</a></p>
<p style="font-size:12px;color:#59636E"><a href="${escapeHtml(f.unsubscribeEventUrl)}" style="color:#59636E">Stop reminders for this event</a> · <a href="${escapeHtml(f.unsubscribeAllUrl)}" style="color:#59636E">Stop all Potluck e-mails</a></p>
</div></body></html>`;
  return { subject: `Reminder: ${f.eventName} is ${soon}`, text: lines.join('\n'), html };
}
