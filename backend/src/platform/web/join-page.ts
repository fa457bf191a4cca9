import { randomUUID } from 'node:crypto';
import type { PublicDish, PublicEvent } from '../../contracts/event.contract';
import { REPORT_REASON_MAX } from '../../contracts/operator.rules';
import type { PhotoView } from '../../contracts/photo.contract';
import { DISH_CATEGORIES, EVENT_THEME_EMOJI } from '../../contracts/common.rules';
import { DISH_BADGES, DISH_FLAG_NAMES } from '../../contracts/dish.rules';
import { intlLocaleOf, LOCALE_NAMES, LOCALES } from '../../contracts/locale.rules';
import { RSVP_FORM_CARD_ID } from '../../contracts/rsvp-form.rules';
import {
  categoryForGroup,
  joinGroupCount,
  joinProgress,
  SLOT_GROUPS,
  slotGroupOf,
  type SlotGroup,
} from '../../contracts/planning.rules';
import { markup, type SafeHtml } from '../common/html';
import { formatEventDate } from '../common/event-time';
import type { ServerLocale, Translate } from '../../i18n/catalogue';
import { htmlTranslator } from '../../i18n/rich';
import type { RsvpResult } from '../../contracts/rsvp.contract';
import type { User } from '../../contracts/user.rules';
import type { AppShell } from './app-shell';
import { photoMarkup, type PublicPhotos } from '../../photos/photo-markup';

/**
 * The join link's modules, from the app's screen table (the screen the server renders at /join/{id}); a signed-in
 * visitor's panels are modules of their own beside them, which a guest never downloads.
 */
function joinCode(shell: AppShell, signedIn = false): string[] {
  const screen = shell.screensAt('/join/{id}').find((match) => match.screen.signedInCode)?.screen;
  return screen ? [...screen.code, ...(signedIn ? (screen.signedInCode ?? []) : [])] : [];
}

// The slot groups, in their order, as the app's join page shows them (public-event-overview.tsx).
const GROUPS = SLOT_GROUPS.map((group) => ({
  group,
  labelKey: `slot.${group}`,
  categories: DISH_CATEGORIES.filter((c) => slotGroupOf(c) === group),
}));

/**
 * /join/{id} rendered on the server from a lean template (no React on the server): the facts a guest needs, readable
 * before any JavaScript arrives, the event embedded as JSON for the app to take over without fetching it again, and
 * link-preview tags that name only the event, its date and the host's display name. Every value is escaped by the
 * `markup` template.
 */
