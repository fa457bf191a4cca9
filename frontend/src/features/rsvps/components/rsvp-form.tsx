import './rsvps.css';
import { useId, useState } from 'react';
import {
  answerFormValues,
  answersFromForm,
  checkAnswers,
  questionIdOfField,
  type AnswerFormValue,
  type Question,
} from '@contracts/question.rules';
import { QuestionFields } from './question-fields';
import type { RsvpData, RsvpView } from '@contracts/rsvp.contract';
import {
  answerFormDefaults,
  answerFromForm,
  RSVP_ADULTS_MAX,
  RSVP_ADULTS_MIN,
  RSVP_KIDS_MAX,
  RSVP_TEXT_MAX,
} from '@contracts/rsvp.rules';
import type { RsvpStatus } from '@contracts/common.contract';
import { TextArea } from '@/components/text-area';
import { FieldMessages } from '@/components/field-parts';
import { isLeavingGoing } from '@/lib/attendance';
import { parseForm, useForm, type FormErrors } from '@/lib/use-form';
import type { SubmitRsvpVariables } from '../api/submit-rsvp';
import { t, type MessageKey } from '@/lib/i18n';
import { richMessage } from '@/components/rich-message';

export type RsvpFormValues = {
  status: RsvpStatus;
  adultCount: string;
  kidCount: string;
  dietaryRestrictions: string;
  allergies: string;
  bringingSupplies: string;
};
type RsvpPayload = SubmitRsvpVariables['input'];
type FieldErrors = FormErrors<RsvpFormValues>;

const STATUS_OPTIONS: ReadonlyArray<{ value: RsvpStatus; label: MessageKey; icon: string }> = [
  { value: 'attending', label: 'rsvp.status.attending', icon: '✓' },
  { value: 'maybe', label: 'rsvp.status.maybe', icon: '?' },
  { value: 'not_attending', label: 'rsvp.status.notAttending', icon: '✕' },
];

/** The two head counts: steppers between the contract's bounds. */
const COUNT_FIELDS: ReadonlyArray<{
  name: 'adultCount' | 'kidCount';
  label: MessageKey;
  less: MessageKey;
  more: MessageKey;
  min: number;
  max: number;
}> = [
  {
    name: 'adultCount',
    label: 'join.form.adults',
    less: 'join.form.oneLessAdult',
    more: 'join.form.oneMoreAdult',
    min: RSVP_ADULTS_MIN,
    max: RSVP_ADULTS_MAX,
  },
  {
    name: 'kidCount',
    label: 'join.form.kids',
    less: 'join.form.oneLessKid',
    more: 'join.form.oneMoreKid',
    min: 0,
    max: RSVP_KIDS_MAX,
  },
];

/** The optional free-text answers, in the order the form shows them. */
const TEXT_FIELDS: ReadonlyArray<{
  name: 'dietaryRestrictions' | 'allergies' | 'bringingSupplies';
  label: MessageKey;
  placeholder: MessageKey;
  help?: MessageKey;
}> = [
  {
    name: 'dietaryRestrictions',
    label: 'join.form.dietaryRestrictions',
    placeholder: 'join.form.dietaryRestrictionsPlaceholder',
  },
  {
    name: 'allergies',
    label: 'join.form.allergies',
    placeholder: 'join.form.allergiesPlaceholder',
    help: 'join.form.allergiesHelp',
  },
  { name: 'bringingSupplies', label: 'join.form.supplies', placeholder: 'join.form.suppliesPlaceholder' },
];

/** The answer fields of an RSVP: all the form needs to start from. */
export type RsvpSummary = Pick<RsvpView, 'status' | 'adultCount' | 'kidCount' | 'dietaryRestrictions'> &
  Partial<Pick<RsvpView, 'allergies' | 'bringingSupplies' | 'answers'>>;

/** The answer as the screens show it, from what was sent ('' for none). */
export function rsvpSummaryOf(input: RsvpPayload): RsvpSummary {
  return {
    ...input,
    dietaryRestrictions: input.dietaryRestrictions || null,
    allergies: input.allergies || null,
    bringingSupplies: input.bringingSupplies || null,
  };
}

