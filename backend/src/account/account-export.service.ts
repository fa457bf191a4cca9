import { Injectable } from '@nestjs/common';
import { strToU8, type Zippable } from 'fflate';
import type { User } from '../contracts/user.rules';
import { Clock } from '../platform/clock/clock';
import { WorkerPoolService } from '../platform/workers/worker-pool.service';
import { PhotosService } from '../photos/photos.service';
import { AccountDataRepository } from './account-data.repository';

/**
 * "Download my data": one ZIP of everything about the person who asks, `my-data.json` (what they typed and chose, by
 * section) and a `photos/` folder with the pictures they uploaded. Packed in the worker pool, off the request loop.
 */
@Injectable()
export class AccountExportService {
  constructor(
    private readonly data: AccountDataRepository,
    private readonly photos: PhotosService,
    private readonly workers: WorkerPoolService,
    private readonly clock: Clock,
  ) {}

  async export(user: User): Promise<{ filename: string; zip: Uint8Array }> {
    const [sections, photos] = await Promise.all([this.data.of(user.id), this.photos.uploadedBy(user.id)]);
    const files: Zippable = {};
    const photoList = photos.map((p) => {
      const file = `photos/${p.id}.webp`;
      files[file] = [p.bytes, { level: 0 }];
      return { id: p.id, eventId: p.eventId, dishId: p.dishId, createdAt: p.createdAt, file };
    });
    const exportedAt = this.clock.now();
    const json = JSON.stringify({ exportedAt, ...sections, photos: photoList }, null, 2);
    files['my-data.json'] = [strToU8(json), { level: 6 }];
    const day = exportedAt.toISOString().slice(0, 10);
    return { filename: `potluck-my-data-${day}.zip`, zip: await this.workers.run('zip', files) };
  }
}
