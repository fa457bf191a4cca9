import { browserTimeZone, formatTime, setDateLocale, zonesDiffer } from '@/lib/date-format';

/**
 * A page the server wrote cannot know the reader's time zone: where it differs from the event's at that instant, this
 * script adds the reader's own time after the event's, as EventWhen does (" · 2:00 PM your time"), while the page is
 * still being read in, before its first paint, so nothing moves when the app takes the page over. The date and time
 * data it sets up is the app's too, which then finds it ready.
 *
 * `script`: the script element, right after the `<time>` it completes, with `data-zone` (the event's), `data-locale`
 * (the page's, for Intl) and `data-text` (the words in the page's language, with "{time}" where the time goes).
 */
export function showReadersTime(script: HTMLOrSVGScriptElement | null): void {
  const time = script?.previousElementSibling;
  const { zone, locale, text } = script?.dataset ?? {};
  if (!(time instanceof HTMLTimeElement) || !zone || !locale || !text) return;
  const date = time.dateTime;
  const mine = browserTimeZone();
  if (!date || !zonesDiffer(date, zone, mine)) return;
  setDateLocale(locale);
  const yours = document.createElement('span');
  yours.textContent = ` · ${text.replace('{time}', formatTime(date, mine))}`;
  time.after(yours);
}
