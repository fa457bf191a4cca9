import { randomUUID } from 'node:crypto';
import type { RsvpStatus } from '../../contracts/common.contract';
import { GUEST_NAME_MAX } from '../../contracts/guest.rules';
import type { RsvpResult } from '../../contracts/rsvp.contract';
import {
  ANSWER_TEXT_MAX,
  answerFormValues,
  questionFieldName,
  type AnswerFormValue,
  type Question,
} from '../../contracts/question.rules';
import { answerFormDefaults, RSVP_ADULTS_MAX, RSVP_ADULTS_MIN, RSVP_KIDS_MAX } from '../../contracts/rsvp.rules';
import { RSVP_FORM_CARD_ID, type RsvpFormField, type RsvpFormValues } from '../../contracts/rsvp-form.rules';
import { markup, type SafeHtml } from '../common/html';
import type { Translate } from '../../i18n/catalogue';
import { htmlTranslator } from '../../i18n/rich';

/** The RSVP form as the server shows it: the values (typed, or the defaults), the messages beside the fields. */
export interface ServerRsvpState {
  values: RsvpFormValues;
  errors: Partial<Record<RsvpFormField, string>>;
  /** Replies to the host's questions as typed or ticked, and the message beside each, by question id. */
  answers: Record<string, AnswerFormValue>;
  answerErrors: Record<string, string>;
  /** Why the answer was not taken when no one field is the reason (the potluck is full, too many tries). */
  formError?: string;
  /** One per form shown: the same form sent twice (a double tap, a resend after a lost answer) answers once. */
  key: string;
  /** Signed in: whose answer this is (the form has no name or e-mail then); null for a visitor. */
  signedInAs: string | null;
}

/** Attending, 1 adult, 0 kids, nothing else: or the saved answer's values. */
export function serverRsvpDefaults(rsvp?: RsvpResult | null): RsvpFormValues {
  return { name: '', email: '', ...answerFormDefaults(rsvp) };
}

export const newServerRsvpForm = (signedInAs: string | null, rsvp?: RsvpResult | null): ServerRsvpState => ({
  values: serverRsvpDefaults(rsvp),
  errors: {},
  answers: answerFormValues(rsvp?.answers),
  answerErrors: {},
  key: randomUUID(),
  signedInAs,
});

/** The host's questions as fields: their words as typed, the words around them in the page's language. */
function questionsMarkup(t: Translate, questions: readonly Question[], state: ServerRsvpState): SafeHtml[] {
  const h = htmlTranslator(t);
  return questions.map((q) => {
    const name = questionFieldName(q.id);
    const id = `join-${name}`;
    const error = state.answerErrors[q.id];
    const optional = !q.required && markup`<span class="field__optional">${h('common.optional')}</span>`;
    const value = state.answers[q.id];
    if (q.kind === 'text') {
      return markup`<div class="field"><label class="field__label" for="${id}">${q.label}${optional}</label><input id="${id}" name="${name}" class="field__control" type="text" maxlength="${ANSWER_TEXT_MAX}" value="${typeof value === 'string' ? value : ''}"${error && markup` aria-invalid="true" aria-describedby="${id}-error"`}>${fieldError(id, error)}</div>`;
    }
    const chosen = ([] as string[]).concat(value ?? []);
    const options = q.kind === 'yesno' ? ['yes', 'no'] : q.options;
    const label = (o: string) =>
      q.kind === 'yesno' ? h(o === 'yes' ? 'datePoll.answer.yes' : 'datePoll.answer.no') : markup`${o}`;
    const type = q.kind === 'choices' ? 'checkbox' : 'radio';
    return markup`<fieldset class="field rsvp-question"${error && markup` aria-invalid="true" aria-describedby="${id}-error"`}><legend class="field__label">${q.label}${optional}</legend><div class="rsvp-question__options">${options.map(
      (o) =>
        markup`<label class="checkbox"><input type="${type}" class="checkbox__input" name="${name}" value="${o}"${chosen.includes(o) && markup` checked`}><span class="checkbox__text"><span class="checkbox__label">${label(o)}</span></span></label>`,
    )}</div>${fieldError(id, error)}</fieldset>`;
  });
}

