import './event-form.css';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EventDetail, EventFormValues, EventInput } from '@contracts/event.contract';
import { EVENT_LOCATION_MAX, EVENT_NAME_MAX } from '@contracts/event.rules';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { SelectField } from '@/components/select-field';
import { TextArea } from '@/components/text-area';
import { TextField } from '@/components/text-field';
import { isSessionLost, newChangeKey, serverFieldErrors } from '@/lib/api-client';
import { browserTimeZone, combineDateAndTime, splitDateAndTime, timeZoneOptions } from '@/lib/date-format';
import { parseForm, useForm, type FormErrors } from '@/lib/use-form';
import { toast } from '@/lib/toast-store';
import { useCreateEvent, useUpdateEvent } from '../api/save-event';
import { themeOptions } from '../theme';
import { planningInput, planningValuesOf } from '../planning-form';
import { PlanningFields } from './planning-fields';
import {
  draftOf,
  QuestionEditor,
  questionsInput,
  type QuestionDraft,
  type QuestionDraftErrors,
} from './question-editor';
import { t } from '@/lib/i18n';

type FieldErrors = FormErrors<EventFormValues>;

const EMPTY: EventFormValues = {
  name: '',
  theme: '',
  date: '',
  time: '',
  location: '',
  description: '',
  allowVegetarian: true,
  allowVegan: true,
  allowNonVegetarian: true,
  dietaryNote: '',
  showGuestList: true,
  slots: {},
  capacity: '',
  // Filled with the host's browser zone when the form opens.
  timeZone: '',
  remindersEnabled: true,
  answersCloseAt: '',
};

/** An instant as the deadline input writes it ('YYYY-MM-DDTHH:mm' on the event's clock), and back. */
const localInput = (instant: string, timeZone: string) => {
  const { date, time } = splitDateAndTime(instant, timeZone);
  return `${date}T${time}`;
};
const instantOf = (local: string, timeZone: string) => {
  const [date = '', time = ''] = local.split('T');
  return combineDateAndTime(date, time, timeZone);
};

function valuesOf(event: EventDetail): EventFormValues {
  return {
    name: event.name,
    theme: event.theme ?? '',
    ...(event.date === null ? { date: '', time: '' } : splitDateAndTime(event.date, event.timeZone)),
    location: event.location ?? '',
    description: event.description ?? '',
    allowVegetarian: event.allowVegetarian,
    allowVegan: event.allowVegan,
    allowNonVegetarian: event.allowNonVegetarian,
    dietaryNote: event.dietaryNote ?? '',
    showGuestList: event.showGuestList,
    ...planningValuesOf(event),
    timeZone: event.timeZone,
    remindersEnabled: event.remindersEnabled,
    answersCloseAt: event.answersCloseAt === null ? '' : localInput(event.answersCloseAt, event.timeZone),
  };
}

/** Server field names map onto the form's; the instant's errors belong to the Date input. */
function fromServer(fields: Record<string, string>): FieldErrors {
  const result: FieldErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    if (field in EMPTY || field.startsWith('dishSlots.')) result[field as keyof EventFormValues] = message;
  }
  return result;
}

export interface EventFormProps {
  /** The event being edited; create mode without it. */
  event?: EventDetail;
  /** After a save: more to do with the same input (the page's "this and the following" of a series). */
  onSaved?: (input: EventInput) => Promise<void>;
  /** Create mode: a way to offer date options instead of one date (composed in by the page). */
  dateOptions?: (slot: DateOptionsSlot) => ReactNode;
  /** The photo block (the cover picker, given by the screen: features do not import each other). */
  photoBlock?: ReactNode;
}

/** What the date options editor gets: the zone, where to report its options (null: one date) and a refusal. */
export interface DateOptionsSlot {
  timeZone: string;
  onChange: (options: { instants: string[]; error: string | null } | null) => void;
  error?: string;
}

