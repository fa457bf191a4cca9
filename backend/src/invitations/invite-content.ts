import { escapeHtml } from '../common/html';
/** Pure builders for the texts an invitation carries (invite message, email parts, SMS body). */

export interface InviteEventFacts {
  name: string;
  date: Date;
  location: string | null;
  hostName: string;
  joinUrl: string;
  /** The event's IANA zone: the time is written in it, whatever the server's own zone is. */
  timeZone: string;
}

import { formatEventDate } from '../common/event-time';

export { formatEventDate };

export function inviteMessage(facts: InviteEventFacts): string {
  return [
    `You're invited to ${facts.name}!`,
    '',
    `When: ${formatEventDate(facts.date, facts.timeZone)}`,
    `Where: ${facts.location?.trim() || 'Location TBD'}`,
    `Hosted by ${facts.hostName}`,
    '',
    `RSVP and sign up to bring a dish: ${facts.joinUrl}`,
  ].join('\n');
}

/** The personal message, with the join link appended when the host removed it. */
export function messageWithLink(message: string, joinUrl: string): string {
  return message.includes(joinUrl) ? message : `${message}\n\nRSVP here: ${joinUrl}`;
}

export interface InviteEmail {
  subject: string;
  text: string;
  html: string;
}

export function inviteEmail(facts: InviteEventFacts, message: string): InviteEmail {
  const link = escapeHtml(facts.joinUrl);
  const paragraphs = message
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 16px;line-height:1.4">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(facts.name)}</title></head>
<body style="margin:0;padding:24px 16px;background:#FAF7F2;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;color:#1F2328">
<div style="max-width:430px;margin:0 auto;background:#FFFFFF;border-radius:16px;padding:24px;border:1px solid #E7E2DA">
<h1 style="font-size:20px;margin:0 0 16px">You're invited to ${escapeHtml(facts.name)}</h1>
${paragraphs}
<p style="margin:24px 0"><a href="${link}" style="display:inline-block;background:#E8590C;color:#FFFFFF;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">RSVP to ${escapeHtml(facts.name)}</a></p>
<p style="margin:0;font-size:12px;color:#59636E">Or open this link: <a href="${link}" style="color:#59636E">${link}</a></p>
</div></body></html>`;
  return { subject: `You're invited: ${facts.name}`, text: messageWithLink(message, facts.joinUrl), html };
}