const STATUS_OPTIONS: ReadonlyArray<{ value: RsvpStatus; label: string; icon: string }> = [
  { value: 'attending', label: 'rsvp.status.attending', icon: '✓' },
  { value: 'maybe', label: 'rsvp.status.maybe', icon: '?' },
  { value: 'not_attending', label: 'rsvp.status.notAttending', icon: '✕' },
];
const STATUS_BADGE: Record<RsvpStatus, { tone: string; label: string; icon: string }> = {
  attending: { tone: 'going', label: 'rsvp.status.attending', icon: '✓' },
  maybe: { tone: 'maybe', label: 'rsvp.status.maybe', icon: '?' },
  not_attending: { tone: 'not-going', label: 'rsvp.status.notAttending', icon: '✕' },
};

const fieldId = (field: RsvpFormField) => `join-${field}`;

/** Label, control, help and message of one field, as the app's Field component draws them. */
function field(
  t: Translate,
  name: RsvpFormField,
  state: ServerRsvpState,
  label: string,
  control: (attrs: SafeHtml) => SafeHtml,
  { optional = false, help }: { optional?: boolean; help?: string } = {},
): SafeHtml {
  const h = htmlTranslator(t);
  const id = fieldId(name);
  const error = state.errors[name];
  const describedBy = [error && `${id}-error`, help && `${id}-help`].filter(Boolean).join(' ');
  const attrs = markup`id="${id}" name="${name}" class="field__control"${error && markup` aria-invalid="true"`}${
    describedBy && markup` aria-describedby="${describedBy}"`
  }`;
  return markup`<div class="field"><label class="field__label" for="${id}">${label}${
    optional && markup`<span class="field__optional">${h('common.optional')}</span>`
  }</label>${control(attrs)}${help && markup`<p id="${id}-help" class="field__help">${help}</p>`}${fieldError(id, error)}</div>`;
}

const fieldError = (id: string, error: string | undefined) =>
  error && markup`<p id="${id}-error" class="field__error"><span aria-hidden="true">⚠</span><span>${error}</span></p>`;

function countField(t: Translate, name: 'adultCount' | 'kidCount', state: ServerRsvpState): SafeHtml {
  const h = htmlTranslator(t);
  const [label, less, more, min, max] =
    name === 'adultCount'
      ? ['join.form.adults', 'join.form.oneLessAdult', 'join.form.oneMoreAdult', RSVP_ADULTS_MIN, RSVP_ADULTS_MAX]
      : ['join.form.kids', 'join.form.oneLessKid', 'join.form.oneMoreKid', 0, RSVP_KIDS_MAX];
  const id = fieldId(name);
  const error = state.errors[name];
  // The − and + buttons need the app's code: until it is here they are shown, not usable (typing works).
  return markup`<div class="field rsvp-count"><label class="field__label" for="${id}">${h(label)}</label>
    <div class="rsvp-count__control">
      <button type="button" class="btn btn--secondary btn--icon" aria-label="${h(less)}" disabled>−</button>
      <input id="${id}" name="${name}" class="field__control rsvp-count__input" type="number" inputmode="numeric"
        min="${min}" max="${max}" step="1" value="${state.values[name]}"${error && markup` aria-invalid="true" aria-describedby="${id}-error"`}>
      <button type="button" class="btn btn--secondary btn--icon" aria-label="${h(more)}" disabled>+</button>
    </div>${fieldError(id, error)}</div>`;
}

const textArea = (name: 'dietaryRestrictions' | 'allergies' | 'bringingSupplies', placeholder: string) => {
  return (state: ServerRsvpState) => (attrs: SafeHtml) =>
    markup`<textarea ${attrs} rows="2" placeholder="${placeholder}" maxlength="1000">${state.values[name]}</textarea>`;
};

