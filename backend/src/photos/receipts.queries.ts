import type { EntityManager } from 'typeorm';
import type { PhotoView } from '../contracts/photo.contract';
import { toPhotoView, type PhotoRow } from './photo-rows';

/** The receipts of an event's costs, by cost, with who added each (the costs module shows them by the policy). */
export async function receiptsOfEvent(
  db: Pick<EntityManager, 'query'>,
  eventId: string,
): Promise<Map<string, { uploaderId: string; view: PhotoView }>> {
  const rows: (PhotoRow & { costId: string })[] = await db.query(
    `SELECT p."id", p."eventId", p."dishId", p."costId", p."uploaderId", p."hash", p."width", p."height", p."files",
            p."placeholder", false AS "byHost"
       FROM "photos" p WHERE p."eventId" = $1 AND p."costId" IS NOT NULL`,
    [eventId],
  );
  return new Map(rows.map((r) => [r.costId, { uploaderId: r.uploaderId, view: toPhotoView(r) }]));
}
