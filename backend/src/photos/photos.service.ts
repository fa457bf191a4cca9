import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AppException } from '../platform/common/app-exception';
import { isUuid } from '../platform/common/uuid';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import { canEditDish } from '../contracts/dish.rules';
import type { EventPhotos, PhotoSettings, PhotoView } from '../contracts/photo.contract';
import type { User } from '../contracts/user.rules';
import { dishOwnership, lockDishForShare } from '../dishes/dishes.queries';
import { eventNotFound } from '../events/event-access';
import { EventAccessService } from '../events/event-access.service';
import { CostsService } from '../costs/costs.service';
import { lockEventForShare } from '../events/events.queries';
import { newEntityId } from '../platform/idempotency/idempotency-context';
import { RateLimitService } from '../platform/rate-limit/rate-limit.service';
import { processPhoto, type PhotoKind } from './photo-processing';
import { isPublicPhoto, largestWebp, photoById, photoSettingsOf, photosOfEvent, toPhotoView } from './photo-rows';
import type { PublicPhotos } from './photo-markup';
import { PHOTO_STORE, type PhotoStore } from './photo-store';
import { serverText } from '../i18n/server-text';

/** Uploads decoded at once per process: each holds a decoded picture in memory (up to the pixel limit × 4 bytes). */
const PROCESSING_AT_ONCE = 2;
const EMPTY_TRASH_EVERY_MS = 10 * 60 * 1000;

/** An upload read by the photo upload middleware: its bytes and the type the client claimed. */
export interface PhotoUpload {
  bytes: Buffer;
  claimedType: string | undefined;
}

/** A file to send, and whether shared caches may keep it (only when anyone with the link may see it). */
export interface ServedPhotoFile {
  contentType: string;
  bytes: Buffer;
  shared: boolean;
}

const photoNotFound = () => AppException.notFound(serverText('error.photos.notFound'), 'PHOTO_NOT_FOUND');

