import { useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DishInput, DishView } from '@contracts/dish.contract';
import type { EventDetail } from '@contracts/event.contract';
import type { User } from '@contracts/user.rules';
import { Button } from '@/components/button';
import { Sheet } from '@/components/sheet';
import { createDishMutationKey } from '@/features/dishes/api/create-dish';
import { dishFromInput } from '@/features/dishes/api/dish-cache';
import { updateDishMutationKey } from '@/features/dishes/api/update-dish';
import { DishFormSheet, type DishFormTarget } from '@/features/dishes/components/dish-form-sheet';
import { dishFormValuesOf } from '@/features/dishes/components/use-dish-form';
import { rsvpMutationKey, type SubmitRsvpVariables } from '@/features/rsvps/api/submit-rsvp';
import { RsvpDialog } from '@/features/rsvps/components/rsvp-dialog';
import { rsvpSummaryOf } from '@/features/rsvps/components/rsvp-form';
import { myDishes } from '@/lib/attendance';
import { resendFailedChange, useFailedChanges, type FailedChange } from '@/lib/failed-changes';
import { queryKeys } from '@/lib/query-keys';
import { activeLocale, t } from '@/lib/i18n';
import { intlLocaleOf } from '@contracts/locale.rules';
import './failed-changes-sheet.css';

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((p, i) => p === b[i]);

type Editor =
  | { kind: 'dish'; change: FailedChange; event: EventDetail; target: DishFormTarget; userId: string | null }
  | { kind: 'rsvp'; change: FailedChange; event: EventDetail; vars: SubmitRsvpVariables; userId: string | null };

/**
 * What Edit can open for a refused change: the same form it was typed in, prefilled with what was typed. Only when
 * the event is still on this device (a deleted event has nothing to edit: Retry or Discard).
 */
function editorFor(queryClient: QueryClient, change: FailedChange): Editor | null {
  if (!change.eventId) return null;
  const event = queryClient.getQueryData<EventDetail | null>(queryKeys.events.detail(change.eventId));
  if (!event) return null;
  const userId = queryClient.getQueryData<User | null>(queryKeys.currentUser())?.id ?? null;
  if (sameKey(change.mutationKey, createDishMutationKey)) {
    const dish = change.variables.dish as DishInput;
    return { kind: 'dish', change, event, userId, target: { mode: 'add', prefill: dishFormValuesOf(dish) } };
  }
  if (sameKey(change.mutationKey, updateDishMutationKey)) {
    const dishId = change.variables.dishId as string;
    const current = (
      queryClient.getQueryData<DishView[]>(queryKeys.events.dishes(change.eventId)) ?? event.dishes
    ).find((d) => d.id === dishId);
    if (!current) return null;
    const dish = dishFromInput(change.variables.dish as DishInput, current);
    return { kind: 'dish', change, event, userId, target: { mode: 'edit', dish } };
  }
  if (sameKey(change.mutationKey, rsvpMutationKey)) {
    return { kind: 'rsvp', change, event, userId, vars: change.variables as unknown as SubmitRsvpVariables };
  }
  return null;
}

function refusedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString(intlLocaleOf(activeLocale()), { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * "Couldn't sync": every change the server refused, with what and why, and Retry / Edit / Discard. Opened from the
 * banner (and the refusal's toast). Edit closes the list and opens the change's own form prefilled; sending it
 * makes a new change with a new key.
 */
export function FailedChangesSheet() {
  const queryClient = useQueryClient();
  const changes = useFailedChanges((s) => s.changes);
  const open = useFailedChanges((s) => s.open);
  const setOpen = useFailedChanges((s) => s.setOpen);
  const remove = useFailedChanges((s) => s.remove);
  const [editor, setEditor] = useState<Editor | null>(null);

  const close = () => setOpen(false);
  const done = (change: FailedChange) => remove(change.id);
  const backToList = () => {
    setEditor(null);
    if (useFailedChanges.getState().changes.length > 0) setOpen(true);
  };

  return (
    <>
      <Sheet
        open={open && !editor}
        onClose={close}
        title={t('app.failed.title')}
        description={t('app.failed.description')}
        className="failed-changes"
        maxHeight="90dvh"
        actions={
          <Button variant="secondary" block onClick={close}>
            {t('common.close')}
          </Button>
        }
      >
        {changes.length === 0 ? (
          <p className="failed-changes__empty">{t('app.failed.empty')}</p>
        ) : (
          <ul className="failed-changes__list" aria-label={t('app.failed.listLabel')}>
            {changes.map((change) => {
              const edit = editorFor(queryClient, change);
              // Each button says which change it acts on: "Retry Dish: Lasagna".
              const named = <span className="visually-hidden"> {change.label}</span>;
              return (
                <li key={change.id} className="failed-changes__item">
                  <p className="failed-changes__what">{change.label}</p>
                  <p className="failed-changes__why">
                    <span className="visually-hidden">{t('app.failed.reason')} </span>
                    {change.reason}
                  </p>
                  <p className="failed-changes__when text-secondary text-xs">
                    {t('app.failed.refusedAt', { when: refusedAt(change.failedAt) })}
                  </p>
                  <div className="failed-changes__actions cluster">
                    <Button size="sm" onClick={() => resendFailedChange(queryClient, change)}>
                      {t('common.retry')}
                      {named}
                    </Button>
                    {edit && (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => {
                          setEditor(edit);
                          setOpen(false);
                        }}
                      >
                        {t('common.edit')}
                        {named}
                      </Button>
                    )}
                    <Button size="sm" variant="ghost" onClick={() => done(change)}>
                      {t('common.discard')}
                      {named}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Sheet>
      {editor?.kind === 'dish' && (
        <DishFormSheet
          target={editor.target}
          event={editor.event}
          userId={editor.userId}
          onClose={backToList}
          onSent={() => done(editor.change)}
        />
      )}
      {editor?.kind === 'rsvp' && (
        <RsvpDialog
          open
          onClose={backToList}
          event={{ id: editor.event.id, name: editor.vars.eventName }}
          rsvp={rsvpSummaryOf(editor.vars.input)}
          myDishCount={myDishes(editor.event, editor.userId).length}
          origin={editor.vars.origin}
          onSaved={() => done(editor.change)}
        />
      )}
    </>
  );
}