/** The event's deadline for answers as the page shows it: when (in the event's zone and the page's language), and whether it has passed. */
export interface AnswersDeadline {
  when: string;
  closed: boolean;
}

/** The form's place once answers are closed: why there is no form, as the app's join page says it. */
function answersClosedMarkup(t: Translate, deadline: AnswersDeadline): SafeHtml {
  const h = htmlTranslator(t);
  return markup`<section id="${RSVP_FORM_CARD_ID}" class="card join-panel" aria-labelledby="join-answer-title">
    <h2 id="join-answer-title" class="card__title">${h('join.form.title')}</h2>
    <p class="join-note" role="status">${h('join.form.closed', { when: deadline.when })}</p>
  </section>`;
}

/**
 * The RSVP form of /join/{id} as real HTML: it works before (or without) the app's code, posting to the same URL,
 * and the app takes over the same markup, reading what was typed (frontend: the guest RSVP panel). Once the event's
 * answers are closed it says so instead.
 */
export function serverRsvpFormMarkup(
  t: Translate,
  eventId: string,
  state: ServerRsvpState,
  deadline: AnswersDeadline | null,
  questions: readonly Question[],
): SafeHtml {
  if (deadline?.closed) return answersClosedMarkup(t, deadline);
  const h = htmlTranslator(t);
  const v = state.values;
  const guest = state.signedInAs === null;
  const statusOptions = STATUS_OPTIONS.map(
    (o) => markup`<label class="rsvp-status__option rsvp-status__option--${o.value}">
      <input type="radio" name="status" value="${o.value}"${v.status === o.value && markup` checked`}>
      <span aria-hidden="true">${o.icon}</span>${h(o.label)}</label>`,
  );
  const who = guest
    ? markup`<p class="join-note">${h('join.form.noAccount')}</p>`
    : markup`<p class="join-note">${h('join.form.answeringAs', { name: markup`<strong>${state.signedInAs}</strong>` })}</p>`;
  const identity =
    guest &&
    markup`${field(
      t,
      'name',
      state,
      t('join.form.name'),
      (attrs) =>
        markup`<input ${attrs} type="text" autocomplete="name" maxlength="${GUEST_NAME_MAX}" required value="${v.name}">`,
    )}${field(
      t,
      'email',
      state,
      t('join.form.email'),
      (attrs) => markup`<input ${attrs} type="email" autocomplete="email" inputmode="email" value="${v.email}">`,
      { optional: true, help: t('join.form.emailHelp') },
    )}`;
  return markup`<section id="${RSVP_FORM_CARD_ID}" class="card join-panel" aria-labelledby="join-answer-title">
    <h2 id="join-answer-title" class="card__title">${h('join.form.title')}</h2>${who}${
      deadline && markup`<p class="join-note">${h('join.form.closesAt', { when: deadline.when })}</p>`
    }
    <form method="post" action="/join/${eventId}#${RSVP_FORM_CARD_ID}" class="join-form stack stack--lg" novalidate data-server-form="join">
      <input type="hidden" name="key" value="${state.key}">
      ${state.formError && markup`<p class="field__error" role="alert"><span aria-hidden="true">⚠</span><span>${state.formError}</span></p>`}
      ${identity}
      <div class="rsvp-fields stack stack--lg">
        <fieldset class="rsvp-status"><legend class="field__label">${h('join.form.status')}</legend>
          <div class="rsvp-status__options">${statusOptions}</div>${fieldError(fieldId('status'), state.errors.status)}
        </fieldset>
        <div class="rsvp-counts">${countField(t, 'adultCount', state)}${countField(t, 'kidCount', state)}</div>
        ${field(t, 'dietaryRestrictions', state, t('join.form.dietaryRestrictions'), textArea('dietaryRestrictions', t('join.form.dietaryRestrictionsPlaceholder'))(state), { optional: true })}
        ${field(t, 'allergies', state, t('join.form.allergies'), textArea('allergies', t('join.form.allergiesPlaceholder'))(state), { optional: true, help: t('join.form.allergiesHelp') })}
        ${field(t, 'bringingSupplies', state, t('join.form.supplies'), textArea('bringingSupplies', t('join.form.suppliesPlaceholder'))(state), { optional: true })}
        ${questionsMarkup(t, questions, state)}
      </div>
      <button type="submit" class="btn btn--primary btn--lg btn--block"><span class="btn__content" data-active="true">${h('join.form.submit')}</span><span class="btn__content" data-active="false" aria-hidden="true"><span class="spinner spinner--sm" aria-hidden="true"></span>${h('common.submitting')}</span></button>
    </form>
    ${guest && keptAnswerTemplate(t)}
    ${guest && markup`<p class="join-account">${h('join.form.haveAccount')} <a class="btn btn--ghost" href="/api/login?redirect=${encodeURIComponent(`/join/${eventId}`)}"><span class="btn__content" data-active="true">${h('common.continueWithGoogle')}</span></a></p>`}
  </section>`;
}

