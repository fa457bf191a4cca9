import type { PublicDish, PublicEvent } from '../contracts/event.contract';
import { DISH_CATEGORIES } from '../contracts/common.rules';
import { DISH_BADGES, DISH_FLAG_NAMES } from '../contracts/dish.rules';
import { SLOT_GROUPS, SLOT_LABELS, slotGroupOf, slotProgress } from '../contracts/planning.rules';
import { markup, type SafeHtml } from '../common/html';
import { formatEventDate } from '../common/event-time';
import type { RsvpResult } from '../contracts/rsvp.contract';
import type { User } from '../contracts/user.rules';
import type { AppShell } from './app-shell';
import { serverRsvpFormMarkup, newServerRsvpForm } from './server-rsvp-form';

const JOIN_ROUTE = 'src/app/routes/join-event.tsx';

// The slot groups, in their order, as the app's join page shows them (public-event-overview.tsx).
const GROUPS = SLOT_GROUPS.map((group) => ({
  group,
  label: SLOT_LABELS[group],
  categories: DISH_CATEGORIES.filter((c) => slotGroupOf(c) === group),
}));

/**
 * /join/{id} rendered on the server from a lean template (no React on the server): the facts a guest needs, readable
 * before any JavaScript arrives, the event embedded as JSON for the app to take over without fetching it again, and
 * link-preview tags that name only the event, its date and the host's display name. Every value is escaped by the
 * `markup` template.
 */
export function renderJoinPage(
  shell: AppShell,
  event: PublicEvent,
  publicUrl: string,
  visit: JoinVisit = { answer: serverRsvpFormMarkup(event.id, newServerRsvpForm(null)), currentUser: null },
): string {
  const when = formatEventDate(new Date(event.date), event.timeZone);
  const url = `${publicUrl}/join/${encodeURIComponent(event.id)}`;
  const description = `${when}${event.location ? ` · ${event.location}` : ''} · Hosted by ${event.hostName}`;
  const image = `${publicUrl}/icons/icon-512.png`;
  const title = `RSVP — ${event.name}`;
  const og = [
    ['og:type', 'website'],
    ['og:site_name', 'Potluck'],
    ['og:title', event.name],
    ['og:description', description],
    ['og:url', url],
    ['og:image', image],
  ].map(([p, c]) => markup`<meta property="${p}" content="${c}" />`);
  const twitter = [
    ['twitter:card', 'summary'],
    ['twitter:title', event.name],
    ['twitter:description', description],
    ['twitter:image', image],
  ].map(([n, c]) => markup`<meta name="${n}" content="${c}" />`);
  return shell.render({
    title,
    description,
    head: markup`${og}${twitter}<link rel="canonical" href="${url}" />${shell.routeLinks(JOIN_ROUTE, { inlineStyles: true })}`,
    body: joinMarkup(event, when, visit.answer),
    // The RSVP form posts to the server: the page works without JavaScript, and paints without waiting for CSS.
    standalone: true,
    // Who is visiting, so the app starts with the same answer panel instead of asking first.
    data: {
      publicEvent: event,
      currentUser: visit.currentUser,
      ...(visit.currentUser && {
        joinAnswer: { eventId: event.id, userId: visit.currentUser.id, rsvp: visit.rsvp ?? null },
      }),
      renderedAt: Date.now(),
    },
  });
}

/** The join link of an event that does not exist (or no longer does): a real 404, still the app's page. */
export function renderJoinNotFound(shell: AppShell): string {
  return shell.render({
    title: 'Event Not Found',
    body: markup`<main class="page page--centered"><div class="screen-message">
      <span class="screen-message__emoji" aria-hidden="true">🔍</span><h1>Event Not Found</h1>
      <p class="screen-message__text">This event may have been deleted, or the link or code is not quite right.</p>
      <a class="btn btn--primary" href="/">Go Home</a></div></main>`,
    head: shell.routeLinks(JOIN_ROUTE),
  });
}

/** What the page shows below the event for this visit, and who it is for (null: nobody signed in). */
export interface JoinVisit {
  answer: SafeHtml;
  currentUser: User | null;
  /**
   * Signed in: the visitor's saved answer (null: none yet), embedded so the app shows the same panel at once (the
   * form, or "You're All Set!") instead of a placeholder while it asks for the event.
   */
  rsvp?: JoinAnswerRsvp | null;
}

/** The fields of a saved answer the app's join panel needs. */
export type JoinAnswerRsvp = Pick<
  RsvpResult,
  'status' | 'adultCount' | 'kidCount' | 'dietaryRestrictions' | 'allergies' | 'bringingSupplies'
> & { waitlistPosition: number | null };

