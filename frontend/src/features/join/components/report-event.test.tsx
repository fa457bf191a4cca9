// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { ReportEvent } from './report-event';

/** "Report this event" as the server sends it, opened and typed into before the app started. */
function serverReport(typed: string): HTMLElement {
  const server = document.createElement('div');
  server.innerHTML = `<details class="join-report" open><summary>Report this event</summary>
    <form data-server-form="report" method="post" action="/join/e1/report">
      <input type="hidden" name="reportKey" value="k">
      <textarea id="join-report-reason" name="reason">${typed}</textarea>
    </form></details>`;
  document.body.append(server);
  return server;
}

afterEach(() => document.querySelectorAll('[data-server-form]').forEach((f) => f.closest('div')?.remove()));

describe('ReportEvent taking over the server-rendered page', () => {
  it('keeps the form open, with what was typed and the focus', async () => {
    const server = serverReport('Selling tickets');
    const typed = server.querySelector<HTMLTextAreaElement>('textarea')!;
    typed.focus();
    const { container } = await render(<ReportEvent eventId="e1" />);
    server.remove();
    const textarea = container.querySelector<HTMLTextAreaElement>('textarea[name="reason"]')!;
    expect(container.querySelector('details')!.open).toBe(true);
    expect(textarea.value).toBe('Selling tickets');
    expect(document.activeElement).toBe(textarea);
  });
});
