import { RSVP_FORM_CARD_ID } from '@contracts/rsvp-form.rules';
import { forgetKeptAnswer, keepAnswer, keptAnswerStorage, readKeptAnswer, type KeptAnswer } from './kept-answer';

/** How long the page waits before asking again whether the server can be reached. */
const RETRY_MS = 15_000;

/**
 * The join page's own script, which runs before the app's code (the server sends it inline, after the answer's card):
 * a guest's answer from the server's RSVP form is kept on the phone from the tap on Submit until the server has
 * answered it, so losing the signal before the app has taken the page over loses nothing.
 *
 * - Online, the form posts as it would without this script; the answer's page (taken, or refused with its reasons)
 *   names the form key it answered (`data-answered`), and the kept answer is forgotten there, as on any page of the
 *   link without a guest's form.
 * - Offline, it is not posted (the browser would show its own error page instead of the form): the card says the
 *   answer is saved on this phone, and it is posted once the server answers again, from this page or from the next
 *   visit of the link (the post that failed on the way is sent again the same way, with the same key: the server takes
 *   it once).
 * - Once the app has taken the page over, the app sends a kept answer from its own queue (GuestRsvpPanel) and this
 *   script leaves it alone.
 *
 * `script`: the script element itself, whose `data-event` names the event, and `data-answered` the form key the page
 * answers. The card's words come in the page's language in `<template data-kept-answer>` beside the form.
 */
export function keepJoinAnswer(script: HTMLOrSVGScriptElement | null): void {
  const eventId = script?.dataset.event;
  const storage = keptAnswerStorage();
  if (!script || !eventId || !storage) return;
  let kept = readKeptAnswer(storage, eventId);
  if (kept && kept.key === script.dataset.answered) {
    forgetKeptAnswer(storage, eventId);
    kept = null;
  }
  const card = document.getElementById(RSVP_FORM_CARD_ID);
  const template = card?.querySelector<HTMLTemplateElement>('template[data-kept-answer]');
  const form = card?.querySelector<HTMLFormElement>('form');
  if (!card || !template || !form) {
    // No guest's form here (someone is signed in: the answer was taken, or a guest's answer could not be; or answers
    // are closed, which the card says): nothing is left to send.
    if (kept) forgetKeptAnswer(storage, eventId);
    return;
  }
  const action = form.action;

  let shown = false;
  const show = (answer: KeptAnswer) => {
    if (!shown) {
      card.replaceChildren(template.content.cloneNode(true));
      card.classList.add('join-done');
      shown = true;
    }
    for (const note of card.querySelectorAll<HTMLElement>('[data-when]'))
      note.hidden = note.dataset.when !== (navigator.onLine ? 'unreachable' : 'offline');
    for (const name of card.querySelectorAll('[data-kept-name]')) name.textContent = answer.name;
  };

  let sending = false;
  const send = () => {
    const answer = kept;
    // Taken over by the app (the card is no longer in the page): the app sends it.
    if (!answer || sending || !card.isConnected) return;
    sending = true;
    fetch('/api/health', { cache: 'no-store' })
      .then((res) => {
        if (!res.ok) throw new Error('unreachable');
        if (card.isConnected) post(action, answer.body);
      })
      .catch(() => {
        sending = false;
        show(answer);
        setTimeout(send, RETRY_MS);
      });
  };

  form.addEventListener('submit', (event) => {
    const answer = {
      key: (form.elements.namedItem('key') as HTMLInputElement | null)?.value ?? '',
      name: (form.elements.namedItem('name') as HTMLInputElement | null)?.value.trim() ?? '',
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString(),
    };
    kept = answer;
    keepAnswer(storage, eventId, answer);
    if (navigator.onLine) return;
    event.preventDefault();
    show(answer);
  });
  window.addEventListener('online', send);
  window.addEventListener('offline', () => kept && shown && show(kept));
  if (kept) {
    show(kept);
    send();
  }
}

/** Posts a kept answer as its form would: the browser opens the answer's page. */
function post(action: string, body: string): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of new URLSearchParams(body)) {
    const field = document.createElement('input');
    field.type = 'hidden';
    field.name = name;
    field.value = value;
    form.append(field);
  }
  document.body.append(form);
  form.submit();
}
