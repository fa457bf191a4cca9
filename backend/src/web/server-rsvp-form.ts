import { randomUUID } from 'node:crypto';
import type { RsvpStatus } from '../contracts/common.contract';
import { GUEST_NAME_MAX } from '../contracts/guest.rules';
import { waitlistText } from '../contracts/planning.rules';
import type { RsvpResult } from '../contracts/rsvp.contract';
import {
  answerFormDefaults,
  answerFromForm,
  RSVP_ADULTS_MAX,
  RSVP_ADULTS_MIN,
  RSVP_KIDS_MAX,
} from '../contracts/rsvp.rules';
import { markup, type SafeHtml } from '../common/html';

/** The fields of the join page's RSVP form, named as the app's form reads them when it takes over. */
export const SERVER_RSVP_FIELDS = [
  'name',
  'email',
  'status',
  'adultCount',
  'kidCount',
  'dietaryRestrictions',
  'allergies',
  'bringingSupplies',
] as const;
export type ServerRsvpField = (typeof SERVER_RSVP_FIELDS)[number];
export type ServerRsvpValues = Record<ServerRsvpField, string>;

/** The RSVP form as the server shows it: the values (typed, or the defaults), the messages beside the fields. */
export interface ServerRsvpState {
  values: ServerRsvpValues;
  errors: Partial<Record<ServerRsvpField, string>>;
  /** Why the answer was not taken when no one field is the reason (the potluck is full, too many tries). */
  formError?: string;
  /** One per form shown: the same form sent twice (a double tap, a resend after a lost answer) answers once. */
  key: string;
  /** Signed in: whose answer this is (the form has no name or e-mail then); null for a visitor. */
  signedInAs: string | null;
}

/** Attending, 1 adult, 0 kids, nothing else: or the saved answer's values. */
export function serverRsvpDefaults(rsvp?: RsvpResult | null): ServerRsvpValues {
  return { name: '', email: '', ...answerFormDefaults(rsvp) };
}

export const newServerRsvpForm = (signedInAs: string | null, rsvp?: RsvpResult | null): ServerRsvpState => ({
  values: serverRsvpDefaults(rsvp),
  errors: {},
  key: randomUUID(),
  signedInAs,
});

/** A posted form's values: text fields as sent (missing ones empty). */
export function serverRsvpValuesOf(body: unknown): ServerRsvpValues {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const text = (field: string) => (typeof record[field] === 'string' ? record[field] : '');
  return Object.fromEntries(SERVER_RSVP_FIELDS.map((f) => [f, text(f)])) as ServerRsvpValues;
}

/** A count as the contract reads it: empty or not a number is no number at all (its own message). */
/** The body the guest-join and RSVP contracts validate, from the form's text values. */
export function serverRsvpInput(values: ServerRsvpValues, signedIn: boolean): Record<string, unknown> {
  const answer = answerFromForm(values);
  return signedIn ? answer : { ...answer, name: values.name, email: values.email };
}

const STATUS_OPTIONS: ReadonlyArray<{ value: RsvpStatus; label: string; icon: string }> = [
  { value: 'attending', label: 'Going', icon: '✓' },
  { value: 'maybe', label: 'Maybe', icon: '?' },
  { value: 'not_attending', label: 'Not Going', icon: '✕' },
];
const STATUS_BADGE: Record<RsvpStatus, { tone: string; label: string; icon: string }> = {
  attending: { tone: 'going', label: 'Going', icon: '✓' },
  maybe: { tone: 'maybe', label: 'Maybe', icon: '?' },
  not_attending: { tone: 'not-going', label: 'Not Going', icon: '✕' },
};

const fieldId = (field: ServerRsvpField) => `join-${field}`;

/** Label, control, help and message of one field, as the app's Field component draws them. */
function field(
  name: ServerRsvpField,
  state: ServerRsvpState,
  label: string,
  control: (attrs: SafeHtml) => SafeHtml,
  { optional = false, help }: { optional?: boolean; help?: string } = {},
): SafeHtml {
  const id = fieldId(name);
  const error = state.errors[name];
  const describedBy = [error && `${id}-error`, help && `${id}-help`].filter(Boolean).join(' ');
  const attrs = markup`id="${id}" name="${name}" class="field__control"${error && markup` aria-invalid="true"`}${
    describedBy && markup` aria-describedby="${describedBy}"`
  }`;
  return markup`<div class="field"><label class="field__label" for="${id}">${label}${
    optional && markup`<span class="field__optional"> (optional)</span>`
  }</label>${control(attrs)}${help && markup`<p id="${id}-help" class="field__help">${help}</p>`}${fieldError(id, error)}</div>`;
}

const fieldError = (id: string, error: string | undefined) =>
  error && markup`<p id="${id}-error" class="field__error"><span aria-hidden="true">⚠</span><span>${error}</span></p>`;

function countField(name: 'adultCount' | 'kidCount', state: ServerRsvpState): SafeHtml {
  const [label, noun, min, max] =
    name === 'adultCount'
      ? ['Adults (12+ years)', 'adult', RSVP_ADULTS_MIN, RSVP_ADULTS_MAX]
      : ['Kids (under 12)', 'kid', 0, RSVP_KIDS_MAX];
  const id = fieldId(name);
  const error = state.errors[name];
  // The − and + buttons need the app's code: until it is here they are shown, not usable (typing works).
  return markup`<div class="field rsvp-count"><label class="field__label" for="${id}">${label}</label>
    <div class="rsvp-count__control">
      <button type="button" class="btn btn--secondary btn--icon" aria-label="One less ${noun}" disabled>−</button>
      <input id="${id}" name="${name}" class="field__control rsvp-count__input" type="number" inputmode="numeric"
        min="${min}" max="${max}" step="1" value="${state.values[name]}"${error && markup` aria-invalid="true" aria-describedby="${id}-error"`}>
      <button type="button" class="btn btn--secondary btn--icon" aria-label="One more ${noun}" disabled>+</button>
    </div>${fieldError(id, error)}</div>`;
}