/** Create / edit event form. Date and time are wall-clock time in the event's zone (the host's own by default). */
export function EventForm({ event, dateOptions, photoBlock, onSaved }: EventFormProps) {
  const editing = !!event;
  // A date poll instead of one date: chosen when creating; an edited event keeps polling until its date is picked.
  const [options, setOptions] = useState<{ instants: string[]; error: string | null } | null>(null);
  const [optionsError, setOptionsError] = useState<string>();
  const polling = event ? event.date === null : options !== null;
  const navigate = useNavigate();
  const createMutation = useCreateEvent();
  const updateMutation = useUpdateEvent();
  const pending = createMutation.isPending || updateMutation.isPending;
  const { values, errors, set, showErrors, handleSubmit, text, check } = useForm<EventFormValues>(() =>
    event ? valuesOf(event) : { ...EMPTY, timeZone: browserTimeZone() },
  );
  const [questions, setQuestions] = useState<QuestionDraft[]>(() => (event?.questions ?? []).map(draftOf));
  const [questionErrors, setQuestionErrors] = useState<QuestionDraftErrors>({});
  /** Messages of the questions' schema or the server (`questions.<index>.<field>`), by draft. */
  const showQuestionErrors = (fields: Partial<Record<string, string>>): boolean => {
    const found: QuestionDraftErrors = {};
    for (const [path, message] of Object.entries(fields)) {
      const [, index, field] = /^(?:questions\.)?(\d+)\.(label|options)/.exec(path) ?? [];
      const draft = index === undefined ? undefined : questions[Number(index)];
      if (draft && message) found[draft.key] = { ...found[draft.key], [field as 'label' | 'options']: message };
    }
    setQuestionErrors(found);
    return Object.keys(found).length > 0;
  };

  const onSubmit = async () => {
    // Slot errors keep their whole path (slots.dessert), so each box shows its own.
    const checked = polling ? { ...values, date: '-', time: '-' } : values;
    const parsed = await parseForm((s) => s.eventFormSchema, checked, { nested: true });
    const found: FieldErrors = parsed.errors ?? {};
    const asked = await parseForm<unknown, string>((s) => s.questionsInputSchema, questionsInput(questions), {
      nested: true,
    });
    const questionsWrong = showQuestionErrors(asked.errors ?? {});
    const date = polling ? null : combineDateAndTime(values.date, values.time, values.timeZone);
    if (!polling && !found.date && !found.time && !date) found.date = t('event.form.invalidDate');
    setOptionsError(options?.error ?? undefined);
    if (!parsed.data || (!polling && !date) || options?.error || questionsWrong) {
      showErrors(found);
      return;
    }
    const d = parsed.data;
    const input: EventInput = {
      name: d.name,
      description: d.description || null,
      theme: d.theme || null,
      ...(date ? { date } : {}),
      ...(!editing && options ? { dateOptions: options.instants } : {}),
      location: d.location.trim() || null,
      allowNonVegetarian: d.allowNonVegetarian,
      allowVegetarian: d.allowVegetarian,
      allowVegan: d.allowVegan,
      dietaryNote: d.dietaryNote || null,
      showGuestList: d.showGuestList,
      ...planningInput(d),
      timeZone: d.timeZone,
      remindersEnabled: d.remindersEnabled,
      answersCloseAt: d.answersCloseAt ? instantOf(d.answersCloseAt, d.timeZone) : null,
      questions: questionsInput(questions),
    };
    const onError = (error: unknown) => {
      if (isSessionLost(error)) return;
      showErrors(fromServer(serverFieldErrors(error)));
      showQuestionErrors(serverFieldErrors(error));
      setOptionsError(serverFieldErrors(error).dateOptions);
      toast({
        title: t('common.error'),
        description: editing ? t('event.form.updateFailed') : t('event.form.createFailed'),
        variant: 'destructive',
      });
    };
    const onSuccess = (saved: EventDetail | undefined) => {
      if (!saved) return;
      void onSaved?.(input);
      toast(
        editing
          ? { title: t('event.form.updated'), description: t('event.form.updatedText') }
          : { title: t('event.form.created'), description: t('event.form.createdText') },
      );
      // A moved date, time or place: the event page offers to announce it, old and new values prefilled.
      const moved = event && (event.date !== saved.date || (event.location ?? '') !== (saved.location ?? ''));
      const announceChange = moved
        ? {
            name: saved.name,
            timeZone: saved.timeZone,
            before: { date: event.date, location: event.location },
            after: { date: saved.date, location: saved.location },
          }
        : undefined;
      void navigate(`/events/${saved.id}`, { replace: editing, state: announceChange && { announceChange } });
    };
    // One key per save: a retry after a lost answer sends the same key, so the event is created once.
    const idempotencyKey = newChangeKey();
    if (event) updateMutation.mutate({ eventId: event.id, input, idempotencyKey }, { onSuccess, onError });
    else createMutation.mutate({ input, idempotencyKey }, { onSuccess, onError });
  };

  return (
    <form
      className="event-form"
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label={editing ? t('event.edit.title') : t('event.create.title')}
    >
      <TextField
        id="event-name"
        label={t('event.form.name')}
        placeholder={t('event.form.namePlaceholder')}
        {...text('name')}
        maxLength={EVENT_NAME_MAX}
        required
        autoComplete="off"
      />
      <SelectField
        id="event-theme"
        label={t('event.form.theme')}
        optional
        placeholder={t('event.form.themePlaceholder')}
        options={themeOptions()}
        {...text('theme')}
      />
      {!editing && dateOptions?.({ timeZone: values.timeZone, onChange: setOptions, error: optionsError })}
      {editing && polling && <p className="event-form__help text-secondary text-sm">{t('datePoll.form.pollOpen')}</p>}
      {!polling && (
        <div className="event-form__row">
          <TextField id="event-date" label={t('event.form.date')} type="date" {...text('date')} required />
          <TextField id="event-time" label={t('event.form.time')} type="time" {...text('time')} required />
        </div>
      )}
      <SelectField
        id="event-timeZone"
        label={t('event.form.zone')}
        help={t('event.form.zoneHelp')}
        options={timeZoneOptions(values.timeZone).map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))}
        {...text('timeZone')}
      />
      <TextField
        id="event-location"
        label={t('event.form.location')}
        placeholder={t('event.form.locationPlaceholder')}
        {...text('location')}
        maxLength={EVENT_LOCATION_MAX}
        autoComplete="street-address"
      />
      <TextArea
        id="event-description"
        label={t('event.form.description')}
        placeholder={t('event.form.descriptionPlaceholder')}
        {...text('description')}
        rows={4}
      />

      <fieldset className="event-form__group">
        <legend className="event-form__legend">{t('event.form.dietary')}</legend>
        <p className="event-form__help text-secondary text-sm">{t('event.form.dietaryHelp')}</p>
        <Checkbox label={t('event.form.allowVegetarian')} {...check('allowVegetarian')} />
        <Checkbox label={t('event.form.allowVegan')} {...check('allowVegan')} />
        <Checkbox label={t('event.form.allowNonVegetarian')} {...check('allowNonVegetarian')} />
        <TextField
          id="event-dietaryNote"
          label={t('event.form.dietaryNote')}
          optional
          placeholder={t('event.form.dietaryNotePlaceholder')}
          {...text('dietaryNote')}
        />
      </fieldset>

      <fieldset className="event-form__group">
        <legend className="event-form__legend">{t('event.form.privacy')}</legend>
        <Checkbox label={t('event.form.showGuestList')} {...check('showGuestList')} />
        <p className="event-form__help text-secondary text-sm">{t('event.form.showGuestListHelp')}</p>
      </fieldset>
      <PlanningFields
        slots={values.slots}
        capacity={values.capacity}
        confirmedGuests={event?.confirmedGuestCount ?? 0}
        errors={errors}
        onSlotsChange={(slots) => set('slots', slots)}
        onCapacityChange={(capacity) => set('capacity', capacity)}
      />

      <TextField
        label={t('event.form.answersClose')}
        type="datetime-local"
        optional
        help={t('event.form.answersCloseHelp')}
        {...text('answersCloseAt')}
      />

      <QuestionEditor drafts={questions} errors={questionErrors} onChange={setQuestions} />

      <Checkbox label={t('event.form.reminders')} {...check('remindersEnabled')} />

      {photoBlock}

      <p className="event-form__hint">
        <span aria-hidden="true">💡 </span>
        {t('event.form.hint', { mode: editing ? 'edit' : 'create' })}
      </p>

      <Button
        type="submit"
        size="lg"
        block
        pending={pending}
        pendingLabel={editing ? t('event.form.updating') : t('event.form.creating')}
      >
        {editing ? t('event.form.update') : t('event.form.create')}
      </Button>
    </form>
  );
}