/** Attending, 1 adult, 0 kids, empty restrictions, or the existing RSVP's values. */
export function rsvpFormDefaults(rsvp: RsvpSummary | null | undefined): RsvpFormValues {
  return answerFormDefaults(rsvp);
}

/** Values the server's form held (by field name), over the defaults: a field it did not have keeps its default. */
export function rsvpFormValuesFrom(
  values: Record<string, string> | undefined,
  defaults: RsvpFormValues,
): RsvpFormValues {
  if (!values) return defaults;
  const status = values.status;
  const known = (s: string | undefined): s is RsvpStatus => s === 'attending' || s === 'maybe' || s === 'not_attending';
  return {
    status: known(status) ? status : defaults.status,
    adultCount: values.adultCount ?? defaults.adultCount,
    kidCount: values.kidCount ?? defaults.kidCount,
    dietaryRestrictions: values.dietaryRestrictions ?? defaults.dietaryRestrictions,
    allergies: values.allergies ?? defaults.allergies,
    bringingSupplies: values.bringingSupplies ?? defaults.bringingSupplies,
  };
}

/** Checks the values with the shared contract; the payload sends '' for no restrictions. */
export async function validateRsvpForm(
  values: RsvpFormValues,
): Promise<{ payload: RsvpPayload } | { errors: FieldErrors }> {
  const result = await parseForm<RsvpData, keyof RsvpFormValues>((s) => s.rsvpInputSchema, answerFromForm(values));
  if (result.errors) return { errors: result.errors };
  const { status, adultCount, kidCount, dietaryRestrictions, allergies, bringingSupplies } = result.data;
  return {
    payload: {
      status,
      adultCount,
      kidCount,
      dietaryRestrictions: dietaryRestrictions ?? '',
      allergies: allergies ?? '',
      bringingSupplies: bringingSupplies ?? '',
    },
  };
}

/** The replies to the host's questions a form starts from: the server form's fields (`q.<id>`), else the saved ones. */
export function questionFormValues(
  serverValues: Record<string, string> | undefined,
  saved: RsvpSummary | null | undefined,
): Record<string, AnswerFormValue> {
  const typed = Object.entries(serverValues ?? {}).flatMap(([name, v]) => {
    const id = questionIdOfField(name);
    return id === null ? [] : [[id, v] as const];
  });
  if (typed.length === 0) return answerFormValues(saved?.answers);
  // Several ticked options of one question come as lines.
  return Object.fromEntries(typed.map(([id, v]) => [id, v.includes('\n') ? v.split('\n') : v]));
}

/** The messages the server's form showed beside its questions, by question id. */
export function questionErrorsOf(errors: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors ?? {}).flatMap(([name, m]) => {
      const id = questionIdOfField(name);
      return id === null ? [] : [[id, m]];
    }),
  );
}

/**
 * The RSVP form with the host's questions: `questions` are asked after the usual fields, starting from `answers`;
 * a required one must be answered by someone Going (checked here, and again by the server).
 */
export function useRsvpForm(
  initial: RsvpFormValues,
  initialErrors: FieldErrors = {},
  questions: readonly Question[] = [],
  initialAnswers: Record<string, AnswerFormValue> = {},
  initialAnswerErrors: Record<string, string> = {},
) {
  const form = useForm(initial, initialErrors);
  const [answers, setAnswers] = useState(initialAnswers);
  const [answerErrors, setAnswerErrors] = useState(initialAnswerErrors);
  const setAnswer = (questionId: string, value: AnswerFormValue) => {
    setAnswers((a) => ({ ...a, [questionId]: value }));
    setAnswerErrors(({ [questionId]: _gone, ...rest }) => rest);
  };
  /** The payload when valid; otherwise shows the messages and returns null. */
  const validate = async (): Promise<RsvpPayload | null> => {
    const result = await validateRsvpForm(form.values);
    const replies = answersFromForm(questions, answers);
    const { problems } = checkAnswers(questions, replies, form.values.status === 'attending');
    // The rules' problems are message keys (`validation.question.*`), loaded with the schemas above.
    setAnswerErrors(Object.fromEntries(Object.entries(problems).map(([id, key]) => [id, t(key as MessageKey)])));
    if ('errors' in result) {
      form.showErrors(result.errors);
      return null;
    }
    if (Object.keys(problems).length > 0) return null;
    return questions.length > 0 ? { ...result.payload, answers: replies } : result.payload;
  };
  return { ...form, validate, questions, answers, setAnswer, answerErrors };
}