const textArea = (name: 'dietaryRestrictions' | 'allergies' | 'bringingSupplies', placeholder: string) => {
  return (state: ServerRsvpState) => (attrs: SafeHtml) =>
    markup`<textarea ${attrs} rows="2" placeholder="${placeholder}" maxlength="1000">${state.values[name]}</textarea>`;
};

/**
 * The RSVP form of /join/{id} as real HTML: it works before (or without) the app's code, posting to the same URL,
 * and the app takes over the same markup, reading what was typed (frontend: the guest join panel).
 */
export function serverRsvpFormMarkup(eventId: string, state: ServerRsvpState): SafeHtml {
  const v = state.values;
  const guest = state.signedInAs === null;
  const statusOptions = STATUS_OPTIONS.map(
    (o) => markup`<label class="rsvp-status__option rsvp-status__option--${o.value}">
      <input type="radio" name="status" value="${o.value}"${v.status === o.value && markup` checked`}>
      <span aria-hidden="true">${o.icon}</span>${o.label}</label>`,
  );
  const who = guest
    ? markup`<p class="join-note">No account needed: just tell the host who you are.</p>`
    : markup`<p class="join-note">Answering as <strong>${state.signedInAs}</strong>.</p>`;
  const identity =
    guest &&
    markup`${field(
      'name',
      state,
      'Your Name',
      (attrs) =>
        markup`<input ${attrs} type="text" autocomplete="name" maxlength="${GUEST_NAME_MAX}" required value="${v.name}">`,
    )}${field(
      'email',
      state,
      'Email',
      (attrs) => markup`<input ${attrs} type="email" autocomplete="email" inputmode="email" value="${v.email}">`,
      { optional: true, help: 'For reminders and your personal link. Only the host sees it.' },
    )}`;
  return markup`<section class="card join-panel" aria-labelledby="join-answer-title">
    <h2 id="join-answer-title" class="card__title">Will you be there?</h2>${who}
    <form method="post" action="/join/${eventId}" class="join-form stack stack--lg" novalidate data-server-form="join">
      <input type="hidden" name="key" value="${state.key}">
      ${state.formError && markup`<p class="field__error" role="alert"><span aria-hidden="true">⚠</span><span>${state.formError}</span></p>`}
      ${identity}
      <div class="rsvp-fields stack stack--lg">
        <fieldset class="rsvp-status"><legend class="field__label">Attendance Status</legend>
          <div class="rsvp-status__options">${statusOptions}</div>${fieldError(fieldId('status'), state.errors.status)}
        </fieldset>
        <div class="rsvp-counts">${countField('adultCount', state)}${countField('kidCount', state)}</div>
        ${field('dietaryRestrictions', state, 'Dietary Restrictions', textArea('dietaryRestrictions', 'e.g. vegetarian, nut allergy')(state), { optional: true })}
        ${field('allergies', state, 'Allergies', textArea('allergies', 'e.g. peanuts, shellfish')(state), { optional: true, help: 'The planner warns when a dish contains them.' })}
        ${field('bringingSupplies', state, 'Bringing Supplies', textArea('bringingSupplies', 'e.g. paper plates, a cooler with ice')(state), { optional: true })}
      </div>
      <button type="submit" class="btn btn--primary btn--lg btn--block"><span class="btn__content" data-active="true">Submit RSVP</span><span class="btn__content" data-active="false" aria-hidden="true"><span class="spinner spinner--sm" aria-hidden="true"></span>Submitting...</span></button>
    </form>
    ${guest && markup`<p class="join-account">Have an account? <a class="btn btn--ghost" href="/api/login?redirect=${encodeURIComponent(`/join/${eventId}`)}"><span class="btn__content" data-active="true">Continue with Google</span></a></p>`}
  </section>`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The answer taken: "You're All Set!" (or the waitlist place), the answer, and where to go next. */
export function allSetMarkup(eventId: string, rsvp: RsvpResult): SafeHtml {
  const badge = STATUS_BADGE[rsvp.status];
  const waiting = rsvp.waitlistPosition ?? null;
  return markup`<section class="card join-panel join-done" aria-labelledby="all-set-title">
    <span class="join-done__emoji" aria-hidden="true">🎉</span>
    <h2 id="all-set-title" class="join-done__title" tabindex="-1">${waiting ? "You're on the Waitlist" : "You're All Set!"}</h2>
    ${waiting && markup`<p class="join-done__waitlist" role="status">${waitlistText(waiting)}. This potluck is full; you'll get a place when one frees up.</p>`}
    <div class="join-done__answer"><span class="badge badge--${badge.tone}"><span aria-hidden="true">${badge.icon}</span>${badge.label}</span>
      <span>${plural(rsvp.adultCount, 'adult', 'adults')}, ${plural(rsvp.kidCount, 'kid', 'kids')}</span></div>
    <div class="join-done__actions">
      <a class="btn btn--primary btn--block" href="/events/${eventId}/dishes"><span class="btn__content">Manage My Dishes</span></a>
      <a class="btn btn--secondary btn--block" href="/"><span class="btn__content">Explore</span></a>
      <a class="btn btn--ghost btn--block" href="/join/${eventId}?change"><span class="btn__content" data-active="true">Update My RSVP</span></a>
    </div>
  </section>`;
}
