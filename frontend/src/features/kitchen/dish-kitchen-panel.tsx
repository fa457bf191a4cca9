import './kitchen.css';
import type { DishKitchenInput } from '@contracts/kitchen.contract';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { TextField } from '@/components/text-field';
import { newChangeKey } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useKitchenPlan, useSaveDishKitchen, type withDefaults } from './api/kitchen-api';
import { clashesWith } from './kitchen-clashes';

type Flag = 'stove' | 'fridge' | 'freezer' | 'outlet' | 'utensils';
const FLAGS: readonly Flag[] = ['stove', 'fridge', 'freezer', 'outlet', 'utensils'];

/**
 * A dish's kitchen needs and arrival time, opened from its card. A slot where the kitchen would run short gets a
 * gentle warning, not a refusal: the host can sort it out.
 */
export function DishKitchenPanel({ eventId, dishId }: { eventId: string; dishId: string }) {
  const { data: plan } = useKitchenPlan(eventId);
  const saved = plan?.dishes.find((d) => d.dishId === dishId)?.needs;
  if (!plan || !saved) return null;
  return <NeedsForm key={JSON.stringify(saved)} eventId={eventId} dishId={dishId} saved={saved} plan={plan} />;
}

function NeedsForm({
  eventId,
  dishId,
  saved,
  plan,
}: {
  eventId: string;
  dishId: string;
  saved: ReturnType<typeof withDefaults>;
  plan: NonNullable<ReturnType<typeof useKitchenPlan>['data']>;
}) {
  const save = useSaveDishKitchen(eventId);
  const [needs, setNeeds] = useState<ReturnType<typeof withDefaults>>(saved);
  const [oven, setOven] = useState(() => saved.oven ?? { temperature: 180, unit: 'C' as const, minutes: 30 });
  // The oven's temperature or minutes: a whole number from 1 to `max` (1 when cleared).
  const ovenNumber = (part: 'temperature' | 'minutes', max: number) => ({
    type: 'number',
    inputMode: 'numeric' as const,
    min: 1,
    max,
    value: oven[part],
    onChange: (e: { target: { value: string } }) => setOven((o) => ({ ...o, [part]: Number(e.target.value) || 1 })),
  });
  const input: DishKitchenInput = useMemo(() => ({ ...needs, oven: needs.oven ? oven : null }), [needs, oven]);
  const busy = useMemo(() => clashesWith(plan, dishId, input), [plan, dishId, input]);
  // Before a date poll is decided there is no day yet, so no arrival time can be given.
  const day = plan.startsAt?.slice(0, 10) ?? '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ eventId, dishId, needs: input, idempotencyKey: newChangeKey() });
  };
  return (
    <form className="kitchen-needs__form" onSubmit={submit}>
      {day && (
        <TextField
          label={t('kitchen.arrivesAt')}
          type="time"
          optional
          value={needs.arrivesAt?.slice(11, 16) ?? ''}
          onChange={(e) => setNeeds((n) => ({ ...n, arrivesAt: e.target.value ? `${day}T${e.target.value}` : null }))}
        />
      )}
      <Checkbox
        label={t('kitchen.need.oven')}
        checked={needs.oven !== null}
        onChange={(e) => setNeeds((n) => ({ ...n, oven: e.target.checked ? oven : null }))}
      />
      {needs.oven !== null && (
        <div className="kitchen-needs__oven">
          <TextField label={t('kitchen.temperature', { unit: oven.unit })} {...ovenNumber('temperature', 600)} />
          <TextField label={t('kitchen.minutes')} {...ovenNumber('minutes', 720)} />
        </div>
      )}
      {FLAGS.map((flag) => (
        <Checkbox
          key={flag}
          label={t(`kitchen.need.${flag}`)}
          checked={needs[flag]}
          onChange={(e) => setNeeds((n) => ({ ...n, [flag]: e.target.checked }))}
        />
      ))}
      {busy.length > 0 && (
        <p className="kitchen-needs__busy" role="status">
          <span aria-hidden="true">⏰ </span>
          {t('kitchen.busy', { message: busy.join('; ') })}
        </p>
      )}
      <Button type="submit" variant="secondary" block pending={save.isPending} pendingLabel={t('kitchen.saveNeeds')}>
        {t('kitchen.saveNeeds')}
      </Button>
    </form>
  );
}
