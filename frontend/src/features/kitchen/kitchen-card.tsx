import './kitchen.css';
import type { EventKitchen, KitchenPlan } from '@contracts/kitchen.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { SectionCard } from '@/components/card';
import { TextField } from '@/components/text-field';
import { newChangeKey } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useKitchenPlan, useSaveEventKitchen } from './api/kitchen-api';
import { clashMessage } from './kitchen-clashes';

/** The event's kitchen: the host's counts (for hosts and co-hosts), the clashes and the timeline of arrivals and uses. */
export function KitchenCard({ eventId, canManage }: { eventId: string; canManage: boolean }) {
  const { data: plan } = useKitchenPlan(eventId);
  if (!plan) return null;
  const arrivals = plan.dishes.filter((d) => d.needs.arrivesAt !== null);
  if (!canManage && arrivals.length === 0) return null;
  return (
    <SectionCard titleId="kitchen-title" title={t('kitchen.title')} className="kitchen">
      <p className="kitchen__intro">{t('kitchen.intro')}</p>
      {canManage && <KitchenForm eventId={eventId} kitchen={plan.kitchen} />}
      {plan.clashes.length > 0 && (
        <ul className="kitchen__clashes" aria-label={t('kitchen.clashesLabel')}>
          {plan.clashes.map((c) => (
            <li key={`${c.resource}-${c.at}`} className="kitchen__clash">
              <span aria-hidden="true">⚠️ </span>
              {clashMessage(c)}
            </li>
          ))}
        </ul>
      )}
      <Timeline plan={plan} />
    </SectionCard>
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
        {field('ovens', t('kitchen.ovens'))}
        {field('outlets', t('kitchen.outlets'))}
        {field('fridgeShelves', t('kitchen.fridgeShelves'))}
      </div>
      <p className="kitchen__help">{t('kitchen.notStated')}</p>
      <Button type="submit" variant="secondary" block pending={save.isPending} pendingLabel={t('kitchen.save')}>
        {t('kitchen.save')}
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
        text: d.contributorName
          ? t('kitchen.dishOfArrives', { dish: d.name, name: d.contributorName })
          : t('kitchen.dishArrives', { dish: d.name }),
      })),
    ...plan.uses
      .filter((u) => u.resource !== 'fridge')
      .map((u) => ({
        key: `${u.resource}-${u.dishId}`,
        at: u.start,
        text: t('kitchen.use', { resource: u.resource, dish: name.get(u.dishId) ?? '', time: u.end.slice(11, 16) }),
      })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <>
      <h3 className="kitchen__subtitle">{t('kitchen.timeline')}</h3>
      {rows.length === 0 ? (
        <p className="kitchen__help">{t('kitchen.noTimeline')}</p>
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
