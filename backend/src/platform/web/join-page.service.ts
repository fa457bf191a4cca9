import { Inject, Injectable } from '@nestjs/common';
import express, { type Request, type Response } from 'express';
import { randomUUID } from 'node:crypto';
import { BoundedMap } from '../common/bounded-map';
import { StitchedGzip } from './stitched-gzip';
import type { ZodError } from 'zod';
import { hasSessionCookie, SessionService } from '../../auth/session.service';
import { AppException, type RefusalText } from '../common/app-exception';
import { issueRefusal } from '../common/zod-validation';
import { isUuid } from '../common/uuid';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import type { PublicEvent } from '../../contracts/event.contract';
import { guestRsvpSchema } from '../../contracts/guest.contract';
import { rsvpInputSchema, type RsvpResult } from '../../contracts/rsvp.contract';
import { displayName, type User } from '../../contracts/user.rules';
import { EventsService } from '../../events/events.service';
import { GuestsService } from '../../guests/guests.service';
import { RsvpsService } from '../../rsvps/rsvps.service';
import { UsersService } from '../../users/users.service';
import { translator } from '../../i18n/catalogue';
import { localeCookie, requestLocale, serverLocale } from '../../i18n/locale';
import { PhotosService } from '../../photos/photos.service';
import type { PublicPhotos } from '../../photos/photo-markup';
import type { AppShell } from './app-shell';
import { APP_SHELL } from './page-routes';
import {
  allSetMarkup,
  serverRsvpFormMarkup,
  newServerRsvpForm,
  type AnswersDeadline,
  type ServerRsvpState,
} from './server-rsvp-form';
import { answersClosed } from '../../contracts/event.rules';
import {
  RSVP_FORM_FIELDS,
  rsvpFormAnswersOf,
  rsvpFormInput,
  rsvpFormValuesOf,
  type RsvpFormField,
} from '../../contracts/rsvp-form.rules';
import { Clock } from '../clock/clock';
import { formatEventDate } from '../common/event-time';
import {
  renderJoinMessage,
  renderJoinNotFound,
  renderJoinPage,
  renderReportAnswer,
  type PageLocale,
} from './join-page';
import { eventReportSchema } from '../../contracts/operator.contract';
import { ReportsService } from '../../operator/reports.service';
import { isRateLimited, WriteLimits } from '../rate-limit/write-limits';
import { sayIn, serverText } from '../../i18n/server-text';

/** The page of a visitor without a session, in pieces around the form's key, as text and gzipped. */
interface SignedOutPage {
  text: string[];
  gzip: StitchedGzip;
}

/** Languages times sets of public photos, per version of an event. */
const SIGNED_OUT_PAGES_PER_VERSION = 32;

/**
 * /join/{id}: the event with the answer panel for whoever visits (the RSVP form, or "You're All Set!" for someone who
 * answered), and that form sent without the app's code, answered by the same guest RSVP and RSVP logic and contracts
 * as the API, with the page again. Every method writes the whole answer; the shell is there (the controller's rule).
 */