/** A page that only says what went wrong (a refused form), with the way home. */
export function renderJoinMessage(shell: AppShell, title: string, text: string): string {
  return shell.render({
    title,
    body: markup`<main class="page page--centered"><div class="screen-message">
      <span class="screen-message__emoji" aria-hidden="true">⚠️</span><h1>${title}</h1>
      <p class="screen-message__text">${text}</p><a class="btn btn--primary" href="/">Go Home</a></div></main>`,
    head: shell.routeLinks(JOIN_ROUTE),
  });
}

function joinMarkup(event: PublicEvent, when: string, answer: SafeHtml): SafeHtml {
  const fact = (icon: string, content: SafeHtml) =>
    markup`<p class="join-fact"><span aria-hidden="true">${icon}</span><span>${content}</span></p>`;
  const facts = [
    fact('📅', markup`<time datetime="${event.date}">${when}</time>`),
    event.location && fact('📍', markup`${event.location}`),
    fact('👤', markup`Hosted by <strong>${event.hostName}</strong>`),
    event.description && markup`<p class="join-hero__description">${event.description}</p>`,
  ];
  const hero = markup`<section class="card card--flush join-hero" aria-labelledby="join-event-name">
    <div class="join-hero__band" style="background: var(--theme-${event.theme ?? 'other'})">
      <p class="join-hero__kicker">You're invited to</p>
      <h1 id="join-event-name" class="join-hero__name">${event.name}</h1>
    </div>
    <div class="join-hero__body">${facts}</div>
  </section>`;

  const allowance = (allowed: boolean, label: string) =>
    allowed
      ? markup`<li><span class="badge badge--going"><span aria-hidden="true">✓</span>${label}</span></li>`
      : markup`<li><span class="badge badge--outline"><span aria-hidden="true">✕</span>No ${label}</span></li>`;
  const dietary = markup`<section class="card" aria-labelledby="join-dietary-title">
    <h2 id="join-dietary-title" class="card__title">Dietary Guidelines</h2>
    <ul class="join-badges list-bare cluster" aria-label="Dishes welcome at this potluck">
      ${allowance(event.allowVegetarian, 'Vegetarian')}
      ${allowance(event.allowVegan, 'Vegan')}
      ${allowance(event.allowNonVegetarian, 'Non-Vegetarian')}
    </ul>
    ${event.dietaryNote && markup`<p class="join-note">${event.dietaryNote}</p>`}
  </section>`;

  const dishes = markup`<section class="card" aria-labelledby="join-dishes-title">
    <h2 id="join-dishes-title" class="card__title">What's Being Brought</h2>
    ${dishGroups(event)}
  </section>`;

  return markup`<main class="page join-page">${hero}${dietary}${dishes}${answer}</main>`;
}

function dishGroups(event: PublicEvent): SafeHtml {
  if (event.dishes.length === 0)
    return markup`<p class="join-empty text-secondary text-sm">No dishes yet. Be the first to sign one up!</p>`;
  const needed = new Map(slotProgress(event.dishSlots, event.dishes).map((p) => [p.group, p.needed]));
  const groups = GROUPS.map((group) => {
    const items = event.dishes.filter((d) => group.categories.includes(d.category));
    if (items.length === 0) return null;
    const need = needed.get(group.group);
    const count = need != null ? `${items.length} of ${need}` : `(${items.length})`;
    return markup`<section class="dish-group">
      <h3 class="dish-group__title">${group.label} <span class="dish-group__count">${count}</span></h3>
      <ul class="dish-group__list list-bare stack stack--sm">${items.map(dishItem)}</ul>
    </section>`;
  });
  return markup`<div class="dish-groups stack stack--lg">${groups}</div>`;
}

function dishItem(dish: PublicDish): SafeHtml {
  // The markup the app's DietaryBadges renders, so nothing moves when the app takes over.
  const badges = DISH_BADGES.filter((b) => dish[b.flag]).map((b) => {
    const name = DISH_FLAG_NAMES[b.flag];
    const text =
      b.label === name
        ? b.label
        : markup`<span aria-hidden="true">${b.label}</span><span class="visually-hidden">${name}</span>`;
    return markup`<li><span class="badge badge--outline"><span aria-hidden="true">${b.icon}</span>${text}</span></li>`;
  });
  return markup`<li class="public-dish"><p class="public-dish__name">${dish.name}</p>
    ${badges.length > 0 && markup`<ul class="dish-badges" aria-label="Dietary information">${badges}</ul>`}
    ${dish.description && markup`<p class="public-dish__description">${dish.description}</p>`}
    <p class="public-dish__meta">${dish.servingSize && markup`<span>Serves ${dish.servingSize}</span>`}<span>by ${dish.contributorName}</span></p>
  </li>`;
}
