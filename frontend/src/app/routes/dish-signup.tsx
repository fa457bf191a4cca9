import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { usePaged } from '@/hooks/use-paged';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { IconPlus } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { Skeleton, SkeletonText } from '@/components/skeleton';
import { useDishes } from '@/features/dishes/api/get-dishes';
import { HandOffButton } from '@/features/dishes/components/hand-off-list';
import { DishCard } from '@/features/dishes/components/dish-card';
import { DishFilterBar } from '@/features/dishes/components/dish-filter-bar';
import { DishFormSheet, type DishFormTarget } from '@/features/dishes/components/dish-form-sheet';
import { DishPhotosProvider } from '@/features/photos/dish-photos-provider';
import { PrintDishCardLink } from '@/features/buffet-cards/print-dish-card-link';
import { DISH_FILTERS, matchesDishFilter, parseDishFilter, type DishFilter } from '@/features/dishes/dish-categories';
import { useEvent } from '@/features/events/api/get-event';
import { dishSuggestionPrefill, useDishSuggestions } from '@/features/insights/api/get-dish-suggestions';
import { DishSuggestionsCard } from '@/features/insights/components/dish-suggestions-card';
import { InsightsCard } from '@/features/insights/components/insights-card';
import { canEditDish, DISH_PAGE } from '@contracts/dish.rules';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLiveUpdates } from '@/features/realtime/use-live-updates';
import { ApiError } from '@/lib/api-client';
import { myRsvp } from '@/lib/attendance';
import { useAuth } from '@/lib/auth';
import { DISH_CATEGORIES } from '@contracts/common.rules';
import { canManage } from '@contracts/event.rules';
import { categoryForGroup, slotProgress, type DishSlots } from '@contracts/planning.rules';
import { StillNeeded } from '@/components/still-needed';
import { EventNotFound } from '@/components/event-not-found';
import { t } from '@/lib/i18n';
import { richMessage } from '@/components/rich-message';
import { DishKitchenNeeds } from '@/features/kitchen/dish-kitchen-needs';

