import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CAPACITY_MAX, CAPACITY_MIN, SLOT_GROUPS, SLOT_MAX } from '@contracts/planning.rules';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { isSessionLost, serverMessage } from '@/lib/api-client';
import { forgetUserIfSessionLost } from '@/lib/query-client';
import { getSlotSuggestion } from '../api/get-slot-suggestion';
import { t } from '@/lib/i18n';

export interface PlanningFieldsProps {
  slots: Record<string, string>;
  capacity: string;
  /** Going people now, for the headcount suggestion when no capacity is set. */
  confirmedGuests: number;
  errors: Partial<Record<string, string>>;
  onSlotsChange: (slots: Record<string, string>) => void;
  onCapacityChange: (capacity: string) => void;
}

// Without a capacity or guests yet, suggestions plan for ten people.
const DEFAULT_HEADCOUNT = 10;

/** The event form's "what do we need" block: dish slots per category and the optional capacity. */
export function PlanningFields(props: PlanningFieldsProps) {
  const { slots, capacity, confirmedGuests, errors, onSlotsChange, onCapacityChange } = props;
  const queryClient = useQueryClient();
  const [suggesting, setSuggesting] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const headcount = Number(capacity) || confirmedGuests || DEFAULT_HEADCOUNT;

  async function suggest() {
    setSuggesting(true);
    setNote(null);
    try {
      const s = await getSlotSuggestion(headcount);
      if (!s) return;
      onSlotsChange(Object.fromEntries(SLOT_GROUPS.map((g) => [g, String(s.slots[g])])));
      setNote(t('event.planning.suggested', { count: s.people }));
    } catch (e) {
      // A lost session goes the one 401 way (the route guard tells it), not into the form's note.
      forgetUserIfSessionLost(queryClient, e);
      if (!isSessionLost(e)) setNote(serverMessage(e) ?? t('event.planning.suggestFailed'));
    } finally {
      setSuggesting(false);
    }
  }

  return (
    <fieldset className="event-form__group" aria-describedby="event-slots-help">
      <legend className="event-form__legend">{t('event.planning.title')}</legend>
      <p id="event-slots-help" className="event-form__help text-secondary text-sm">
        {t('event.planning.help')}
      </p>
      <div className="event-form__slots">
        {SLOT_GROUPS.map((g) => (
          <TextField
            key={g}
            id={`event-slot-${g}`}
            label={t(`slot.${g}`)}
            type="number"
            inputMode="numeric"
            min={0}
            max={SLOT_MAX}
            value={slots[g] ?? ''}
            error={errors[`dishSlots.${g}`] ?? errors[`slots.${g}`]}
            onChange={(e) => onSlotsChange({ ...slots, [g]: e.target.value })}
          />
        ))}
      </div>
      <Button
        type="button"
        variant="secondary"
        pending={suggesting}
        pendingLabel={t('event.planning.suggesting')}
        onClick={() => void suggest()}
      >
        {t('event.planning.suggest')}
      </Button>
      {note && (
        <p className="event-form__help text-secondary text-sm" role="status">
          {note}
        </p>
      )}
      <TextField
        id="event-capacity"
        label={t('event.planning.capacity')}
        optional
        type="number"
        inputMode="numeric"
        min={CAPACITY_MIN}
        max={CAPACITY_MAX}
        placeholder={t('event.planning.noLimit')}
        help={t('event.planning.capacityHelp')}
        value={capacity}
        error={errors.capacity}
        onChange={(e) => onCapacityChange(e.target.value)}
      />
    </fieldset>
  );
}
