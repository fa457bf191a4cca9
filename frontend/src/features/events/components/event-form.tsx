import './event-form.css';
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
import { THEME_OPTIONS } from '../theme';
import { planningInput, planningValuesOf } from '../planning-form';
import { PlanningFields } from './planning-fields';

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
};

function valuesOf(event: EventDetail): EventFormValues {
  return {
    name: event.name,
    theme: event.theme ?? '',
    ...splitDateAndTime(event.date, event.timeZone),
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
}

/** Create / edit event form. Date and time are wall-clock time in the event's zone (the host's own by default). */
export function EventForm({ event }: EventFormProps) {
  const editing = !!event;
  const navigate = useNavigate();
  const createMutation = useCreateEvent();
  const updateMutation = useUpdateEvent();
  const pending = createMutation.isPending || updateMutation.isPending;
  const { values, errors, set, showErrors, handleSubmit } = useForm<EventFormValues>(() =>
    event ? valuesOf(event) : { ...EMPTY, timeZone: browserTimeZone() },
  );

  const onSubmit = async () => {
    // Slot errors keep their whole path (slots.dessert), so each box shows its own.
    const parsed = await parseForm((s) => s.eventFormSchema, values, { nested: true });
    const found: FieldErrors = parsed.errors ?? {};
    const date = combineDateAndTime(values.date, values.time, values.timeZone);
    if (!found.date && !found.time && !date) found.date = 'Enter a valid date';
    if (!parsed.data || !date) {
      showErrors(found);
      return;
    }
    const d = parsed.data;
    const input: EventInput = {
      name: d.name,
      description: d.description || null,
      theme: d.theme || null,
      date,
      location: d.location.trim() || null,
      allowNonVegetarian: d.allowNonVegetarian,
      allowVegetarian: d.allowVegetarian,
      allowVegan: d.allowVegan,
      dietaryNote: d.dietaryNote || null,
      showGuestList: d.showGuestList,
      ...planningInput(d),
      timeZone: d.timeZone,
      remindersEnabled: d.remindersEnabled,
    };
    const onError = (error: unknown) => {
      if (isSessionLost(error)) return;
      showErrors(fromServer(serverFieldErrors(error)));
      toast({
        title: 'Error',
        description: editing
          ? 'Failed to update event. Please try again.'
          : 'Failed to create event. Please try again.',
        variant: 'destructive',
      });
    };
    const onSuccess = (saved: EventDetail | undefined) => {
      if (!saved) return;
      toast(
        editing
          ? { title: 'Event Updated!', description: 'Your potluck event has been updated successfully.' }
          : { title: 'Event Created!', description: 'Your potluck event has been created successfully.' },
      );
      void navigate(`/events/${saved.id}`, { replace: editing });
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
      aria-label={editing ? 'Edit Event' : 'Create Event'}
    >
      <TextField
        id="event-name"
        label="Event Name"
        placeholder="e.g. Diwali Celebration"
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={errors.name}
        maxLength={EVENT_NAME_MAX}
        required
        autoComplete="off"
      />
      <SelectField
        id="event-theme"
        label="Theme"
        optional
        placeholder="Choose a theme"
        options={THEME_OPTIONS}
        value={values.theme}
        onChange={(e) => set('theme', e.target.value as EventFormValues['theme'])}
        error={errors.theme}
      />
      <div className="event-form__row">
        <TextField
          id="event-date"
          label="Date"
          type="date"
          value={values.date}
          onChange={(e) => set('date', e.target.value)}
          error={errors.date}
          required
        />
        <TextField
          id="event-time"
          label="Time"
          type="time"
          value={values.time}
          onChange={(e) => set('time', e.target.value)}
          error={errors.time}
          required
        />
      </div>
      <SelectField
        id="event-timeZone"
        label="Zone"
        help="Guests elsewhere also see the time in their own zone."
        options={timeZoneOptions(values.timeZone).map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))}
        value={values.timeZone}
        onChange={(e) => set('timeZone', e.target.value)}
        error={errors.timeZone}
      />
      <TextField
        id="event-location"
        label="Location"
        placeholder="e.g. 42 Maple Street, Springfield"
        value={values.location}
        onChange={(e) => set('location', e.target.value)}
        error={errors.location}
        maxLength={EVENT_LOCATION_MAX}
        autoComplete="street-address"
      />
      <TextArea
        id="event-description"
        label="Description"
        placeholder="Tell your guests what to expect: the occasion, parking, what to wear..."
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        error={errors.description}
        rows={4}
      />

      <fieldset className="event-form__group">
        <legend className="event-form__legend">Dietary Preferences</legend>
        <p className="event-form__help text-secondary text-sm">Which dishes can guests bring?</p>
        <Checkbox
          label="Vegetarian dishes allowed"
          checked={values.allowVegetarian}
          onChange={(e) => set('allowVegetarian', e.target.checked)}
        />
        <Checkbox
          label="Vegan dishes allowed"
          checked={values.allowVegan}
          onChange={(e) => set('allowVegan', e.target.checked)}
        />
        <Checkbox
          label="Non-vegetarian dishes allowed"
          checked={values.allowNonVegetarian}
          onChange={(e) => set('allowNonVegetarian', e.target.checked)}
        />
        <TextField
          id="event-dietaryNote"
          label="Additional Dietary Note"
          optional
          placeholder="e.g. Please label anything with nuts"
          value={values.dietaryNote}
          onChange={(e) => set('dietaryNote', e.target.value)}
          error={errors.dietaryNote}
        />
      </fieldset>

      <fieldset className="event-form__group">
        <legend className="event-form__legend">Privacy</legend>
        <Checkbox
          label="Guests can see who's coming"
          checked={values.showGuestList}
          onChange={(e) => set('showGuestList', e.target.checked)}
        />
        <p className="event-form__help text-secondary text-sm">
          Off: guests see the counts but not the names. E-mail addresses are only ever shown to you.
        </p>
      </fieldset>
      <PlanningFields
        slots={values.slots}
        capacity={values.capacity}
        confirmedGuests={event?.confirmedGuestCount ?? 0}
        errors={errors}
        onSlotsChange={(slots) => set('slots', slots)}
        onCapacityChange={(capacity) => set('capacity', capacity)}
      />

      <Checkbox
        label="Send reminders to guests (2 days and 2 hours before)"
        checked={values.remindersEnabled}
        onChange={(e) => set('remindersEnabled', e.target.checked)}
      />

      {/* The photo block has no upload behaviour; it says so rather than offering a dead button. */}
      <div className="event-form__photo" role="group" aria-labelledby="event-photo-title">
        <span className="event-form__photo-icon" aria-hidden="true">
          📷
        </span>
        <div>
          <p id="event-photo-title" className="event-form__photo-title">
            Event Photo
          </p>
          <p className="event-form__help text-secondary text-sm">
            Photo uploads are coming soon. Your theme's colours decorate the event for now.
          </p>
        </div>
      </div>

      <p className="event-form__hint">
        <span aria-hidden="true">💡 </span>
        You can RSVP yourself and add the dishes you're bringing after {editing ? 'saving' : 'creating'} the event.
      </p>

      <Button type="submit" size="lg" block pending={pending} pendingLabel={editing ? 'Updating...' : 'Creating...'}>
        {editing ? 'Update Event' : 'Create Event & Invite Guests'}
      </Button>
    </form>
  );
}