/**
 * What the card says while a guest's answer waits on the phone for the signal (frontend: keep-answer-script.ts), as the
 * app's card says it; the name goes where `data-kept-name` is, and one of the two notes shows.
 */
function keptAnswerTemplate(t: Translate): SafeHtml {
  const h = htmlTranslator(t);
  const name = markup`<span data-kept-name></span>`;
  return markup`<template data-kept-answer><span class="join-done__emoji" aria-hidden="true">📡</span>
    <h2 id="join-answer-title" class="join-done__title">${h('rsvp.savedOnPhone')}</h2>
    <p class="join-note" role="status" data-when="offline">${h('rsvp.savedOffline', { name })}</p>
    <p class="join-note" role="status" data-when="unreachable">${h('rsvp.savedUnreachable', { name })}</p></template>`;
}

/** The answer taken: "You're All Set!" (or the waitlist place), the answer, and where to go next. */
export function allSetMarkup(t: Translate, eventId: string, rsvp: RsvpResult): SafeHtml {
  const h = htmlTranslator(t);
  const badge = STATUS_BADGE[rsvp.status];
  const waiting = rsvp.waitlistPosition ?? null;
  return markup`<section id="${RSVP_FORM_CARD_ID}" class="card join-panel join-done" aria-labelledby="all-set-title">
    <span class="join-done__emoji" aria-hidden="true">🎉</span>
    <h2 id="all-set-title" class="join-done__title" tabindex="-1">${waiting ? t('rsvp.onWaitlist') : t('rsvp.allSet')}</h2>
    ${waiting && markup`<p class="join-done__waitlist" role="status">${h('rsvp.waitlistFull', { waitlist: t('rsvp.waitlistPosition', { position: waiting }) })}</p>`}
    <div class="join-done__answer"><span class="badge badge--${badge.tone}"><span aria-hidden="true">${badge.icon}</span>${h(badge.label)}</span>
      <span>${h('rsvp.partySize', { adults: t('rsvp.adults', { count: rsvp.adultCount }), kids: t('rsvp.kids', { count: rsvp.kidCount }) })}</span></div>
    <div class="join-done__actions">
      <a class="btn btn--primary btn--block" href="/events/${eventId}/dishes"><span class="btn__content">${h('rsvp.manageDishes')}</span></a>
      <a class="btn btn--secondary btn--block" href="/"><span class="btn__content">${h('rsvp.explore')}</span></a>
      <a class="btn btn--ghost btn--block" href="/join/${eventId}?change#${RSVP_FORM_CARD_ID}"><span class="btn__content" data-active="true">${h('rsvp.update')}</span></a>
    </div>
  </section>`;
}
