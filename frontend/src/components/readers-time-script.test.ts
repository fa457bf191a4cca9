// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDateLocale } from '@/lib/date-format';
import { showReadersTime } from './readers-time-script';

vi.mock('@/lib/date-format', async (original) => ({
  ...(await original<typeof import('@/lib/date-format')>()),
  browserTimeZone: () => 'Europe/Berlin',
}));

/** The join page's fact as the server writes it: the event's time, then the script with its data. */
function page(zone: string, data: Record<string, string> = { locale: 'en-US', text: '{time} your time' }) {
  document.body.innerHTML = `<p class="join-fact"><span><time datetime="2026-06-03T13:00:00.000Z">Wednesday, June 3, 2026 at 6:30 PM GMT+5:30</time><script></script></span></p>`;
  const script = document.querySelector('script')!;
  Object.assign(script.dataset, { zone, ...data });
  showReadersTime(script);
  return document.querySelector('.join-fact')!.textContent;
}

describe("the join page's reader's time", () => {
  afterEach(() => setDateLocale('en-US'));

  it("adds the reader's own time after the event's where their zone shows another", () => {
    expect(page('Asia/Kolkata')).toBe('Wednesday, June 3, 2026 at 6:30 PM GMT+5:30 · 3:00 PM your time');
    expect(page('Asia/Kolkata', { locale: 'fr', text: '{time} chez toi' })).toBe(
      'Wednesday, June 3, 2026 at 6:30 PM GMT+5:30 · 15:00 chez toi',
    );
  });

  it('adds nothing where the reader is in the event’s zone, or one showing the same time, or data is missing', () => {
    const alone = 'Wednesday, June 3, 2026 at 6:30 PM GMT+5:30';
    expect(page('Europe/Berlin')).toBe(alone);
    expect(page('Europe/Paris')).toBe(alone);
    expect(page('Asia/Kolkata', { locale: 'en-US' })).toBe(alone);
  });
});