@Injectable()
export class JoinPageService {
  private readonly formBody: express.RequestHandler;
  private readonly allowedOrigins: Set<string>;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  /** Forgotten with the event's public view, when its version leaves the snapshot cache. */
  private readonly signedOutPages = new WeakMap<PublicEvent, BoundedMap<string, SignedOutPage>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_SHELL) private readonly shell: AppShell | null,
    private readonly events: EventsService,
    private readonly sessions: SessionService,
    private readonly guests: GuestsService,
    private readonly rsvps: RsvpsService,
    private readonly users: UsersService,
    private readonly photos: PhotosService,
    private readonly writes: WriteLimits,
    private readonly reports: ReportsService,
    private readonly clock: Clock,
  ) {
    this.formBody = express.urlencoded({ extended: false, limit: config.bodyLimit, parameterLimit: 50 });
    this.allowedOrigins = new Set([config.publicOrigin, ...config.allowedOrigins]);
  }

  /** The event, or the page that says it is not there (null: the answer is sent). */
  async eventOr404(req: Request, res: Response, id: string): Promise<PublicEvent | null> {
    try {
      const event = await this.events.publicView(id);
      res.locals.joinPhotos = await this.photos.publicPhotos(event.id);
      return event;
    } catch (err) {
      if (!(err instanceof AppException) || err.status !== 404) throw err;
      const locale = requestLocale(req);
      res.status(404).send(renderJoinNotFound(this.appShell, { locale, t: translator(locale) }));
      return null;
    }
  }

  /** GET: the page for whoever visits. */
  async show(req: Request, res: Response, event: PublicEvent): Promise<void> {
    // Without a session cookie nobody is signed in: no database round trip, and the page may be revalidated.
    if (!hasSessionCookie(req)) {
      res.setHeader('Cache-Control', 'no-cache');
      // Its language follows the Accept-Language header and the cookie.
      res.setHeader('Vary', 'Accept-Language, Cookie');
      const page = this.signedOutPage(res, await this.localeOf(req, res, null), event);
      const key = randomUUID();
      if (!req.headers['accept-encoding'] || req.acceptsEncodings('gzip') !== 'gzip') res.send(page.text.join(key));
      else {
        // Already compressed: the compression middleware leaves it alone (and still adds its Vary).
        res.setHeader('Content-Encoding', 'gzip');
        res.send(page.gzip.join(key));
      }
      return;
    }
    const user = await this.sessions.userOfRawRequest(req);
    // The page names who is signed in: never stored.
    res.setHeader('Cache-Control', 'no-store');
    const pageLocale = await this.localeOf(req, res, user);
    if (!user) {
      res.send(this.page(res, pageLocale, event, newServerRsvpForm(null), null));
      return;
    }
    const rsvp = await this.rsvps.findResult(user, event.id);
    // "Update My RSVP" (?change) asks for the form again, filled with the answer.
    const change = Object.hasOwn(req.query, 'change');
    res.send(
      this.page(res, pageLocale, event, rsvp && !change ? rsvp : newServerRsvpForm(displayName(user), rsvp), user, {
        saved: rsvp,
      }),
    );
  }

  /**
   * POST: a form post from our own pages only (cross-site request forgery): the browser's Sec-Fetch-Site when it
   * sends one, else the Origin, else the Referer must be ours. A post that says nothing about where it comes from is
   * refused (true: the refusal is sent).
   */
  refuseCrossSite(req: Request, res: Response): boolean {
    if (sameOrigin(req, this.allowedOrigins)) return false;
    res.setHeader('Cache-Control', 'no-store');
    this.refuse(req, res, 403, 'join.form.refusedTitle', 'join.form.refusedText');
    return true;
  }

  /** POST: the form's body and the session read (only now: a refused or unknown page reads neither). */
  async readForm(req: Request, res: Response): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      this.formBody(req, res, (err?: unknown) =>
        err ? reject(AppException.badRequest(serverText('error.form.unreadable'))) : resolve(),
      ),
    );
    await new Promise<void>((resolve, reject) =>
      this.sessions.middleware(req, res, (err?: unknown) =>
        err ? reject(err instanceof Error ? err : new Error('Session lookup failed')) : resolve(),
      ),
    );
  }

  /** POST: the answer taken (the page with "You're All Set!"), or the form again with what is wrong. */
  async answer(req: Request, res: Response, event: PublicEvent): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    const user = req.session?.userId ? await this.users.findById(req.session.userId) : null;
    const body: unknown = req.body;
    const values = rsvpFormValuesOf(body);
    const answers = rsvpFormAnswersOf(body);
    const signedInAs = user ? displayName(user) : null;
    const pageLocale = await this.localeOf(req, res, user);
    const again = (status: number, said: Said) => {
      // What was refused, said in the page's language.
      const say = (words: RefusalText) => sayIn(pageLocale.locale, words);
      const errors = Object.fromEntries(Object.entries(said.errors ?? {}).map(([f, m]) => [f, say(m)]));
      const formError = said.formError && say(said.formError);
      const answerErrors = Object.fromEntries(Object.entries(said.answerErrors ?? {}).map(([q, m]) => [q, say(m)]));
      res.status(status).send(
        this.page(
          res,
          pageLocale,
          event,
          { values, key, signedInAs, answers, errors, answerErrors, formError },
          user,
          // The page names the form key it answers: a phone that kept this answer forgets it there.
          { answeredKey: answered },
        ),
      );
    };
    const sentKey = (body as { key?: unknown } | undefined)?.key;
    const answered = typeof sentKey === 'string' && isUuid(sentKey) ? sentKey : undefined;
    const key = answered ?? newServerRsvpForm(null).key;
    // The API's write limits, now that the session is read: per person as well as per network (counted once).
    const limited = await this.writes.charge(req, user?.id ?? null).then(
      () => null,
      (err: unknown) => (isRateLimited(err) ? err : Promise.reject(err)),
    );
    if (limited) {
      if (limited.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(limited.retryAfterSeconds));
      return again(429, { formError: limited.text });
    }
    if (key !== sentKey) return again(400, { formError: serverText('join.form.expired') });

    // The same contracts as the API: signed in, the RSVP; a visitor, the guest RSVP (a name, an optional e-mail).
    const input = rsvpFormInput(values, !!user, event.questions, answers);
    let submit: () => Promise<RsvpResult>;
    if (user) {
      const parsed = rsvpInputSchema.safeParse(input);
      if (!parsed.success) return again(422, fieldErrorsOf(parsed.error));
      submit = () => this.rsvps.submit(user, event.id, parsed.data);
    } else {
      const parsed = guestRsvpSchema.safeParse(input);
      if (!parsed.success) return again(422, fieldErrorsOf(parsed.error));
      const guestRsvp = () => this.guests.rsvp(req, event.id, parsed.data, key).then((joined) => joined.rsvp);
      // Another server took the same key at the same moment (its guest row holds the key, unique): the first
      // answer is there now, and answering again replays it.
      submit = () => guestRsvp().catch((err: unknown) => (isUniqueViolation(err) ? guestRsvp() : Promise.reject(err)));
    }
    try {
      const result = await this.oneAtATime(key, submit);
      const me = user ?? (req.session?.userId ? await this.users.findById(req.session.userId) : null);
      const view = await this.events.publicView(event.id);
      res.send(this.page(res, pageLocale, view, result, me, { answeredKey: answered }));
    } catch (err) {
      if (!(err instanceof AppException) || err.status >= 500 || err.status === 404) throw err;
      if (err.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(err.retryAfterSeconds));
      const errors: Said['errors'] = {};
      const answerErrors: Said['answerErrors'] = {};
      for (const [field, messages] of Object.entries(err.fieldTexts ?? {})) {
        if ((RSVP_FORM_FIELDS as readonly string[]).includes(field)) errors[field as RsvpFormField] = messages[0];
        else if (field.startsWith('answers.')) answerErrors[field.slice('answers.'.length)] = messages[0];
      }
      const beside = Object.keys(errors).length + Object.keys(answerErrors).length > 0;
      again(err.status, { errors, answerErrors, formError: beside ? undefined : err.text });
    }
  }

  /**
   * POST /join/{id}/report: the same contract, limits and key as the API's report; the answer is a page saying it was
   * sent, or why not (what to change, or to wait).
   */
  async report(req: Request, res: Response, event: PublicEvent): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    const user = req.session?.userId ? await this.users.findCachedById(req.session.userId) : null;
    const pageLocale = await this.localeOf(req, res, user);
    const body = (req.body ?? {}) as { reason?: unknown; reportKey?: unknown };
    const parsed = eventReportSchema.safeParse({ reason: body.reason });
    const notSent = (status: number, reason: RefusalText): void => {
      const text = sayIn(pageLocale.locale, reason);
      res.status(status).send(renderReportAnswer(this.appShell, pageLocale, event.id, { sent: false, reason: text }));
    };
    if (!parsed.success) return notSent(422, issueRefusal(parsed.error.issues[0]));
    try {
      await this.reports.report(
        req,
        user,
        event.id,
        parsed.data,
        typeof body.reportKey === 'string' ? body.reportKey : null,
      );
    } catch (err) {
      if (!(err instanceof AppException) || err.status >= 500 || err.status === 404) throw err;
      if (err.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(err.retryAfterSeconds));
      return notSent(err.status, err.text);
    }
    res.send(renderReportAnswer(this.appShell, pageLocale, event.id, { sent: true }));
  }

  /** A page that says why nothing could be shown or taken (`title` and `text`: catalogue keys, or a message). */
  refuse(req: Request, res: Response, status: number, title: string, text: string): void {
    const locale = requestLocale(req);
    const pageLocale = { locale, t: translator(locale) };
    const tr = (key: string) => (key.includes('.') ? pageLocale.t(key) : key);
    res.status(status).send(renderJoinMessage(this.appShell, pageLocale, tr(title), tr(text)));
  }

  private get appShell(): AppShell {
    if (!this.shell) throw new Error('The join page needs the built app');
    return this.shell;
  }

  /** The same form key waits for the one before it: a double submit then finds the first answer and replays it. */
  private async oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.inFlight.get(key) ?? Promise.resolve();
    const mine = before.catch(() => undefined).then(work);
    this.inFlight.set(key, mine);
    try {
      return await mine;
    } finally {
      if (this.inFlight.get(key) === mine) this.inFlight.delete(key);
    }
  }

  /**
   * The page's language: ?lang= from the page's own language links (kept in this browser's cookie only: a GET never
   * changes the account's language), else the request's language (the cookie, the account's, the browser's).
   */
  private async localeOf(req: Request, res: Response, user: User | null): Promise<PageLocale> {
    const chosen = typeof req.query.lang === 'string' ? serverLocale(req.query.lang) : null;
    if (chosen) res.append('Set-Cookie', localeCookie(chosen, this.config.publicUrl.startsWith('https:')));
    const locale = chosen ?? requestLocale(req, user ? await this.users.localeOf(user.id) : null);
    return { locale, t: translator(locale) };
  }

  /**
   * The page of a visitor without a session: rendered once per version of the event (the public view is one object a
   * version), language and set of public photos, and gzipped once, around the form's key, which stays new for every
   * visit (joined in by the caller).
   */
  private signedOutPage(res: Response, pageLocale: PageLocale, event: PublicEvent): SignedOutPage {
    const byEvent =
      this.signedOutPages.get(event) ?? new BoundedMap<string, SignedOutPage>(SIGNED_OUT_PAGES_PER_VERSION);
    this.signedOutPages.set(event, byEvent);
    // Answers close at a time, not with a new version: the page before and after are two pages.
    const closed = answersClosed(event.answersCloseAt, this.clock.now());
    const key = `${pageLocale.locale} ${closed} ${JSON.stringify(res.locals.joinPhotos ?? null)}`;
    let page = byEvent.get(key);
    if (!page) {
      const marker = randomUUID();
      const text = this.page(res, pageLocale, event, { ...newServerRsvpForm(null), key: marker }, null).split(marker);
      page = { text, gzip: new StitchedGzip(text) };
      byEvent.set(key, page);
    }
    return page;
  }

  /** The event's deadline for answers in the page's language, null without one. */
  private deadlineOf(event: PublicEvent, { locale }: PageLocale): AnswersDeadline | null {
    if (event.answersCloseAt === null) return null;
    const closesAt = new Date(event.answersCloseAt);
    return {
      when: formatEventDate(closesAt, event.timeZone, locale),
      closed: answersClosed(closesAt, this.clock.now()),
    };
  }

  /**
   * `saved`: the signed-in visitor's answer as stored (the form may show it for a change, or show typed values);
   * `answeredKey`: the key of the posted form this page answers.
   */
  private page(
    res: Response,
    pageLocale: PageLocale,
    event: PublicEvent,
    answer: ServerRsvpState | RsvpResult,
    currentUser: User | null,
    { saved: savedAnswer, answeredKey }: { saved?: RsvpResult | null; answeredKey?: string } = {},
  ): string {
    const saved = savedAnswer === undefined ? ('key' in answer ? null : answer) : savedAnswer;
    return renderJoinPage(this.appShell, event, this.config.publicUrl, {
      page: pageLocale,
      answer:
        'key' in answer
          ? serverRsvpFormMarkup(pageLocale.t, event.id, answer, this.deadlineOf(event, pageLocale), event.questions)
          : allSetMarkup(pageLocale.t, event.id, answer),
      currentUser,
      photos: res.locals.joinPhotos as PublicPhotos | undefined,
      answeredKey,
      rsvp: saved && {
        status: saved.status,
        adultCount: saved.adultCount,
        kidCount: saved.kidCount,
        dietaryRestrictions: saved.dietaryRestrictions,
        allergies: saved.allergies,
        bringingSupplies: saved.bringingSupplies,
        waitlistPosition: saved.waitlistPosition ?? null,
      },
    });
  }
}