export function renderJoinPage(shell: AppShell, event: PublicEvent, publicUrl: string, visit: JoinVisit): string {
  const { t, locale } = visit.page;
  const when = formatEventDate(event.date === null ? null : new Date(event.date), event.timeZone, locale);
  const url = `${publicUrl}/join/${encodeURIComponent(event.id)}`;
  const description = event.location
    ? t('join.metaDescriptionWithPlace', { when, location: event.location, hostName: event.hostName })
    : t('join.metaDescription', { when, hostName: event.hostName });
  const cover = visit.photos?.cover ?? null;
  // The cover as link previews show it (1200×630), when the host shows it on this page.
  const image = cover?.ogImage ?? `${publicUrl}/icons/icon-512.png`;
  const title = t('join.pageTitle', { eventName: event.name });
  const og = [
    ['og:type', 'website'],
    ['og:site_name', 'Potluck'],
    ['og:title', event.name],
    ['og:description', description],
    ['og:url', url],
    ['og:image', image],
    ...(cover?.ogImage
      ? [
          ['og:image:width', '1200'],
          ['og:image:height', '630'],
          ['og:image:alt', event.name],
        ]
      : []),
  ].map(([p, c]) => markup`<meta property="${p}" content="${c}" />`);
  const twitter = [
    ['twitter:card', cover?.ogImage ? 'summary_large_image' : 'summary'],
    ['twitter:title', event.name],
    ['twitter:description', description],
    ['twitter:image', image],
  ].map(([n, c]) => markup`<meta name="${n}" content="${c}" />`);
  return shell.render({
    title,
    description,
    head: markup`${og}${twitter}<link rel="canonical" href="${url}" />${shell.routeLinks(joinCode(shell, Boolean(visit.currentUser)), { inlineStyles: true })}`,
    body: joinMarkup(
      t,
      event,
      when,
      shell.inlineScript('readers-time', {
        zone: event.timeZone,
        locale: intlLocaleOf(locale),
        text: t('event.when.yourTime', { time: '{time}' }),
      }),
      markup`${datePollNote(t, event, visit)}${visit.answer}${shell.inlineScript('kept-answer', { event: event.id, answered: visit.answeredKey })}${reportMarkup(t, event.id)}`,
      languageLinks(visit.page, event.id),
      visit.photos,
      Boolean(visit.currentUser),
    ),
    locale,
    // The RSVP form posts to the server: the page works without JavaScript, and paints without waiting for CSS.
    standalone: true,
    // Who is visiting, so the app starts with the same answer panel instead of asking first.
    data: {
      publicEvent: event,
      currentUser: visit.currentUser,
      // The cover and the dish photos as the page shows them, so the app keeps showing them once it takes over.
      ...(cover && { joinCover: cover }),
      ...(visit.photos?.dishes.length && { joinDishPhotos: visit.photos.dishes }),
      ...(visit.currentUser && {
        joinAnswer: { eventId: event.id, userId: visit.currentUser.id, rsvp: visit.rsvp ?? null },
      }),
      renderedAt: Date.now(),
    },
  });
}

/** The join link of an event that does not exist (or no longer does): a real 404, still the app's page. */
export function renderJoinNotFound(shell: AppShell, { t, locale }: PageLocale): string {
  const h = htmlTranslator(t);
  const title = t('join.notFound.title');
  return shell.render({
    title,
    body: markup`<main class="page page--centered"><div class="screen-message">
      <span class="screen-message__emoji" aria-hidden="true">🔍</span><h1>${title}</h1>
      <p class="screen-message__text">${h('join.notFound.text')}</p>
      <a class="btn btn--primary" href="/">${h('common.goHome')}</a></div></main>`,
    head: shell.routeLinks(joinCode(shell)),
    locale,
  });
}

/** The language a page is written in, and its messages. */
export interface PageLocale {
  locale: ServerLocale;
  t: Translate;
}

/** What the page shows below the event for this visit, and who it is for (null: nobody signed in). */
export interface JoinVisit {
  page: PageLocale;
  answer: SafeHtml;
  currentUser: User | null;
  /**
   * Signed in: the visitor's saved answer (null: none yet), embedded so the app shows the same panel at once (the
   * form, or "You're All Set!") instead of a placeholder while it asks for the event.
   */
  rsvp?: JoinAnswerRsvp | null;
  /** The cover and dish photos the host shows on this page. */
  photos?: PublicPhotos;
  /** The answer to a posted form: that form's key (a phone that kept the answer forgets it here). */
  answeredKey?: string;
}

/** The fields of a saved answer the app's join panel needs. */
export type JoinAnswerRsvp = Pick<
  RsvpResult,
  'status' | 'adultCount' | 'kidCount' | 'dietaryRestrictions' | 'allergies' | 'bringingSupplies'
> & { waitlistPosition: number | null };

/** A page that only says what went wrong (a refused form), with the way home. */
export function renderJoinMessage(shell: AppShell, { t, locale }: PageLocale, title: string, text: string): string {
  const h = htmlTranslator(t);
  return shell.render({
    title,
    body: markup`<main class="page page--centered"><div class="screen-message">
      <span class="screen-message__emoji" aria-hidden="true">⚠️</span><h1>${title}</h1>
      <p class="screen-message__text">${text}</p><a class="btn btn--primary" href="/">${h('common.goHome')}</a></div></main>`,
    head: shell.routeLinks(joinCode(shell)),
    locale,
  });
}

