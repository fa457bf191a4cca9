import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { strToU8, type Zippable } from 'fflate';
import type { DataSource } from 'typeorm';
import type { User } from '../contracts/user.rules';
import { EventAccessService } from '../events/event-access.service';
import { EventExportService } from '../events/event-export.service';
import { WorkerPoolService } from '../platform/workers/worker-pool.service';
import { largestWebp, photosOfEvent, type PhotoRow } from './photo-rows';
import { PHOTO_STORE, type PhotoStore } from './photo-store';
import { dishNames } from '../dishes/dishes.queries';

/** A file name part made of a dish's name: lower-case letters and digits, never empty. */
function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'dish'
  );
}

/**
 * The host's export with its photos: one ZIP holding the guests-and-dishes CSV (with a "Photo" column naming each
 * dish's picture) and a `photos/` folder with the cover (`cover.webp`) and one picture per dish. The pictures are the
 * stored, metadata-free ones; the ZIP stores them as they are (they are compressed already). It is packed in the
 * worker pool, off the request loop.
 */
@Injectable()
export class PhotoExportService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(PHOTO_STORE) private readonly store: PhotoStore,
    private readonly exports: EventExportService,
    private readonly access: EventAccessService,
    private readonly workers: WorkerPoolService,
  ) {}

  async exportZip(user: User, eventId: string): Promise<{ filename: string; zip: Uint8Array }> {
    // Host and co-hosts only, as for the CSV: checked before any photo is read.
    await this.access.requireEvent(user, eventId, 'manage');
    const rows = await this.exportedPhotos(eventId);
    const names = new Map((rows.length ? await dishNames(this.db, eventId) : []).map((d) => [d.id, d.name]));
    const pathOf = new Map<string, string>();
    let n = 0;
    for (const { row } of rows) {
      if (row.dishId === null) pathOf.set('cover', 'photos/cover.webp');
      else
        pathOf.set(row.dishId, `photos/dish-${String(++n).padStart(2, '0')}-${slug(names.get(row.dishId) ?? '')}.webp`);
    }
    const { filename, csv } = await this.exports.exportCsv(user, eventId, (dishId) => pathOf.get(dishId) ?? null);
    const files: Zippable = { [filename]: [strToU8(csv), { level: 6 }] };
    for (const photo of rows) {
      const file = await this.store.get(photo.row.id, photo.name);
      const path = pathOf.get(photo.row.dishId ?? 'cover');
      if (file && path) files[path] = [file.bytes, { level: 0 }];
    }
    return { filename: filename.replace(/\.csv$/, '.zip'), zip: await this.workers.run('zip', files) };
  }

  private async exportedPhotos(eventId: string): Promise<{ row: PhotoRow; name: string }[]> {
    const rows = await photosOfEvent(this.db.manager, eventId);
    // The cover first, then the dish photos in the order they were added.
    return rows
      .sort((a, b) => Number(a.dishId !== null) - Number(b.dishId !== null))
      .flatMap((row) => {
        const name = largestWebp(row);
        return name ? [{ row, name }] : [];
      });
  }
}