function sameOrigin(req: Request, allowed: Set<string>): boolean {
  const ours = (origin: string) => allowed.has(origin) || origin === `${req.protocol}://${req.get('host')}`;
  const site = req.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = req.get('origin');
  if (origin && origin !== 'null') return ours(origin);
  const referer = req.get('referer');
  if (!referer) return false;
  try {
    return ours(new URL(referer).origin);
  } catch {
    return false;
  }
}

const isUniqueViolation = (err: unknown): boolean =>
  !!err && typeof err === 'object' && (err as { code?: unknown }).code === '23505';

/** What the server's form says was refused: each field's first message, a reply's by its question's id, or the whole. */
interface Said {
  errors?: Partial<Record<RsvpFormField, RefusalText>>;
  answerErrors?: Record<string, RefusalText>;
  formError?: RefusalText;
}

/** The first message of each field (a reply by its question's id), as the app's forms show them. */
function fieldErrorsOf(error: ZodError): Said {
  const errors: Said['errors'] = {};
  const answerErrors: Said['answerErrors'] = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as RsvpFormField;
    if ((RSVP_FORM_FIELDS as readonly string[]).includes(field)) errors[field] ??= issueRefusal(issue);
    else if (field === ('answers' as string) && issue.path[1] !== undefined)
      answerErrors[String(issue.path[1])] ??= issueRefusal(issue);
  }
  return { errors, answerErrors };
}