/**
 * "Report this event": a form folded into its summary line that posts to /join/{id}/report, so it works without
 * JavaScript (the app renders the same markup). Its key makes a second post of the same form change nothing; key and
 * button are named apart from the RSVP form's (its `key`, its `type="submit"`), which the page also holds.
 */
export function reportMarkup(t: Translate, eventId: string): SafeHtml {
  const h = htmlTranslator(t);
  return markup`<details class="join-report">
    <summary class="join-report__summary">${h('report.link')}</summary>
    <form class="join-report__form stack stack--sm" method="post" action="/join/${eventId}/report" data-server-form="report">
      <input type="hidden" name="reportKey" value="${randomUUID()}" />
      <div class="field"><label class="field__label" for="join-report-reason">${h('report.reason')}</label>
        <textarea id="join-report-reason" name="reason" class="field__control" rows="3" required maxlength="${String(REPORT_REASON_MAX)}" aria-describedby="join-report-help"></textarea>
        <p id="join-report-help" class="field__help">${h('report.help')}</p></div>
      <button class="btn btn--secondary">${h('report.submit')}</button>
    </form>
  </details>`;
}

/** The answer to a report sent from the join page: thanks (or why it was not taken), and the way back to the event. */
export function renderReportAnswer(
  shell: AppShell,
  { t, locale }: PageLocale,
  eventId: string,
  outcome: { sent: true } | { sent: false; reason: string },
): string {
  const h = htmlTranslator(t);
  const title = outcome.sent ? t('report.sentTitle') : t('report.failedTitle');
  return shell.render({
    title,
    body: markup`<main class="page page--centered"><div class="screen-message">
      <span class="screen-message__emoji" aria-hidden="true">${outcome.sent ? '✅' : '⚠️'}</span><h1>${title}</h1>
      <p class="screen-message__text">${outcome.sent ? h('report.sentText') : outcome.reason}</p>
      <a class="btn btn--primary" href="/join/${eventId}">${h('report.backToEvent')}</a></div></main>`,
    // Text and a link only: the app has no screen at this address, so its code stays away.
    static: true,
    head: shell.routeLinks(joinCode(shell), { stylesOnly: true }),
    locale,
  });
}

/**
 * The foot of the join page: every language by its own name, each a plain link (no JavaScript needed) that keeps
 * the choice in the locale cookie and shows the page again in it.
 */
function languageLinks({ t, locale }: PageLocale, eventId: string): SafeHtml {
  const h = htmlTranslator(t);
  const links = LOCALES.map((l) =>
    l === locale
      ? markup`<li><span lang="${l}" aria-current="true">${LOCALE_NAMES[l]}</span></li>`
      : markup`<li><a lang="${l}" hreflang="${l}" href="/join/${eventId}?lang=${l}">${LOCALE_NAMES[l]}</a></li>`,
  );
  return markup`<nav class="join-languages" aria-labelledby="join-languages-title">
    <h2 id="join-languages-title" class="join-languages__title">${h('language.footer')}</h2>
    <ul class="join-languages__list">${links}</ul></nav>`;
}

