import type { EntityManager } from 'typeorm';
import type { PhotoSettings, PhotoView } from '../contracts/photo.contract';

/** A photos row, as the queries below read it. */
export interface PhotoRow {
  id: string;
  eventId: string;
  dishId: string | null;
  /** A cost's receipt: never public, seen by the event's hosts and whoever added it. */
  costId: string | null;
  uploaderId: string;
  hash: string;
  width: number;
  height: number;
  files: string[];
  placeholder: string;
  /** Whether the photo's dish is brought by the event's host (its photo shows like the cover). */
  byHost: boolean;
}

const COLUMNS = `p."id", p."eventId", p."dishId", p."costId", p."uploaderId", p."hash", p."width", p."height", p."files",
  p."placeholder", (d."contributorId" IS NOT NULL AND d."contributorId" = e."hostId") AS "byHost"`;
const FROM = `FROM "photos" p JOIN "events" e ON e."id" = p."eventId" LEFT JOIN "dishes" d ON d."id" = p."dishId"`;

export async function photoById(db: EntityManager, photoId: string): Promise<PhotoRow | null> {
  const rows: PhotoRow[] = await db.query(`SELECT ${COLUMNS} ${FROM} WHERE p."id" = $1`, [photoId]);
  return rows[0] ?? null;
}

/** The event's cover and dish photos (its receipts are the costs' own: `receiptsOfEvent`). */
export async function photosOfEvent(db: EntityManager, eventId: string): Promise<PhotoRow[]> {
  return db.query(`SELECT ${COLUMNS} ${FROM} WHERE p."eventId" = $1 AND p."costId" IS NULL ORDER BY p."createdAt"`, [
    eventId,
  ]);
}

/** The largest WebP a photo was stored in: the whole cropped picture, as shown on the event page. */
export function largestWebp(photo: Pick<PhotoRow, 'files'>): string | undefined {
  return photo.files
    .filter((f) => /^\d+\.webp$/.test(f))
    .sort((a, b) => Number.parseInt(b, 10) - Number.parseInt(a, 10))[0];
}

export const DEFAULT_PHOTO_SETTINGS: Readonly<PhotoSettings> = { publicCover: true, publicDishPhotos: false };

export async function photoSettingsOf(db: EntityManager, eventId: string): Promise<PhotoSettings> {
  const rows: PhotoSettings[] = await db.query(
    `SELECT "publicCover", "publicDishPhotos" FROM "photo_settings" WHERE "eventId" = $1`,
    [eventId],
  );
  return rows[0] ?? { ...DEFAULT_PHOTO_SETTINGS };
}

/** Whether anyone with the event's link may see this photo (the join page), by the host's switches. */
export function isPublicPhoto(photo: PhotoRow, settings: PhotoSettings): boolean {
  if (photo.costId !== null) return false;
  if (photo.dishId === null) return settings.publicCover;
  return settings.publicDishPhotos || photo.byHost;
}

/** The addresses of a photo's files: under our origin, named by the photo and the hash of its pixels. */
export function toPhotoView(photo: PhotoRow, origin = ''): PhotoView {
  const url = (name: string) => `${origin}/api/photos/${photo.id}/${photo.hash}/${name}`;
  const widths = (ext: string) =>
    photo.files
      .filter((f) => f.endsWith(`.${ext}`))
      .map((f) => Number.parseInt(f, 10))
      .filter((w) => Number.isFinite(w))
      .sort((a, b) => a - b);
  const srcset = (ext: string) =>
    widths(ext)
      .map((w) => `${url(`${w}.${ext}`)} ${w}w`)
      .join(', ');
  const largest = widths('webp').at(-1) ?? photo.width;
  return {
    id: photo.id,
    dishId: photo.dishId,
    width: photo.width,
    height: photo.height,
    placeholder: photo.placeholder,
    src: url(`${largest}.webp`),
    srcset: srcset('webp'),
    srcsetAvif: srcset('avif'),
    ogImage: photo.files.includes('og.jpg') ? url('og.jpg') : null,
  };
}

/** The events whose photos the person uploaded. */
export async function photoEventIdsOf(db: Pick<EntityManager, 'query'>, userId: string): Promise<string[]> {
  const rows: { eventId: string }[] = await db.query(
    `SELECT DISTINCT "eventId" FROM "photos" WHERE "uploaderId" = $1`,
    [userId],
  );
  return rows.map((r) => r.eventId);
}

/** A guest merged into an account hands over the photos they uploaded (inside the merge's transaction). */
export async function movePhotosOf(
  db: Pick<EntityManager, 'query'>,
  guestId: string,
  accountId: string,
): Promise<void> {
  await db.query(`UPDATE "photos" SET "uploaderId" = $2 WHERE "uploaderId" = $1`, [guestId, accountId]);
}

/** The cover of an event handed to a co-host goes with the event (inside the caller's transaction). */
export async function handOverCover(
  db: Pick<EntityManager, 'query'>,
  eventId: string,
  fromUserId: string,
  toUserId: string,
): Promise<void> {
  await db.query(
    `UPDATE "photos" SET "uploaderId" = $3
      WHERE "eventId" = $1 AND "dishId" IS NULL AND "costId" IS NULL AND "uploaderId" = $2`,
    [eventId, fromUserId, toUserId],
  );
}

/**
 * Deletes every photo a person uploaded (they deleted their account); their files go to the trash with the row.
 * Answers the events concerned.
 */
export async function deletePhotosOf(db: Pick<EntityManager, 'query'>, userId: string): Promise<string[]> {
  const [rows] = await db.query<[{ eventId: string }[], number]>(
    `DELETE FROM "photos" WHERE "uploaderId" = $1 RETURNING "eventId"`,
    [userId],
  );
  return [...new Set(rows.map((r) => r.eventId))];
}