export type RsvpFormState = ReturnType<typeof useRsvpForm>;

interface RsvpFieldsProps {
  form: RsvpFormState;
  /** The user's dishes in this event: leaving Going removes them, so the form warns first. */
  dishCount: number;
  /** The saved answer's status (null: no answer yet, which counts as Going). */
  currentStatus: RsvpStatus | null;
  disabled?: boolean;
}

export function RsvpFields({ form, dishCount, currentStatus, disabled }: RsvpFieldsProps) {
  const { values, errors, set } = form;
  const id = useId();
  const showWarning = dishCount > 0 && isLeavingGoing(currentStatus, values.status);
  return (
    <div className="rsvp-fields stack stack--lg">
      <fieldset className="rsvp-status" disabled={disabled}>
        <legend className="field__label">{t('join.form.status')}</legend>
        <div className="rsvp-status__options">
          {STATUS_OPTIONS.map((o) => (
            <label key={o.value} className={`rsvp-status__option rsvp-status__option--${o.value}`}>
              <input
                type="radio"
                name={`${id}-status`}
                value={o.value}
                checked={values.status === o.value}
                onChange={() => set('status', o.value)}
              />
              <span aria-hidden="true">{o.icon}</span>
              {t(o.label)}
            </label>
          ))}
        </div>
      </fieldset>

      {showWarning && (
        <p className="rsvp-warning" role="alert">
          <span aria-hidden="true">⚠</span>
          <span>
            {richMessage('rsvp.changeWarning', {
              dishes: <strong>{t('rsvp.dishCount', { count: dishCount })}</strong>,
            })}
          </span>
        </p>
      )}

      <div className="rsvp-counts">
        {COUNT_FIELDS.map((c) => (
          <CountField
            key={c.name}
            name={c.name}
            label={t(c.label)}
            less={t(c.less)}
            more={t(c.more)}
            value={values[c.name]}
            min={c.min}
            max={c.max}
            error={errors[c.name]}
            disabled={disabled}
            onChange={(v) => set(c.name, v)}
          />
        ))}
      </div>

      {TEXT_FIELDS.map((f) => (
        <TextArea
          key={f.name}
          label={t(f.label)}
          optional
          rows={2}
          placeholder={t(f.placeholder)}
          help={f.help && t(f.help)}
          {...form.text(f.name)}
          disabled={disabled}
          maxLength={RSVP_TEXT_MAX}
        />
      ))}
      <QuestionFields
        questions={form.questions}
        values={form.answers}
        errors={form.answerErrors}
        disabled={disabled}
        onChange={form.setAnswer}
      />
    </div>
  );
}

interface CountFieldProps {
  /** The field's name, as the server's form names it (the app takes its values and focus over by name). */
  name: string;
  label: string;
  /** The step buttons' names: 'One less adult', 'One more adult'. */
  less: string;
  more: string;
  value: string;
  min: number;
  max: number;
  error?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/** A number input with − / + buttons sized for thumbs; typing stays possible and is validated on save. */
function CountField({ name, label, less, more, value, min, max, error, disabled, onChange }: CountFieldProps) {
  const id = useId();
  const n = Number(value);
  const step = (delta: number) => {
    const base = Number.isFinite(n) && value.trim() !== '' ? n : min;
    onChange(String(Math.min(max, Math.max(min, Math.round(base) + delta))));
  };
  return (
    <div className="field rsvp-count">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="rsvp-count__control">
        <StepButton
          label={less}
          sign="−"
          disabled={disabled || (Number.isFinite(n) && n <= min)}
          onClick={() => step(-1)}
        />
        <input
          id={id}
          name={name}
          className="field__control rsvp-count__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        <StepButton
          label={more}
          sign="+"
          disabled={disabled || (Number.isFinite(n) && n >= max)}
          onClick={() => step(1)}
        />
      </div>
      <FieldMessages error={error} errorId={`${id}-error`} />
    </div>
  );
}

function StepButton(props: { label: string; sign: string; disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className="btn btn--secondary btn--icon"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.sign}
    </button>
  );
}