function joinMarkup(
  t: Translate,
  event: PublicEvent,
  when: string,
  /** The script that adds the reader's own time after the event's, where their zone differs. */
  readersTime: SafeHtml,
  answer: SafeHtml,
  languages: SafeHtml,
  photos: PublicPhotos | undefined,
  signedIn: boolean,
): SafeHtml {
  const h = htmlTranslator(t);
  const fact = (icon: string, content: SafeHtml) =>
    markup`<p class="join-fact"><span aria-hidden="true">${icon}</span><span>${content}</span></p>`;
  const facts = [
    fact(
      '📅',
      event.date === null ? markup`${when}` : markup`<time datetime="${event.date}">${when}</time>${readersTime}`,
    ),
    event.location && fact('📍', markup`<span dir="auto">${event.location}</span>`),
    fact('👤', h('join.hostedBy', { hostName: markup`<strong>${event.hostName}</strong>` })),
    event.description && markup`<p class="join-hero__description" dir="auto">${event.description}</p>`,
  ];
  // The theme's emoji, as the app shows it: the hero keeps its height when the app takes over.
  const themeEmoji = event.theme && EVENT_THEME_EMOJI[event.theme];
  const hero = markup`<section class="card card--flush join-hero" aria-labelledby="join-event-name">
    ${
      photos?.cover &&
      photoMarkup(photos.cover, {
        alt: '',
        sizes: '(min-width: 640px) 600px, 100vw',
        className: 'join-hero__cover',
        layout: 'display: block; inline-size: 100%; block-size: auto',
        eager: true,
      })
    }
    <div class="join-hero__band" style="background: var(--theme-${event.theme ?? 'other'})">
      ${themeEmoji && markup`<span class="join-hero__icon" aria-hidden="true">${themeEmoji}</span>`}
      <p class="join-hero__kicker">${h('join.kicker')}</p>
      <h1 id="join-event-name" class="join-hero__name" dir="auto">${event.name}</h1>
    </div>
    <div class="join-hero__body">${facts}</div>
  </section>`;

  const allowance = (allowed: boolean, labelKey: string) =>
    allowed
      ? markup`<li><span class="badge badge--going"><span aria-hidden="true">✓</span>${h(labelKey)}</span></li>`
      : markup`<li><span class="badge badge--outline"><span aria-hidden="true">✕</span>${h('join.dietary.notAllowed', { label: t(labelKey) })}</span></li>`;
  const dietary = markup`<section class="card" aria-labelledby="join-dietary-title">
    <h2 id="join-dietary-title" class="card__title">${h('join.dietary.title')}</h2>
    <ul class="join-badges list-bare cluster" aria-label="${h('join.dietary.listLabel')}">
      ${allowance(event.allowVegetarian, 'join.dietary.vegetarian')}
      ${allowance(event.allowVegan, 'join.dietary.vegan')}
      ${allowance(event.allowNonVegetarian, 'join.dietary.nonVegetarian')}
    </ul>
    ${event.dietaryNote && markup`<p class="join-note">${event.dietaryNote}</p>`}
  </section>`;

  const dishes = markup`<section class="card" aria-labelledby="join-dishes-title">
    <h2 id="join-dishes-title" class="card__title">${h('join.dishes.title')}</h2>
    ${dishGroups(t, event, photos)}
    ${stillNeeded(t, event, signedIn)}
    ${jobsNeeded(t, event)}
  </section>`;

  return markup`<main class="page join-page">${hero}${dietary}${dishes}${answer}${languages}</main>`;
}

/** Above the RSVP form while the date is still being polled, as the app's join page says it to a signed-out visitor. */
function datePollNote(t: Translate, event: PublicEvent, visit: JoinVisit): SafeHtml | null {
  if (visit.currentUser || event.date !== null) return null;
  return markup`<p class="join-note">${htmlTranslator(t)('datePoll.signInToAnswer')}</p>`;
}

/**
 * "Still needed": each course short of its slots, the markup of the app's StillNeeded, so nothing below it moves when
 * the app takes over. It leads a signed-in visitor to the dish page's add form, anyone else to the RSVP form here.
 */
function stillNeeded(t: Translate, event: PublicEvent, signedIn: boolean): SafeHtml | null {
  const missing = joinProgress(event).filter((p) => p.missing > 0);
  if (missing.length === 0) return null;
  const h = htmlTranslator(t);
  const href = (group: SlotGroup) =>
    signedIn
      ? `/events/${encodeURIComponent(event.id)}/dishes?add=${categoryForGroup(group)}`
      : `#${RSVP_FORM_CARD_ID}`;
  return markup`<div class="still-needed">
      <h3 class="still-needed__title">${h('stillNeeded.title')}</h3>
      <ul class="still-needed__list">${missing.map(
        (p) =>
          markup`<li><a class="still-needed__item" href="${href(p.group)}"><span>${h(`slot.${p.group}`)} ${t('join.dishes.countOfNeeded', { count: p.have, needed: p.needed })}</span><span class="still-needed__more">${t('stillNeeded.more', { count: p.missing })}</span></a></li>`,
      )}</ul>
    </div>`;
}

