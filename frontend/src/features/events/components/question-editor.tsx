import {
  QUESTION_LABEL_MAX,
  QUESTIONS_MAX,
  type Question,
  type QuestionAudience,
  type QuestionKind,
} from '@contracts/question.rules';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { SelectField } from '@/components/select-field';
import { TextArea } from '@/components/text-area';
import { TextField } from '@/components/text-field';
import { t } from '@/lib/i18n';

/** A question as the host edits it: its options as lines of text. A new one has no id yet (the server gives one). */
export interface QuestionDraft {
  key: string;
  id?: string;
  label: string;
  kind: QuestionKind;
  optionsText: string;
  required: boolean;
  audience: QuestionAudience;
}

export type QuestionDraftErrors = Record<string, { label?: string; options?: string }>;

export const draftOf = (q: Question): QuestionDraft => ({
  key: q.id,
  id: q.id,
  label: q.label,
  kind: q.kind,
  optionsText: q.options.join('\n'),
  required: q.required,
  audience: q.audience,
});

const withChoices = (kind: QuestionKind) => kind === 'choice' || kind === 'choices';

/** The drafts as the event's body sends them. */
export const questionsInput = (drafts: readonly QuestionDraft[]) =>
  drafts.map((d) => ({
    ...(d.id ? { id: d.id } : {}),
    label: d.label,
    kind: d.kind,
    options: withChoices(d.kind)
      ? d.optionsText
          .split('\n')
          .map((o) => o.trim())
          .filter(Boolean)
      : [],
    required: d.required,
    audience: d.audience,
  }));

interface QuestionEditorProps {
  drafts: readonly QuestionDraft[];
  errors: QuestionDraftErrors;
  onChange: (drafts: QuestionDraft[]) => void;
}

/** The host's own questions in the event form: up to QUESTIONS_MAX, each with its kind, options and audience. */
export function QuestionEditor({ drafts, errors, onChange }: QuestionEditorProps) {
  const update = (key: string, change: Partial<QuestionDraft>) =>
    onChange(drafts.map((d) => (d.key === key ? { ...d, ...change } : d)));
  const kinds: { value: QuestionKind; label: string }[] = [
    { value: 'text', label: t('question.kind.text') },
    { value: 'choice', label: t('question.kind.choice') },
    { value: 'choices', label: t('question.kind.choices') },
    { value: 'yesno', label: t('question.kind.yesno') },
  ];
  const audiences: { value: QuestionAudience; label: string }[] = [
    { value: 'hosts', label: t('question.audience.hosts') },
    { value: 'everyone', label: t('question.audience.everyone') },
  ];
  return (
    <fieldset className="event-form__group">
      <legend className="event-form__legend">{t('question.title')}</legend>
      <p className="event-form__help text-secondary text-sm">{t('question.help')}</p>
      {drafts.map((d, i) => (
        <div key={d.key} className="question-draft stack">
          <TextField
            label={t('question.label', { number: i + 1 })}
            value={d.label}
            maxLength={QUESTION_LABEL_MAX}
            error={errors[d.key]?.label}
            onChange={(e) => update(d.key, { label: e.target.value })}
          />
          <SelectField
            label={t('question.kind')}
            value={d.kind}
            options={kinds}
            onChange={(e) => update(d.key, { kind: e.target.value as QuestionKind })}
          />
          {withChoices(d.kind) && (
            <TextArea
              label={t('question.options')}
              help={t('question.optionsHelp')}
              rows={3}
              value={d.optionsText}
              error={errors[d.key]?.options}
              onChange={(e) => update(d.key, { optionsText: e.target.value })}
            />
          )}
          <SelectField
            label={t('question.audience')}
            value={d.audience}
            options={audiences}
            onChange={(e) => update(d.key, { audience: e.target.value as QuestionAudience })}
          />
          <Checkbox
            label={t('question.required')}
            checked={d.required}
            onChange={(e) => update(d.key, { required: e.target.checked })}
          />
          <Button variant="ghost" onClick={() => onChange(drafts.filter((x) => x.key !== d.key))}>
            {t('question.remove', { number: i + 1 })}
          </Button>
        </div>
      ))}
      {drafts.length < QUESTIONS_MAX && (
        <Button
          variant="secondary"
          onClick={() =>
            onChange([
              ...drafts,
              {
                key: crypto.randomUUID(),
                label: '',
                kind: 'text',
                optionsText: '',
                required: false,
                audience: 'hosts',
              },
            ])
          }
        >
          {t('question.add')}
        </Button>
      )}
    </fieldset>
  );
}
