import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AppException } from '../platform/common/app-exception';
import { BoundedMap } from '../platform/common/bounded-map';
import { WorkerPoolService } from '../platform/workers/worker-pool.service';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import { dishFlagsOf } from '../contracts/dish.rules';
import type { BuffetCard, BuffetCardsInput, Paper } from './buffet-cards.pdf';
import { displayName, type User } from '../contracts/user.rules';
import { EventAccessService } from '../events/event-access.service';
import { RateLimitService } from '../platform/rate-limit/rate-limit.service';
import { type EventSnapshot } from '../events/event-snapshot';
import { readerOf, seesOf } from '../events/visibility/event-people';
import { translator, type ServerLocale } from '../i18n/catalogue';
import { cardMarks } from './card-marks';
import { serverText } from '../i18n/server-text';

/**
 * PDFs one person may have made per minute: a sheet of 40 dishes takes about a second of a core, so a link holder
 * cannot keep the server busy with them (counted in PostgreSQL, shared by every replica).
 */
export const BUFFET_CARDS_LIMIT = { limit: 12, windowSeconds: 60 };

/** The PDF's file name: ASCII in every language, so the Content-Disposition header stays plain. */
const FILENAME = 'buffet-cards';

/** A PDF of buffet cards and the name to save it under. */
type CardsFile = { filename: string; pdf: Buffer };

/** PDFs kept in memory, the most recently asked for (a sheet of 200 cards is about 1 MB). */
const CACHED_PDFS = 32;

/** Buffet cards for anyone who may read the event: one per dish, in the order the dishes were signed up. */
@Injectable()
export class BuffetCardsService {
  /**
   * PDFs by event version and content: the same sheet of the same version is drawn once, by whoever asks first (a
   * request arriving while it is drawn waits for that drawing). A refusal (the pool busy) is not kept.
   */
  private readonly pdfs = new BoundedMap<string, Promise<Buffer>>(CACHED_PDFS);

  constructor(
    private readonly access: EventAccessService,
    private readonly rateLimits: RateLimitService,
    private readonly workers: WorkerPoolService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The cards of every dish of the event. */
  eventCards(user: User, eventId: string, paper: Paper, locale: ServerLocale): Promise<CardsFile> {
    return this.render(user, eventId, paper, locale, (snapshot) => snapshot.dishes);
  }

  /** The card of one dish. */
  dishCard(user: User, eventId: string, dishId: string, paper: Paper, locale: ServerLocale): Promise<CardsFile> {
    return this.render(user, eventId, paper, locale, (snapshot) => {
      const dish = snapshot.dishes.find((d) => d.id === dishId);
      if (!dish) throw AppException.notFound(serverText('error.dish.notFound'), 'DISH_NOT_FOUND');
      return [dish];
    });
  }

  private async render(
    user: User,
    eventId: string,
    paper: Paper,
    locale: ServerLocale,
    cardsOf: (snapshot: EventSnapshot) => EventSnapshot['dishes'],
  ): Promise<CardsFile> {
    // Read on the request loop, one request at a time (the pool's turn); drawn in a worker thread.
    const { version, input, filename } = await this.workers.prepare(async () => {
      const snapshot = await this.access.requireSnapshot(user, eventId, 'read');
      const dishes = cardsOf(snapshot);
      await this.rateLimits.enforce(
        `buffet-cards:${user.id}`,
        BUFFET_CARDS_LIMIT,
        serverText('error.buffetCards.rateLimited'),
      );
      const t = translator(locale);
      const { event } = snapshot;
      // Who brought what: the visibility policy's `brings` for this reader's role, not as the person themself: a
      // printed card lies on the buffet for everyone.
      const may = seesOf(snapshot, { ...readerOf(snapshot, user.id), userId: null });
      const cards: BuffetCard[] = dishes.map((d) => ({
        name: d.name,
        broughtBy: may('brings', d.contributorId)
          ? t('buffetCards.pdf.broughtBy', { name: displayName(d.contributor) })
          : null,
        marks: cardMarks(dishFlagsOf(d), t),
        url: dishUrl(this.config.publicUrl, event.id, d.id),
      }));
      const texts = {
        title: t('buffetCards.pdf.title', { event: event.name }),
        noDishes: t('buffetCards.pdf.noDishes'),
        cutHere: t('buffetCards.pdf.cutHere'),
        scan: t('buffetCards.pdf.scan'),
      };
      const slug = dishes.length === 1 && dishes[0] ? `${FILENAME}-${dishes[0].id.slice(0, 8)}` : '';
      return {
        version: `${event.id}@${snapshot.version}`,
        input: { paper, texts, cards },
        filename: `${slug || FILENAME}.pdf`,
      };
    });
    return { filename, pdf: await this.pdf(version, input) };
  }

  /**
   * The PDF of one sheet of one event version, from the cache or drawn in the worker pool. The key holds a digest of
   * everything drawn, so readers who see different cards (names hidden, another language or paper) never share one.
   */
  private pdf(version: string, input: BuffetCardsInput): Promise<Buffer> {
    const key = `${version}:${createHash('sha256').update(JSON.stringify(input)).digest('base64url')}`;
    const cached = this.pdfs.get(key);
    if (cached) return cached;
    const drawn = this.workers
      .run('buffetCards', input)
      .then((bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    this.pdfs.set(key, drawn);
    drawn.catch(() => {
      if (this.pdfs.peek(key) === drawn) this.pdfs.delete(key);
    });
    return drawn;
  }
}

/** Where a card's QR code leads: the dish in the event's dish list. */
export function dishUrl(publicUrl: string, eventId: string, dishId: string): string {
  return `${publicUrl}/events/${eventId}/dishes#dish-${dishId}`;
}
