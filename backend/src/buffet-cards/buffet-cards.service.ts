import { Inject, Injectable } from '@nestjs/common';
import { AppException } from '../platform/common/app-exception';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import { dishFlagsOf } from '../contracts/dish.rules';
import { renderBuffetCards, type BuffetCard, type Paper } from './buffet-cards.pdf';
import { displayName, type User } from '../contracts/user.rules';
import { EventAccessService } from '../events/event-access.service';
import { RateLimitService } from '../platform/rate-limit/rate-limit.service';
import { type EventSnapshot } from '../events/event-snapshot';
import { readerOf, seesOf } from '../events/visibility/event-people';
import { translate, translator, type ServerLocale } from '../i18n/catalogue';
import { cardMarks } from './card-marks';

/**
 * PDFs one person may have made per minute: a sheet of 40 dishes takes about a second of a core, so a link holder
 * cannot keep the server busy with them (counted in PostgreSQL, shared by every replica).
 */
export const BUFFET_CARDS_LIMIT = { limit: 12, windowSeconds: 60 };

/** The PDF's file name: ASCII in every language, so the Content-Disposition header stays plain. */
const FILENAME = 'buffet-cards';

/** A PDF of buffet cards and the name to save it under. */
type CardsFile = { filename: string; pdf: Buffer };

/** Buffet cards for anyone who may read the event: one per dish, in the order the dishes were signed up. */
@Injectable()
export class BuffetCardsService {
  constructor(
    private readonly access: EventAccessService,
    private readonly rateLimits: RateLimitService,
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
      if (!dish) throw AppException.notFound('Dish not found', 'DISH_NOT_FOUND');
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
    const snapshot = await this.access.requireSnapshot(user, eventId, 'read');
    const dishes = cardsOf(snapshot);
    await this.rateLimits.enforce(
      `buffet-cards:${user.id}`,
      BUFFET_CARDS_LIMIT,
      translate('en', 'error.buffetCards.rateLimited'),
    );
    const t = translator(locale);
    const { event } = snapshot;
    // Who brought what: the visibility policy's `brings` for this reader's role, not as the person themself: a
    // printed card lies on the buffet for everyone.
    const may = seesOf(snapshot, { ...readerOf(snapshot, user.id), userId: null });
    const cards: BuffetCard[] = dishes.map((d) => ({
      name: d.name,
      broughtBy: may('brings', d.contributorId) ? displayName(d.contributor) : null,
      marks: cardMarks(dishFlagsOf(d), t),
      url: dishUrl(this.config.publicUrl, event.id, d.id),
    }));
    const pdf = await renderBuffetCards({ title: event.name, paper, cards, t });
    const slug = dishes.length === 1 && dishes[0] ? `${FILENAME}-${dishes[0].id.slice(0, 8)}` : '';
    return { filename: `${slug || FILENAME}.pdf`, pdf };
  }
}

/** Where a card's QR code leads: the dish in the event's dish list. */
export function dishUrl(publicUrl: string, eventId: string, dishId: string): string {
  return `${publicUrl}/events/${eventId}/dishes#dish-${dishId}`;
}