export default function DishSignupRoute() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const filter = parseDishFilter(params.get('category'));
  const { user } = useAuth();
  const eventQuery = useEvent(id);
  const dishesQuery = useDishes(id);
  // The suggestions card sits above the list, so the page waits for its answer (the server preloads it with the
  // page, so it is usually here with the event) rather than let the list jump when the card turns out empty. It
  // does not wait on a request that is not under way (offline, or failed).
  const suggestions = useDishSuggestions(id);
  const suggestionsLoading = suggestions.isPending && suggestions.fetchStatus === 'fetching';
  useLiveUpdates({ kind: 'dishes', eventId: id });
  const [target, setTarget] = useState<DishFormTarget | null>(null);
  const event = eventQuery.data ?? null;
  useDocumentTitle(event ? t('dish.page.documentTitle', { eventName: event.name }) : t('dish.page.title'));

  // The event detail carries the dishes too, so the list shows at once and the dish query refreshes it.
  const dishes = useMemo(() => dishesQuery.data ?? event?.dishes ?? [], [dishesQuery.data, event?.dishes]);
  const counts = useMemo(() => {
    const c = Object.fromEntries(DISH_FILTERS.map((f) => [f.value, 0])) as Record<DishFilter, number>;
    for (const f of DISH_FILTERS) c[f.value] = dishes.filter((d) => matchesDishFilter(d.category, f.value)).length;
    return c;
  }, [dishes]);
  const shown = dishes.filter((d) => matchesDishFilter(d.category, filter));
  // A long list is drawn 40 at a time (a hall's 300 dishes at once made tasks of 100–190 ms); a new filter starts over.
  const paged = usePaged(shown, DISH_PAGE, filter);
  const progress = useMemo(() => slotProgress(event?.dishSlots ?? null, dishes), [event?.dishSlots, dishes]);

  // "Still needed" links land here with ?add=<category>: the add form opens on it until closed.
  const addCategory = DISH_CATEGORIES.find((c) => c === params.get('add'));
  const closeForm = () => {
    setTarget(null);
    if (!params.has('add')) return;
    const p = new URLSearchParams(params);
    p.delete('add');
    setParams(p, { replace: true });
  };

  const changeFilter = (next: DishFilter) => {
    const p = new URLSearchParams(params);
    if (next === 'all') p.delete('category');
    else p.set('category', next);
    setParams(p, { replace: true });
  };

  if (eventQuery.error instanceof ApiError && eventQuery.error.status === 404) return <EventNotFound />;
  if (eventQuery.isError && !event)
    return <EventLoadFailed retry={() => void eventQuery.refetch()} back={`/events/${id}`} />;
  if (!event || suggestionsLoading) return <DishPageSkeleton />;

  // A dish needs an RSVP that holds a place (Going, not waitlisted): leaving "Going" removes a guest's dishes, and a
  // dish without an answer would walk around the capacity. The host and co-hosts may add dishes without an RSVP.
  // The server refuses the same; this page says so before anything is typed.
  const mine = myRsvp(event, user?.id);
  const waitlisted = mine?.waitlistPosition != null;
  const unanswered = mine === null && !canManage(event.role);
  const notGoing = (mine !== null && mine.status !== 'attending') || waitlisted || unanswered;

  return (
    <DishPhotosProvider eventId={id}>
      <main className="page dish-page">
        <PageHeader
          title={t('dish.page.title')}
          subtitle={event.name}
          back={`/events/${event.id}`}
          backLabel={t('common.backToEvent')}
        />

        <div className="dish-page__add">
          <Button block size="lg" icon={<IconPlus />} onClick={() => setTarget({ mode: 'add' })} disabled={notGoing}>
            {t('dish.page.add')}
          </Button>
          {waitlisted && mine.waitlistPosition !== null && (
            <p className="text-sm text-secondary" role="status">
              {t('dish.page.waitlisted', { waitlist: t('rsvp.waitlistPosition', { position: mine.waitlistPosition }) })}
            </p>
          )}
          {unanswered && (
            <p className="text-sm text-secondary" role="status">
              {richMessage('dish.page.unanswered', {
                link: <Link to={`/events/${event.id}#your-rsvp-title`}>{t('dish.page.rsvpGoing')}</Link>,
              })}
            </p>
          )}
          {notGoing && !waitlisted && mine && (
            <p className="text-sm text-secondary">
              {richMessage('dish.page.notGoing', {
                status: t(mine.status === 'maybe' ? 'rsvp.status.maybe' : 'rsvp.status.notAttending'),
                link: <Link to={`/events/${event.id}`}>{t('dish.page.changeToGoing')}</Link>,
              })}
            </p>
          )}
        </div>

        <DishSuggestionsCard
          eventId={event.id}
          disabled={notGoing}
          onPick={(s) => setTarget({ mode: 'add', prefill: dishSuggestionPrefill(s) })}
        />

        {!notGoing && <StillNeeded progress={progress} linkFor={(p) => `?add=${categoryForGroup(p.group)}`} />}

        <DishFilterBar value={filter} onChange={changeFilter} counts={counts} slots={filterSlots(event.dishSlots)} />

        <section
          className="dish-page__list"
          aria-label={t('dish.page.listLabel', { filter })}
          aria-busy={dishesQuery.isFetching || undefined}
        >
          {shown.length > 0 && (
            <ul className="dish-list">
              {paged.shown.map((dish, index) => (
                <li key={dish.id}>
                  <DishCard
                    dish={dish}
                    eager={index === 0}
                    onOpen={(d) => setTarget({ mode: 'edit', dish: d })}
                    footer={
                      <>
                        {event && canEditDish(dish, event, user?.id, event.role === 'co_host') && (
                          <DishKitchenNeeds eventId={id} dishId={dish.id} />
                        )}
                        {event && user && (
                          <HandOffButton
                            eventId={id}
                            dish={dish}
                            userId={user.id}
                            canOffer={canEditDish(dish, event, user.id, event.role === 'co_host')}
                          />
                        )}
                        <PrintDishCardLink eventId={id} dish={dish} />
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          {paged.next > 0 && (
            <Button variant="secondary" onClick={paged.more}>
              {t('dish.page.showMore', { count: paged.next })}
            </Button>
          )}
          {shown.length === 0 && (
            <Card tone="muted">
              <EmptyState
                emoji="🍽️"
                title={dishes.length === 0 ? t('dish.page.empty') : t('dish.page.emptyFiltered', { filter })}
              >
                {dishes.length === 0 ? t('dish.page.emptyText') : t('dish.page.emptyFilteredText')}
              </EmptyState>
            </Card>
          )}
        </section>

        {/* The planning notes (what is missing, how much food), below the dishes: nothing moves when they arrive. */}
        <InsightsCard eventId={event.id} />

        <DishFormSheet
          target={target ?? (addCategory && !notGoing ? { mode: 'add', prefill: { category: addCategory } } : null)}
          onClose={closeForm}
          event={event}
          userId={user?.id ?? null}
        />
      </main>
    </DishPhotosProvider>
  );
}

/** The filters that are a slot group show "2 of 3" when the host set that slot. */
function filterSlots(slots: DishSlots | null): Partial<Record<DishFilter, number>> {
  if (!slots) return {};
  const { appetizer, main_dish, side_dish, dessert, drinks } = slots;
  return { appetizer, main_dish, side_dish, dessert, drinks };
}

function EventLoadFailed({ retry, back }: { retry: () => void; back: string }) {
  return (
    <main className="page">
      <PageHeader title={t('dish.page.title')} back={back} backLabel={t('common.backToEvent')} />
      <EmptyState
        emoji="📡"
        title={t('dish.page.loadFailed')}
        action={<Button onClick={retry}>{t('dish.page.tryAgain')}</Button>}
      >
        {t('common.checkConnection')}
      </EmptyState>
    </main>
  );
}

function DishPageSkeleton() {
  return (
    <main className="page dish-page" aria-busy="true" aria-label={t('dish.page.loading')}>
      <PageHeader title={t('dish.page.title')} />
      <Skeleton height={52} radius={12} />
      <Skeleton height={36} radius={999} />
      {[0, 1].map((i) => (
        <Card key={i} flush>
          <Skeleton height={140} radius={0} />
          <div className="dish-card__body">
            <SkeletonText lines={3} />
          </div>
        </Card>
      ))}
    </main>
  );
}
