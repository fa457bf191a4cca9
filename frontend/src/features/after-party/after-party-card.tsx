import './after-party.css';
import type { AfterParty } from '@contracts/after-party.contract';
import { AFTER_NOTE_MAX, THANK_YOU_MAX } from '@contracts/after-party.rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Checkbox } from '@/components/checkbox';
import { TextArea } from '@/components/text-area';
import { newChangeKey } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useAfterParty, useSaveAfterDish, useSaveThankYou } from './api/after-party-api';

type Dish = AfterParty['dishes'][number];

/**
 * The event page once the party is over: the host's thank-you, who brought what with each recipe or note (a link
 * stays text: no preview, nothing fetched), a contributor's note and container mark on their own dish, and for the
 * host and co-hosts the containers to return.
 */
export function AfterPartyCard({ eventId, canManage }: { eventId: string; canManage: boolean }) {
  const { data: view } = useAfterParty(eventId);
  if (!view?.over) return null;
  return (
    <Card as="section" className="after-party" aria-labelledby="after-party-title" id="after-party">
      <h2 id="after-party-title" className="card__title">
        {t('afterParty.title')}
      </h2>
      <p className="after-party__intro">{t('afterParty.intro')}</p>
      {view.thankYou && !canManage && (
        <figure className="after-party__thanks">
          <figcaption>{t('afterParty.thanksFrom', { name: view.hostName })}</figcaption>
          <blockquote>{view.thankYou}</blockquote>
        </figure>
      )}
      {canManage && <ThankYouForm key={view.thankYou ?? ''} eventId={eventId} saved={view.thankYou} />}
      <h3 className="after-party__subtitle">{t('afterParty.whoBrought')}</h3>
      {view.dishes.length === 0 ? (
        <p className="after-party__intro">{t('afterParty.noDishes')}</p>
      ) : (
        <ul className="after-party__dishes">
          {view.dishes.map((d) => (
            <DishRow key={d.dishId} eventId={eventId} dish={d} />
          ))}
        </ul>
      )}
      {canManage && <Containers eventId={eventId} containers={view.containers} />}
    </Card>
  );
}

function DishRow({ eventId, dish }: { eventId: string; dish: Dish }) {
  const save = useSaveAfterDish(eventId);
  const by = dish.contributorName ?? t('afterParty.aGuest');
  // The box follows the tap at once, also while the change waits offline, until the change settles.
  const [tapped, setTapped] = useState<boolean | null>(null);
  const containerLeft = tapped ?? dish.containerLeft;
  return (
    <li className="after-party__dish">
      <p className="after-party__dish-name">{t('afterParty.dishBy', { dish: dish.name, name: by })}</p>
      {dish.note && !dish.mine && <p className="after-party__note">{dish.note}</p>}
      {dish.mine && <NoteForm key={dish.note ?? ''} eventId={eventId} dish={dish} />}
      {dish.editable && (
        <Checkbox
          label={dish.mine ? t('afterParty.containerLeft') : t('afterParty.containerToReturn')}
          checked={containerLeft}
          onChange={(e) => {
            setTapped(e.target.checked);
            save.mutate(
              { eventId, dishId: dish.dishId, containerLeft: e.target.checked, idempotencyKey: newChangeKey() },
              { onSettled: () => setTapped(null) },
            );
          }}
        />
      )}
    </li>
  );
}

function NoteForm({ eventId, dish }: { eventId: string; dish: Dish }) {
  const save = useSaveAfterDish(eventId);
  const [note, setNote] = useState(dish.note ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ eventId, dishId: dish.dishId, note: note.trim() || null, idempotencyKey: newChangeKey() });
  };
  return (
    <form className="after-party__form" onSubmit={submit}>
      {!dish.note && <p className="after-party__ask">{t('afterParty.askNote')}</p>}
      <TextArea
        label={t('afterParty.noteLabel')}
        help={t('afterParty.noteHint', { max: AFTER_NOTE_MAX })}
        maxLength={AFTER_NOTE_MAX}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <Button type="submit" variant="secondary" size="sm">
        {t('afterParty.saveNote')}
      </Button>
    </form>
  );
}

function ThankYouForm({ eventId, saved }: { eventId: string; saved: string | null }) {
  const save = useSaveThankYou(eventId, useQueryClient());
  const [text, setText] = useState(saved ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ body: { thankYou: text.trim() || null }, idempotencyKey: newChangeKey() });
  };
  return (
    <form className="after-party__form" onSubmit={submit}>
      <TextArea
        label={t('afterParty.thankYouLabel')}
        help={t('afterParty.thankYouHint')}
        maxLength={THANK_YOU_MAX}
        rows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        pending={save.isPending}
        pendingLabel={t('afterParty.saveThankYou')}
      >
        {t('afterParty.saveThankYou')}
      </Button>
    </form>
  );
}

function Containers({ eventId, containers }: { eventId: string; containers: AfterParty['containers'] }) {
  const save = useSaveAfterDish(eventId);
  return (
    <>
      <h3 className="after-party__subtitle">{t('afterParty.containersTitle')}</h3>
      {containers.length === 0 ? (
        <p className="after-party__intro">{t('afterParty.noContainers')}</p>
      ) : (
        <ul className="after-party__containers">
          {containers.map((c) => (
            <li key={c.dishId} className="after-party__container">
              <span>
                {t('afterParty.containerOf', { name: c.ownerName || t('afterParty.aGuest'), dish: c.dishName })}
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  save.mutate({ eventId, dishId: c.dishId, containerLeft: false, idempotencyKey: newChangeKey() })
                }
              >
                {t('afterParty.returned')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