@Injectable()
export class PhotosService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('PhotosService');
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private trashTimer?: NodeJS.Timeout;
  private readonly publicPhotoReads = new Map<string, Promise<PublicPhotos>>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(PHOTO_STORE) private readonly store: PhotoStore,
    private readonly eventAccess: EventAccessService,
    private readonly rateLimits: RateLimitService,
    private readonly costs: CostsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.trashTimer = setInterval(() => void this.emptyTrash(), EMPTY_TRASH_EVERY_MS);
    this.trashTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.trashTimer);
  }

  /** The event's cover, its dish photos and the host's switches: for anyone who may read the event. */
  async ofEvent(user: User, eventId: string): Promise<EventPhotos> {
    await this.eventAccess.requireEvent(user, eventId, 'read');
    const [rows, settings] = await Promise.all([
      photosOfEvent(this.db.manager, eventId),
      photoSettingsOf(this.db.manager, eventId),
    ]);
    return {
      settings,
      cover: rows.find((p) => p.dishId === null) ? toPhotoView(rows.find((p) => p.dishId === null)!) : null,
      dishes: rows.filter((p) => p.dishId !== null).map((p) => toPhotoView(p)),
    };
  }

  /** What the public join page shows: only what the host's switches allow, with absolute addresses. */
  /**
   * The photos the join page may show. Photos change without the event's version, so they are read for every page;
   * pages asked for while a read of the same event is in flight share its answer.
   */
  publicPhotos(eventId: string): Promise<PublicPhotos> {
    let read = this.publicPhotoReads.get(eventId);
    if (!read) {
      read = this.readPublicPhotos(eventId).finally(() => this.publicPhotoReads.delete(eventId));
      this.publicPhotoReads.set(eventId, read);
    }
    return read;
  }

  private async readPublicPhotos(eventId: string): Promise<PublicPhotos> {
    if (!isUuid(eventId)) return { cover: null, dishes: [] };
    const [rows, settings] = await Promise.all([
      photosOfEvent(this.db.manager, eventId),
      photoSettingsOf(this.db.manager, eventId),
    ]);
    const shown = rows.filter((p) => isPublicPhoto(p, settings)).map((p) => toPhotoView(p, this.config.publicUrl));
    return { cover: shown.find((p) => p.dishId === null) ?? null, dishes: shown.filter((p) => p.dishId !== null) };
  }

  async updateSettings(user: User, eventId: string, settings: PhotoSettings): Promise<PhotoSettings> {
    await this.eventAccess.requireEvent(user, eventId, 'manage');
    await this.db.query(
      `INSERT INTO "photo_settings" ("eventId", "publicCover", "publicDishPhotos") VALUES ($1, $2, $3)
       ON CONFLICT ("eventId") DO UPDATE SET "publicCover" = $2, "publicDishPhotos" = $3`,
      [eventId, settings.publicCover, settings.publicDishPhotos],
    );
    return settings;
  }

  /** Sets or replaces the event's cover: the host and co-hosts. */
  async putCover(user: User, eventId: string, upload: PhotoUpload): Promise<PhotoView> {
    await this.eventAccess.requireEvent(user, eventId, 'manage');
    return this.save(user, eventId, null, 'cover', upload);
  }

  async removeCover(user: User, eventId: string): Promise<void> {
    await this.eventAccess.requireEvent(user, eventId, 'manage');
    await this.db.query(`DELETE FROM "photos" WHERE "eventId" = $1 AND "dishId" IS NULL AND "costId" IS NULL`, [
      eventId,
    ]);
    void this.emptyTrash();
  }

  /** Sets or replaces a dish's one photo: its contributor, the host and co-hosts. */
  async putDishPhoto(user: User, dishId: string, upload: PhotoUpload): Promise<PhotoView> {
    const eventId = await this.requireEditableDish(user, dishId);
    return this.save(user, eventId, dishId, 'dish', upload);
  }

  async removeDishPhoto(user: User, dishId: string): Promise<void> {
    await this.requireEditableDish(user, dishId);
    await this.db.query(`DELETE FROM "photos" WHERE "dishId" = $1`, [dishId]);
    void this.emptyTrash();
  }

  /** Sets or replaces a cost's receipt: whoever may change the cost (costs.md). */
  async putReceipt(user: User, eventId: string, costId: string, upload: PhotoUpload): Promise<PhotoView> {
    const id = await this.costs.requireEditableCost(user, eventId, costId);
    return this.save(user, id, null, 'receipt', upload, costId);
  }

  async removeReceipt(user: User, eventId: string, costId: string): Promise<void> {
    await this.costs.requireEditableCost(user, eventId, costId);
    await this.db.query(`DELETE FROM "photos" WHERE "costId" = $1`, [costId]);
    void this.emptyTrash();
  }

  /**
   * One file of a photo. A photo is readable by those who may read its event; the join page's photos (by the host's
   * switches) by anyone with the link. Anything else, a wrong hash or name included, is the same 404.
   */
  async file(user: User | undefined, photoId: string, hash: string, name: string): Promise<ServedPhotoFile> {
    if (!isUuid(photoId)) throw photoNotFound();
    const photo = await photoById(this.db.manager, photoId);
    if (!photo || photo.hash !== hash || !photo.files.includes(name)) throw photoNotFound();
    const shared = isPublicPhoto(photo, await photoSettingsOf(this.db.manager, photo.eventId));
    const asPhoto = (err: unknown) => {
      throw err instanceof AppException && err.status === 404 ? photoNotFound() : err;
    };
    if (!shared) {
      if (!user) throw photoNotFound();
      const { role } = await this.eventAccess.requireEvent(user, photo.eventId, 'read').catch(asPhoto);
      // A receipt: the hosts and whoever added it (the visibility policy's `receipts`).
      if (photo.costId !== null && role === 'guest' && photo.uploaderId !== user.id) throw photoNotFound();
    } else {
      // A shared photo of an event an operator took down is gone with it.
      await this.eventAccess.requireVisible(user, photo.eventId).catch(asPhoto);
    }
    const file = await this.store.get(photo.id, name);
    if (!file) throw photoNotFound();
    return { ...file, shared };
  }

  /** Links to the event's photos for its export (the files stay behind the same access check). */
  async exportLinks(eventId: string): Promise<Map<string, string>> {
    const rows = await photosOfEvent(this.db.manager, eventId);
    return new Map(rows.map((p) => [p.dishId ?? 'cover', toPhotoView(p, this.config.publicUrl).src]));
  }

  /**
   * The photos a person uploaded, each as its largest stored picture (metadata-free WebP), for the person's own data
   * export: the event and dish each belongs to, and its bytes.
   */
  async uploadedBy(
    userId: string,
  ): Promise<{ id: string; eventId: string; dishId: string | null; createdAt: Date; bytes: Uint8Array }[]> {
    const rows: { id: string; eventId: string; dishId: string | null; files: string[]; createdAt: Date }[] =
      await this.db.query(
        `SELECT "id", "eventId", "dishId", "files", "createdAt" FROM "photos" WHERE "uploaderId" = $1
         ORDER BY "createdAt"`,
        [userId],
      );
    const photos = [];
    for (const row of rows) {
      const name = largestWebp(row);
      const file = name ? await this.store.get(row.id, name) : null;
      if (file)
        photos.push({
          id: row.id,
          eventId: row.eventId,
          dishId: row.dishId,
          createdAt: row.createdAt,
          bytes: file.bytes,
        });
    }
    return photos;
  }

  private async requireEditableDish(user: User, dishId: string): Promise<string> {
    if (!isUuid(dishId)) throw AppException.notFound(serverText('error.dish.notFound'), 'DISH_NOT_FOUND');
    const dish = await dishOwnership(this.db, dishId);
    if (!dish) throw AppException.notFound(serverText('error.dish.notFound'), 'DISH_NOT_FOUND');
    const { event, role } = await this.eventAccess.requireEvent(user, dish.eventId, 'read');
    if (!canEditDish(dish, event, user.id, role === 'co_host')) {
      throw AppException.forbidden(serverText('error.photos.dishForbidden'), 'NOT_DISH_OWNER');
    }
    return dish.eventId;
  }

  private async save(
    user: User,
    eventId: string,
    dishId: string | null,
    kind: PhotoKind,
    upload: PhotoUpload,
    costId: string | null = null,
  ): Promise<PhotoView> {
    const { uploadsPerPersonPerDay } = this.config.photos;
    // The day's place is taken before any work (parallel uploads cannot all pass a check made before they count),
    // and given back when the upload is refused (a file that is not stored does not use up the day).
    const { reservation, retryAfterSeconds } = await this.rateLimits.reserve(
      `photos:user:${user.id}`,
      uploadsPerPersonPerDay.limit,
      uploadsPerPersonPerDay.windowSeconds,
    );
    if (!reservation) {
      throw AppException.rateLimited(
        serverText('error.photos.tooManyToday', { count: uploadsPerPersonPerDay.limit }),
        Math.min(retryAfterSeconds, 60 * 60),
      );
    }
    try {
      return await this.processAndStore(user, eventId, dishId, kind, upload, costId);
    } catch (err) {
      await this.rateLimits.release(reservation);
      throw err;
    }
  }

  private async processAndStore(
    user: User,
    eventId: string,
    dishId: string | null,
    kind: PhotoKind,
    upload: PhotoUpload,
    costId: string | null,
  ): Promise<PhotoView> {
    const { maxPixels, perEvent } = this.config.photos;
    const processed = await this.oneAtATime(() => processPhoto(upload.bytes, kind, upload.claimedType, maxPixels));
    const id = newEntityId(`photo:${kind}`);
    const row = await this.db.transaction(async (tx) => {
      // Under a per-event lock, so that concurrent uploads cannot pass the cap together.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('photos:' || $1))`, [eventId]);
      if (!(await stillThere(tx, eventId, dishId))) throw dishId ? photoNotFound() : eventNotFound();
      const [{ n }]: { n: number }[] = await tx.query(
        `SELECT count(*)::int AS n FROM "photos" WHERE "eventId" = $1 AND "dishId" IS DISTINCT FROM $2::uuid`,
        [eventId, dishId],
      );
      if (n >= perEvent) {
        throw AppException.unprocessable(
          serverText('error.photos.tooManyForEvent', { count: perEvent }),
          'TOO_MANY_PHOTOS',
        );
      }
      // A replaced photo leaves its files to the trash (see the photos migration's trigger).
      await tx.query(
        costId
          ? `DELETE FROM "photos" WHERE "costId" = $1 AND "id" <> $2`
          : dishId
            ? `DELETE FROM "photos" WHERE "dishId" = $1 AND "id" <> $2`
            : `DELETE FROM "photos" WHERE "eventId" = $1 AND "dishId" IS NULL AND "costId" IS NULL AND "id" <> $2`,
        [costId ?? dishId ?? eventId, id],
      );
      await tx.query(
        `INSERT INTO "photos"
           ("id", "eventId", "dishId", "uploaderId", "hash", "width", "height", "files", "placeholder", "costId")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT ("id") DO NOTHING`,
        [
          id,
          eventId,
          dishId,
          user.id,
          processed.hash,
          processed.width,
          processed.height,
          JSON.stringify(processed.files.map((f) => f.name)),
          processed.placeholder,
          costId,
        ],
      );
      // The PostgreSQL store writes in this transaction (files and row commit together); S3 beside it.
      await this.store.put(id, processed.files, tx);
      return photoById(tx, id);
    });
    void this.emptyTrash();
    if (!row) throw photoNotFound();
    return toPhotoView(row);
  }

  /** Deletes the files of deleted photos from the store (a no-op for PostgreSQL, whose files went with the row). */
  async emptyTrash(): Promise<void> {
    try {
      const rows: { photoId: string; files: string[] }[] = await this.db.query(
        `SELECT "photoId", "files" FROM "photo_trash" ORDER BY "deletedAt" LIMIT 100`,
      );
      for (const row of rows) {
        await this.store.remove(row.photoId, row.files);
        await this.db.query(`DELETE FROM "photo_trash" WHERE "photoId" = $1`, [row.photoId]);
      }
    } catch (err) {
      this.logger.warn(`Emptying the photo trash failed, will retry: ${String(err)}`);
    }
  }

  private async oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    // A finished upload hands its place to the next one waiting.
    if (this.running >= PROCESSING_AT_ONCE) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

function stillThere(tx: EntityManager, eventId: string, dishId: string | null): Promise<boolean> {
  return dishId ? lockDishForShare(tx, eventId, dishId) : lockEventForShare(tx, eventId);
}
