import './kitchen.css';
import type { EventKitchen, KitchenPlan } from '@contracts/kitchen.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { newChangeKey } from '@/lib/api-client';
import { useKitchenPlan, useSaveEventKitchen } from './api/kitchen-api';
import { format, KITCHEN_TEXT } from './kitchen.text';

/** The event's kitchen: the host's counts (for hosts and co-hosts), the clashes and the timeline of arrivals and uses. */
export function KitchenCard({ eventId, canManage }: { eventId: string; canManage: boolean }) {
  const { data: plan } = useKitchenPlan(eventId);
  if (!plan) return null;
  const arrivals = plan.dishes.filter((d) => d.needs.arrivesAt !== null);
  if (!canManage && arrivals.length === 0) return null;
  return (
    <Card as="section" className="kitchen" aria-labelledby="kitchen-title">
      <h2 id="kitchen-title" className="card__title">
        {KITCHEN_TEXT.title}
      </h2>
      <p className="kitchen__intro">{KITCHEN_TEXT.intro}</p>
      {canManage && <KitchenForm eventId={eventId} kitchen={plan.kitchen} />}
      {plan.clashes.length > 0 && (
        <ul className="kitchen__clashes" aria-label={KITCHEN_TEXT.clashesLabel}>
          {plan.clashes.map((c) => (
            <li key={`${c.resource}-${c.at}`} className="kitchen__clash">
              <span aria-hidden="true">⚠️ </span>
              {c.message}
            </li>
          ))}
        </ul>
      )}
      <Timeline plan={plan} />
    </Card>
  );
}

function KitchenForm({ eventId, kitchen }: { eventId: string; kitchen: EventKitchen }) {
  const queryClient = useQueryClient();
  const save = useSaveEventKitchen(eventId, queryClient);
  const [values, setValues] = useState(() => ({
    ovens: kitchen.ovens?.toString() ?? '',
    outlets: kitchen.outlets?.toString() ?? '',
    fridgeShelves: kitchen.fridgeShelves?.toString() ?? '',
  }));
  const field = (name: keyof typeof values, label: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      max={50}
      optional
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
    />
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const count = (s: string) => (s.trim() === '' ? null : Math.max(0, Math.floor(Number(s))));
    save.mutate({
      kitchen: {
        ovens: count(values.ovens),
        outlets: count(values.outlets),
        fridgeShelves: count(values.fridgeShelves),
      },
      idempotencyKey: newChangeKey(),
    });
  };
  return (
    <form className="kitchen__form" onSubmit={submit}>
      <div className="kitchen__counts">
        {field('ovens', KITCHEN_TEXT.ovens)}
        {field('outlets', KITCHEN_TEXT.outlets)}
        {field('fridgeShelves', KITCHEN_TEXT.fridgeShelves)}
      </div>
      <p className="kitchen__help">{KITCHEN_TEXT.notStated}</p>
      <Button type="submit" variant="secondary" block pending={save.isPending} pendingLabel={KITCHEN_TEXT.save}>
        {KITCHEN_TEXT.save}
      </Button>
    </form>
  );
}

function Timeline({ plan }: { plan: KitchenPlan }) {
  const name = new Map(plan.dishes.map((d) => [d.dishId, d.name]));
  const rows = [
    ...plan.dishes
      .filter((d) => d.needs.arrivesAt !== null)
      .map((d) => ({
        key: `arrive-${d.dishId}`,
        at: d.needs.arrivesAt ?? '',
        text: `${d.name}${d.contributorName ? ` (${d.contributorName})` : ''} ${KITCHEN_TEXT.arrives}`,
      })),
    ...plan.uses
      .filter((u) => u.resource !== 'fridge')
      .map((u) => ({
        key: `${u.resource}-${u.dishId}`,
        at: u.start,
        text: `${KITCHEN_TEXT.resource[u.resource]}: ${name.get(u.dishId) ?? ''}, ${format(KITCHEN_TEXT.until, { time: u.end.slice(11, 16) })}`,
      })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <>
      <h3 className="kitchen__subtitle">{KITCHEN_TEXT.timeline}</h3>
      {rows.length === 0 ? (
        <p className="kitchen__help">{KITCHEN_TEXT.noTimeline}</p>
      ) : (
        <ol className="kitchen__timeline">
          {rows.map((r) => (
            <li key={r.key}>
              <time className="kitchen__time">{r.at.slice(11, 16)}</time> {r.text}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
