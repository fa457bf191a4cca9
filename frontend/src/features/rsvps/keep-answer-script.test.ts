// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepJoinAnswer } from './keep-answer-script';

const KEY = 'f1e2d3c4-0000-4000-8000-000000000001';
const STORED = 'potluck.keptAnswer.e1';

/** The join page's answer card as the server sends it to a guest (server-rsvp-form.ts), and the page's script. */
function joinPage({ guestForm = true, answered }: { guestForm?: boolean; answered?: string } = {}) {
  document.body.innerHTML = `<main><section id="join-answer" class="card join-panel">
    <h2 id="join-answer-title">Will you be there?</h2>
    <form method="post" action="/join/e1#join-answer" data-server-form="join">
      <input type="hidden" name="key" value="${KEY}"><input name="name" value=" Ada ">
      <input name="adultCount" value="2">
    </form>
    ${
      guestForm
        ? `<template data-kept-answer><h2 id="join-answer-title">Your RSVP is saved on this phone</h2>
      <p data-when="offline">Offline: for <span data-kept-name></span></p>
      <p data-when="unreachable">Unreachable: for <span data-kept-name></span></p></template>`
        : ''
    }
  </section></main>`;
  const script = document.createElement('script');
  script.dataset.event = 'e1';
  if (answered) script.dataset.answered = answered;
  return script;
}

const online = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
const kept = () => JSON.parse(localStorage.getItem(STORED) ?? 'null') as { key: string; name: string; body: string };
const submit = () => {
  const event = new Event('submit', { cancelable: true });
  document.querySelector('form')!.dispatchEvent(event);
  return event;
};

describe('the join page keeping a guest answer before the app', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('keeps the answer offline instead of posting it, and says so with the name', () => {
    online(false);
    keepJoinAnswer(joinPage());
    expect(submit().defaultPrevented).toBe(true);
    expect(kept()).toEqual({ key: KEY, name: 'Ada', body: `key=${KEY}&name=+Ada+&adultCount=2` });
    const card = document.getElementById('join-answer')!;
    expect(card.querySelector('form')).toBeNull();
    expect(card.textContent).toContain('Your RSVP is saved on this phone');
    expect(card.querySelector<HTMLElement>('[data-when="offline"]')!.hidden).toBe(false);
    expect(card.querySelector<HTMLElement>('[data-when="unreachable"]')!.hidden).toBe(true);
    expect(card.querySelector('[data-kept-name]')!.textContent).toBe('Ada');
  });

  it('keeps it online too, and lets the browser post it', () => {
    online(true);
    keepJoinAnswer(joinPage());
    expect(submit().defaultPrevented).toBe(false);
    expect(kept().key).toBe(KEY);
  });

  it('forgets it on the page that answers its key, and on a page without a guest form', () => {
    localStorage.setItem(STORED, JSON.stringify({ key: KEY, name: 'Ada', body: `key=${KEY}` }));
    keepJoinAnswer(joinPage({ answered: KEY }));
    expect(localStorage.getItem(STORED)).toBeNull();
    localStorage.setItem(STORED, JSON.stringify({ key: KEY, name: 'Ada', body: `key=${KEY}` }));
    keepJoinAnswer(joinPage({ guestForm: false }));
    expect(localStorage.getItem(STORED)).toBeNull();
  });

  it('posts a kept answer as its form did once the server answers, and waits while it does not', async () => {
    localStorage.setItem(STORED, JSON.stringify({ key: KEY, name: 'Ada', body: `key=${KEY}&name=Ada` }));
    online(true);
    const posted: { action: string; fields: [string, string][] }[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push({ action: this.action, fields: [...new FormData(this)] as [string, string][] });
    });
    const health = vi.fn<typeof fetch>().mockResolvedValueOnce(new Response(null, { status: 503 }));
    vi.stubGlobal('fetch', health);
    vi.useFakeTimers();
    try {
      keepJoinAnswer(joinPage());
      await vi.advanceTimersByTimeAsync(0);
      // The server did not answer: the card says the answer waits, and asks again later.
      expect(posted).toEqual([]);
      expect(document.getElementById('join-answer')!.textContent).toContain('Your RSVP is saved on this phone');
      health.mockResolvedValueOnce(new Response(null, { status: 200 }));
      await vi.advanceTimersByTimeAsync(15_000);
      expect(posted).toEqual([
        {
          action: 'http://localhost:1/join/e1#join-answer',
          fields: [
            ['key', KEY],
            ['name', 'Ada'],
          ],
        },
      ]);
      // Still kept: the answer's page forgets it.
      expect(kept().key).toBe(KEY);
    } finally {
      vi.useRealTimers();
    }
  });
});
