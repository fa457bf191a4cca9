// The join page's RSVP form as it is posted (without the app's code), shared by both sides: the server reads a posted
// form with it, and the app reads an answer a guest's phone kept while offline with it, so both send the contracts the
// same body (a kept answer sent through the API is then the same answer, to the letter, as that form posted).
import { answersFromForm, questionIdOfField, type AnswerFormValue, type Question } from './question.rules';
import { answerFromForm } from './rsvp.rules';

/**
 * The id of the server's card with the form or the answer taken. The form posts to the page at this card, so the
 * answer (or the form with its messages) opens where the guest was, not at the event's picture above it; "Still
 * needed" leads a visitor who has not answered here too; the page's own script finds the form by it.
 */
export const RSVP_FORM_CARD_ID = 'join-answer';

/** The fields of the join page's RSVP form, named as the app's form reads them when it takes over. */
export const RSVP_FORM_FIELDS = [
  'name',
  'email',
  'status',
  'adultCount',
  'kidCount',
  'dietaryRestrictions',
  'allergies',
  'bringingSupplies',
] as const;
export type RsvpFormField = (typeof RSVP_FORM_FIELDS)[number];
export type RsvpFormValues = Record<RsvpFormField, string>;

/** A posted form's fields: one value as text, a field sent several times (ticked options) as a list. */
export type PostedForm = Readonly<Record<string, unknown>>;

/** A posted form's values: text fields as sent (missing ones empty). */
export function rsvpFormValuesOf(body: unknown): RsvpFormValues {
  const record = body && typeof body === 'object' ? (body as PostedForm) : {};
  const text = (field: string) => (typeof record[field] === 'string' ? record[field] : '');
  return Object.fromEntries(RSVP_FORM_FIELDS.map((f) => [f, text(f)])) as RsvpFormValues;
}

/** A posted form's replies to the host's questions (fields `q.<id>`; ticked options come as several values). */
export function rsvpFormAnswersOf(body: unknown): Record<string, AnswerFormValue> {
  const record = body && typeof body === 'object' ? (body as PostedForm) : {};
  const answers: Record<string, AnswerFormValue> = {};
  for (const [name, value] of Object.entries(record)) {
    const id = questionIdOfField(name);
    if (id === null) continue;
    if (typeof value === 'string') answers[id] = value;
    else if (Array.isArray(value)) answers[id] = value.filter((v): v is string => typeof v === 'string');
  }
  return answers;
}

/** The body the guest RSVP and RSVP contracts validate, from the form's text values and replies. */
export function rsvpFormInput(
  values: RsvpFormValues,
  signedIn: boolean,
  questions: readonly Question[],
  answers: Record<string, AnswerFormValue>,
): Record<string, unknown> {
  const answer = {
    ...answerFromForm(values),
    ...(questions.length > 0 ? { answers: answersFromForm(questions, answers) } : {}),
  };
  return signedIn ? answer : { ...answer, name: values.name, email: values.email };
}
