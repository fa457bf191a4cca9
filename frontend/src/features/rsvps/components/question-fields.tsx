import { useId } from 'react';
import { ANSWER_TEXT_MAX, questionFieldName, type AnswerFormValue, type Question } from '@contracts/question.rules';
import { TextField } from '@/components/text-field';
import { FieldMessages } from '@/components/field-parts';
import { t } from '@/lib/i18n';

interface QuestionFieldsProps {
  questions: readonly Question[];
  values: Readonly<Record<string, AnswerFormValue>>;
  /** What is wrong, by question id. */
  errors: Readonly<Record<string, string>>;
  disabled?: boolean;
  onChange: (questionId: string, value: AnswerFormValue) => void;
}

/** The host's questions in the RSVP form: their words as typed, every word around them in the reader's language. */
export function QuestionFields({ questions, values, errors, disabled, onChange }: QuestionFieldsProps) {
  return (
    <>
      {questions.map((q) =>
        q.kind === 'text' ? (
          <TextField
            key={q.id}
            label={q.label}
            optional={!q.required}
            name={questionFieldName(q.id)}
            value={typeof values[q.id] === 'string' ? (values[q.id] as string) : ''}
            maxLength={ANSWER_TEXT_MAX}
            error={errors[q.id]}
            disabled={disabled}
            onChange={(e) => onChange(q.id, e.target.value)}
          />
        ) : (
          <ChoiceQuestion
            key={q.id}
            question={q}
            value={values[q.id]}
            error={errors[q.id]}
            disabled={disabled}
            onChange={(v) => onChange(q.id, v)}
          />
        ),
      )}
    </>
  );
}

function ChoiceQuestion({
  question: q,
  value,
  error,
  disabled,
  onChange,
}: {
  question: Question;
  value: AnswerFormValue | undefined;
  error?: string;
  disabled?: boolean;
  onChange: (value: AnswerFormValue) => void;
}) {
  const id = useId();
  const many = q.kind === 'choices';
  const options = q.kind === 'yesno' ? (['yes', 'no'] as const) : q.options;
  const chosen = ([] as string[]).concat(value ?? []);
  const label = (o: string) => (q.kind === 'yesno' ? t(o === 'yes' ? 'datePoll.answer.yes' : 'datePoll.answer.no') : o);
  return (
    <fieldset
      className="field rsvp-question"
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="field__label">
        {q.label}
        {!q.required && <span className="field__optional">{t('common.optional')}</span>}
      </legend>
      <div className="rsvp-question__options">
        {options.map((o) => (
          <label key={o} className="checkbox">
            <input
              type={many ? 'checkbox' : 'radio'}
              className="checkbox__input"
              name={questionFieldName(q.id)}
              value={o}
              checked={chosen.includes(o)}
              onChange={(e) => onChange(many ? (e.target.checked ? [...chosen, o] : chosen.filter((c) => c !== o)) : o)}
            />
            <span className="checkbox__text">
              <span className="checkbox__label">{label(o)}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldMessages error={error} errorId={`${id}-error`} />
    </fieldset>
  );
}