/** The jobs besides food that still need people: the markup the app's join page renders for them. */
function jobsNeeded(t: Translate, event: PublicEvent): SafeHtml | null {
  if (event.jobsNeeded.length === 0) return null;
  const h = htmlTranslator(t);
  return markup`<div class="still-needed">
      <h3 class="still-needed__title">${h('jobs.join.title')}</h3>
      <ul class="still-needed__list">${event.jobsNeeded.map(
        (job) =>
          markup`<li class="still-needed__item"><span>${job.title}</span><span class="still-needed__more">${t('jobs.join.item', { count: job.missing })}</span></li>`,
      )}</ul>
    </div>`;
}

function dishGroups(t: Translate, event: PublicEvent, photos?: PublicPhotos): SafeHtml {
  const h = htmlTranslator(t);
  if (event.dishes.length === 0 && !event.dishCounts)
    return markup`<p class="join-empty text-secondary text-sm">${h('join.dishes.empty')}</p>`;
  const needed = new Map(joinProgress(event).map((p) => [p.group, p.needed]));
  const groups = GROUPS.map((group) => {
    const items = event.dishes.filter((d) => group.categories.includes(d.category));
    const have = joinGroupCount(event, group.group);
    if (have === 0) return null;
    const need = needed.get(group.group);
    const count =
      need != null
        ? t('join.dishes.countOfNeeded', { count: have, needed: need })
        : t('join.dishes.count', { count: have });
    return markup`<section class="dish-group">
      <h3 class="dish-group__title">${h(group.labelKey)} <span class="dish-group__count">${count}</span></h3>
      ${
        items.length > 0 &&
        markup`<ul class="dish-group__list list-bare stack stack--sm">${items.map((d) =>
          dishItem(
            t,
            d,
            photos?.dishes.find((p) => p.dishId === d.id),
          ),
        )}</ul>`
      }
    </section>`;
  });
  const total = event.dishCounts && Object.values(event.dishCounts).reduce((n, c) => n + (c ?? 0), 0);
  return markup`<div class="dish-groups stack stack--lg">${
    total !== undefined && markup`<p class="join-note">${h('join.dishes.summary', { count: total })}</p>`
  }${groups}</div>`;
}

function dishItem(t: Translate, dish: PublicDish, photo?: PhotoView): SafeHtml {
  const h = htmlTranslator(t);
  // The markup the app's DietaryBadges renders, so nothing moves when the app takes over.
  const badges = DISH_BADGES.filter((b) => dish[b.flag]).map((b) => {
    const name = t(`dish.flag.${b.flag}`);
    const label = t(`dish.badge.${b.flag}`);
    const text =
      b.label === DISH_FLAG_NAMES[b.flag]
        ? label
        : markup`<span aria-hidden="true">${label}</span><span class="visually-hidden">${name}</span>`;
    return markup`<li><span class="badge badge--outline"><span aria-hidden="true">${b.icon}</span>${text}</span></li>`;
  });
  return markup`<li class="public-dish">${
    photo &&
    photoMarkup(photo, {
      alt: dish.name,
      sizes: '320px',
      className: 'public-dish__photo',
      layout:
        'display: block; inline-size: 100%; max-inline-size: 320px; block-size: auto; border-radius: var(--radius-md); margin-block-end: var(--space-2)',
    })
  }<p class="public-dish__name">${dish.name}</p>
    ${badges.length > 0 && markup`<ul class="dish-badges" aria-label="${h('join.dish.dietaryInfo')}">${badges}</ul>`}
    ${dish.description && markup`<p class="public-dish__description">${dish.description}</p>`}
    <p class="public-dish__meta">${dish.servingSize && markup`<span>${h('join.dish.serves', { servingSize: dish.servingSize })}</span>`}${dish.contributorName !== null && markup`<span>${h('join.dish.by', { name: dish.contributorName })}</span>`}</p>
  </li>`;
}
