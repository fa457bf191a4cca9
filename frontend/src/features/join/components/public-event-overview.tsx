import './join-page.css';
import type { ReactNode } from 'react';
import type { PublicDish, PublicEvent } from '@contracts/event.contract';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { DietaryBadges } from '@/components/dietary-badges';
import { StillNeeded } from '@/components/still-needed';
import { categoryForGroup, joinGroupCount, joinProgress, slotGroupOf, SLOT_GROUPS } from '@contracts/planning.rules';
import { EventWhen } from '@/components/event-when';
import { richMessage } from '@/components/rich-message';
import { t, type MessageKey } from '@/lib/i18n';

// The list is grouped by appetizer, main_dish, side_dish, dessert and drink (soft drinks plus alcohol).
// Cutlery is not in that list; it gets its own last group so nothing a guest signed up for disappears.
const GROUPS = SLOT_GROUPS.map((group) => ({ group, label: `slot.${group}` as MessageKey }));

export interface PublicEventOverviewProps {
  event: PublicEvent;
  /** The theme's emoji, supplied by the page (themes belong to the events feature). */
  themeIcon?: ReactNode;
  /** Where a "Still needed" category leads: by default the dish page's add form for it. */
  addDishLink?: (category: string) => string;
  /** The cover photo above the event's name, when the page has one (photos belong to the photos feature). */
  cover?: ReactNode;
  /** A dish's photo above its name, when the page shows one (the server's page shows the same). */
  dishPhoto?: (dish: PublicDish) => ReactNode;
}

/** The join page's read-only view of an event: what a guest needs before answering. */
export function PublicEventOverview({ event, themeIcon, addDishLink, cover, dishPhoto }: PublicEventOverviewProps) {
  return (
    <>
      <Card as="section" flush className="join-hero" aria-labelledby="join-event-name">
        {cover}
        <div className="join-hero__band" style={{ background: `var(--theme-${event.theme ?? 'other'})` }}>
          {themeIcon && (
            <span className="join-hero__icon" aria-hidden="true">
              {themeIcon}
            </span>
          )}
          <p className="join-hero__kicker">{t('join.kicker')}</p>
          <h1 id="join-event-name" className="join-hero__name" dir="auto">
            {event.name}
          </h1>
        </div>
        <div className="join-hero__body">
          <p className="join-fact">
            <span aria-hidden="true">📅</span>
            <EventWhen date={event.date} timeZone={event.timeZone} namedZone />
          </p>
          {event.location && (
            <p className="join-fact">
              <span aria-hidden="true">📍</span>
              <span dir="auto">{event.location}</span>
            </p>
          )}
          <p className="join-fact">
            <span aria-hidden="true">👤</span>
            <span>{richMessage('join.hostedBy', { hostName: <strong>{event.hostName}</strong> })}</span>
          </p>
          {event.description && (
            <p className="join-hero__description" dir="auto">
              {event.description}
            </p>
          )}
        </div>
      </Card>

      <Card as="section" aria-labelledby="join-dietary-title">
        <h2 id="join-dietary-title" className="card__title">
          {t('join.dietary.title')}
        </h2>
        <ul className="join-badges list-bare cluster" aria-label={t('join.dietary.listLabel')}>
          <Allowance allowed={event.allowVegetarian} label={t('join.dietary.vegetarian')} />
          <Allowance allowed={event.allowVegan} label={t('join.dietary.vegan')} />
          <Allowance allowed={event.allowNonVegetarian} label={t('join.dietary.nonVegetarian')} />
        </ul>
        {event.dietaryNote && <p className="join-note">{event.dietaryNote}</p>}
      </Card>

      <Card as="section" aria-labelledby="join-dishes-title">
        <h2 id="join-dishes-title" className="card__title">
          {t('join.dishes.title')}
        </h2>
        <DishGroups event={event} dishPhoto={dishPhoto} />
        <StillNeeded
          progress={joinProgress(event)}
          linkFor={(p) =>
            addDishLink?.(categoryForGroup(p.group)) ??
            `/events/${encodeURIComponent(event.id)}/dishes?add=${categoryForGroup(p.group)}`
          }
        />
        <JobsNeeded jobs={event.jobsNeeded} />
      </Card>
    </>
  );
}

/** The jobs besides food that still need people, as the server's join page lists them (the same markup). */
function JobsNeeded({ jobs }: { jobs: PublicEvent['jobsNeeded'] }) {
  if (jobs.length === 0) return null;
  return (
    <div className="still-needed">
      <h3 className="still-needed__title">{t('jobs.join.title')}</h3>
      <ul className="still-needed__list">
        {jobs.map((job, i) => (
          <li key={i} className="still-needed__item">
            <span>{job.title}</span>
            <span className="still-needed__more">{t('jobs.join.item', { count: job.missing })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Allowance({ allowed, label }: { allowed: boolean; label: string }) {
  return (
    <li>
      {allowed ? (
        <Badge tone="going" icon={<span aria-hidden="true">✓</span>}>
          {label}
        </Badge>
      ) : (
        <Badge tone="outline" icon={<span aria-hidden="true">✕</span>}>
          {t('join.dietary.notAllowed', { label })}
        </Badge>
      )}
    </li>
  );
}

/** The dishes by course; above JOIN_DISHES_INLINE_MAX only how many each course has (the view's `dishCounts`). */
function DishGroups({
  event,
  dishPhoto,
}: {
  event: Pick<PublicEvent, 'dishes' | 'dishCounts' | 'dishSlots'>;
  dishPhoto?: PublicEventOverviewProps['dishPhoto'];
}) {
  const progress = new Map(joinProgress(event).map((p) => [p.group, p]));
  if (event.dishes.length === 0 && !event.dishCounts) {
    return <p className="join-empty text-secondary text-sm">{t('join.dishes.empty')}</p>;
  }
  const total = event.dishCounts && Object.values(event.dishCounts).reduce((n, c) => n + (c ?? 0), 0);
  return (
    <div className="dish-groups stack stack--lg">
      {total !== undefined && <p className="join-note">{t('join.dishes.summary', { count: total })}</p>}
      {GROUPS.map((group) => {
        const items = event.dishes.filter((d) => slotGroupOf(d.category) === group.group);
        const have = joinGroupCount(event, group.group);
        if (have === 0) return null;
        return (
          <section key={group.label} className="dish-group">
            <h3 className="dish-group__title">
              {t(group.label)}{' '}
              <span className="dish-group__count">
                {progress.get(group.group)?.needed != null
                  ? t('join.dishes.countOfNeeded', { count: have, needed: progress.get(group.group)?.needed })
                  : t('join.dishes.count', { count: have })}
              </span>
            </h3>
            {items.length > 0 && (
              <ul className="dish-group__list list-bare stack stack--sm">
                {items.map((dish) => (
                  <PublicDishItem key={dish.id} dish={dish} photo={dishPhoto?.(dish)} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

function PublicDishItem({ dish, photo }: { dish: PublicDish; photo?: ReactNode }) {
  return (
    <li className="public-dish">
      {photo}
      <p className="public-dish__name">{dish.name}</p>
      <DietaryBadges dish={dish} />
      {dish.description && <p className="public-dish__description">{dish.description}</p>}
      <p className="public-dish__meta">
        {dish.servingSize && <span>{t('join.dish.serves', { servingSize: dish.servingSize })}</span>}
        {dish.contributorName !== null && <span>{t('join.dish.by', { name: dish.contributorName })}</span>}
      </p>
    </li>
  );
}
