import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { ZodError } from 'zod';
import { SESSION_COOKIE, SessionService } from '../../auth/session.service';
import { AppException } from '../common/app-exception';
import { COMPRESS_ABOVE_BYTES } from '../common/compression';
import { isUuid } from '../common/uuid';
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
import { localizeMessage } from '../../i18n/server-messages';
import type { AppShell } from './app-shell';
import {
  allSetMarkup,
  SERVER_RSVP_FIELDS,
  serverRsvpInput,
  serverRsvpFormMarkup,
  serverRsvpValuesOf,
  newServerRsvpForm,
  type ServerRsvpField,
  type ServerRsvpState,
} from './server-rsvp-form';
import { PhotosService } from '../../photos/photos.service';
import type { PublicPhotos } from '../../photos/photo-markup';
import { renderJoinMessage, renderJoinNotFound, renderJoinPage, type PageLocale } from './join-page';

/**
 * /join/{id}: GET renders the event with the answer panel for whoever visits (the RSVP form, or "You're All Set!"
 * for someone who answered); POST is that form sent without the app's code, answered by the same guest-join and
 * RSVP logic and contracts as the API, with the page again.
 */
export function joinRoutes(app: NestExpressApplication, shell: AppShell, config: AppConfig): RequestHandler {
  const events = app.get(EventsService);
  const sessions = app.get(SessionService);
  const guests = app.get(GuestsService);
  const rsvps = app.get(RsvpsService);
  const users = app.get(UsersService);
  const photos = app.get(PhotosService);
  const pageCompression = compression({ threshold: COMPRESS_ABOVE_BYTES });
  const formBody = express.urlencoded({ extended: false, limit: config.bodyLimit, parameterLimit: 50 });
  const allowedOrigins = new Set([config.publicOrigin, ...config.allowedOrigins]);
  const inFlight = new Map<string, Promise<unknown>>();

  /** The same form key waits for the one before it: a double submit then finds the first answer and replays it. */
  const oneAtATime = async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const before = inFlight.get(key) ?? Promise.resolve();
    const mine = before.catch(() => undefined).then(work);
    inFlight.set(key, mine);
    try {
      return await mine;
    } finally {
      if (inFlight.get(key) === mine) inFlight.delete(key);
    }
  };

  /** `saved`: the signed-in visitor's answer as stored (the form may show it for a change, or show typed values). */
  /**
   * The page's language: ?lang= from the page's own language links (kept in the cookie, and on the account of whoever
   * is signed in), else the person's choice, else the browser's languages.
   */
  const localeOf = async (req: Request, res: Response, user: User | null): Promise<PageLocale> => {
    const chosen = typeof req.query.lang === 'string' ? serverLocale(req.query.lang) : null;
    if (chosen) {
      res.append('Set-Cookie', localeCookie(chosen, config.publicUrl.startsWith('https:')));
      if (user) await users.setLocale(user.id, chosen);
    }
    const locale = chosen ?? requestLocale(req, user ? await users.localeOf(user.id) : null);
    return { locale, t: translator(locale) };
  };

  const page = (
    res: Response,
    pageLocale: PageLocale,
    event: PublicEvent,
    answer: ServerRsvpState | RsvpResult,
    currentUser: User | null,
    saved: RsvpResult | null = 'key' in answer ? null : answer,
  ) =>
    renderJoinPage(shell, event, config.publicUrl, {
      page: pageLocale,
      answer:
        'key' in answer
          ? serverRsvpFormMarkup(pageLocale.t, event.id, answer)
          : allSetMarkup(pageLocale.t, event.id, answer),
      currentUser,
      photos: res.locals.joinPhotos as PublicPhotos | undefined,
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

  const show = async (req: Request, res: Response, event: PublicEvent) => {
    // Without a session cookie nobody is signed in: no database round trip, and the page may be revalidated.
    if (!String(req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`)) {
      res.setHeader('Cache-Control', 'no-cache');
      // Its language follows the Accept-Language header and the cookie.
      res.setHeader('Vary', 'Accept-Language, Cookie');
      return res.send(page(res, await localeOf(req, res, null), event, newServerRsvpForm(null), null));
    }
    const user = await sessions.userOfRawRequest(req);
    // The page names who is signed in: never stored.
    res.setHeader('Cache-Control', 'no-store');
    const pageLocale = await localeOf(req, res, user);
    if (!user) return res.send(page(res, pageLocale, event, newServerRsvpForm(null), null));
    const rsvp = await rsvps.findResult(user, event.id);
    // "Update My RSVP" (?change) asks for the form again, filled with the answer.
    const change = Object.hasOwn(req.query, 'change');
    res.send(
      page(res, pageLocale, event, rsvp && !change ? rsvp : newServerRsvpForm(displayName(user), rsvp), user, rsvp),
    );
  };

  const answer = async (req: Request, res: Response, event: PublicEvent) => {
    res.setHeader('Cache-Control', 'no-store');
    const user = req.session?.userId ? await users.findById(req.session.userId) : null;
    const body: unknown = req.body;
    const values = serverRsvpValuesOf(body);
    const signedInAs = user ? displayName(user) : null;
    const pageLocale = await localeOf(req, res, user);
    const again = (status: number, state: Partial<ServerRsvpState>) => {
      // The contracts' messages are English where they are written: the page's language here.
      const errors = Object.fromEntries(
        Object.entries(state.errors ?? {}).map(([f, m]) => [f, localizeMessage(pageLocale.locale, m)]),
      );
      const formError = state.formError && localizeMessage(pageLocale.locale, state.formError);
      return res
        .status(status)
        .send(page(res, pageLocale, event, { values, key, signedInAs, ...state, errors, formError }, user));
    };
    const sentKey = (body as { key?: unknown } | undefined)?.key;
    const key = typeof sentKey === 'string' && isUuid(sentKey) ? sentKey : newServerRsvpForm(null).key;
    if (key !== sentKey) return again(400, { formError: pageLocale.t('join.form.expired') });

    // The same contracts as the API: signed in, the RSVP; a visitor, the guest join (a name, an optional e-mail).
    const input = serverRsvpInput(values, !!user);
    let submit: () => Promise<RsvpResult>;
    if (user) {
      const parsed = rsvpInputSchema.safeParse(input);
      if (!parsed.success) return again(422, { errors: fieldErrorsOf(parsed.error) });
      submit = () => rsvps.submit(user, event.id, parsed.data);
    } else {
      const parsed = guestRsvpSchema.safeParse(input);
      if (!parsed.success) return again(422, { errors: fieldErrorsOf(parsed.error) });
      const join = () => guests.join(req, event.id, parsed.data, key).then((joined) => joined.rsvp);
      // Another server took the same key at the same moment (its guest row holds the key, unique): the first
      // answer is there now, and joining again replays it.
      submit = () => join().catch((err: unknown) => (isUniqueViolation(err) ? join() : Promise.reject(err)));
    }
    try {
      const result = await oneAtATime(key, submit);
      const me = user ?? (req.session?.userId ? await users.findById(req.session.userId) : null);
      res.send(page(res, pageLocale, await events.publicView(event.id), result, me));
    } catch (err) {
      if (!(err instanceof AppException) || err.status >= 500 || err.status === 404) throw err;
      if (err.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(err.retryAfterSeconds));
      const errors: Partial<Record<ServerRsvpField, string>> = {};
      for (const [field, messages] of Object.entries(err.fieldErrors ?? {}))
        if ((SERVER_RSVP_FIELDS as readonly string[]).includes(field)) errors[field as ServerRsvpField] = messages[0];
      again(err.status, { errors, formError: Object.keys(errors).length > 0 ? undefined : err.message });
    }
  };

  const refuse = (req: Request, res: Response, status: number, title: string, text: string) => {
    const pageLocale = { locale: requestLocale(req), t: translator(requestLocale(req)) };
    const tr = (key: string) => (key.includes('.') ? pageLocale.t(key) : key);
    return res.status(status).send(renderJoinMessage(shell, pageLocale, tr(title), tr(text)));
  };

  return (req: Request, res: Response, next: NextFunction) => {
    const isPost = req.method === 'POST';
    if ((req.method !== 'GET' && req.method !== 'HEAD' && !isPost) || req.path !== '/') return next();
    const id = String(req.params.id);
    pageCompression(req, res, () => {
      res.type('html');
      const run = async () => {
        if (isPost && !sameOrigin(req, allowedOrigins)) {
          res.setHeader('Cache-Control', 'no-store');
          return refuse(req, res, 403, 'join.form.refusedTitle', 'join.form.refusedText');
        }
        let event: PublicEvent;
        try {
          event = await events.publicView(id);
        } catch (err) {
          if (err instanceof AppException && err.status === 404) {
            const locale = requestLocale(req);
            return res.status(404).send(renderJoinNotFound(shell, { locale, t: translator(locale) }));
          }
          throw err;
        }
        res.locals.joinPhotos = await photos.publicPhotos(event.id);
        if (!isPost) return show(req, res, event);
        await new Promise<void>((resolve, reject) =>
          formBody(req, res, (err?: unknown) => (err ? reject(AppException.badRequest('Unreadable form')) : resolve())),
        );
        await new Promise<void>((resolve, reject) =>
          sessions.middleware(req, res, (err?: unknown) =>
            err ? reject(err instanceof Error ? err : new Error('Session lookup failed')) : resolve(),
          ),
        );
        await answer(req, res, event);
      };
      run().catch((err: unknown) => {
        if (err instanceof AppException && err.status < 500)
          return refuse(req, res, err.status, 'common.somethingWentWrong', err.message);
        // GET with the database away: the app shell still opens (from its cache, or says what is wrong).
        if (!isPost && !res.headersSent) return next();
        next(err);
      });
    });
  };
}

/**
 * A form post from our own pages only (cross-site request forgery): the browser's Sec-Fetch-Site when it sends one,
 * else the Origin, else the Referer must be ours. A post that says nothing about where it comes from is refused.
 */
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

/** The first message of each field, as the app's forms show them. */
function fieldErrorsOf(error: ZodError): Partial<Record<ServerRsvpField, string>> {
  const errors: Partial<Record<ServerRsvpField, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as ServerRsvpField;
    if ((SERVER_RSVP_FIELDS as readonly string[]).includes(field)) errors[field] ??= issue.message;
  }
  return errors;
}
