import type { DataSource, EntityManager } from 'typeorm';
import type { PhotoFile } from './photo-processing';
import type { PhotoStore } from './photo-store';

/**
 * Photo files in PostgreSQL (bytea), so the embedded database and every replica share them with nothing else to run.
 * The rows belong to their photo row (ON DELETE CASCADE): deleting a dish or an event deletes its files with it.
 */
export class PostgresPhotoStore implements PhotoStore {
  constructor(private readonly db: DataSource) {}

  async put(photoId: string, files: readonly PhotoFile[], tx?: EntityManager): Promise<void> {
    if (!files.length) return;
    const values = files.map((_, i) => `($1, $${i * 3 + 2}, $${i * 3 + 3}, $${i * 3 + 4})`).join(', ');
    await (tx ?? this.db.manager).query(
      `INSERT INTO "photo_files" ("photoId", "name", "contentType", "bytes") VALUES ${values}
       ON CONFLICT ("photoId", "name") DO NOTHING`,
      [photoId, ...files.flatMap((f) => [f.name, f.contentType, f.bytes])],
    );
  }

  async get(photoId: string, name: string): Promise<Omit<PhotoFile, 'name'> | null> {
    const rows: { contentType: string; bytes: Buffer }[] = await this.db.query(
      `SELECT "contentType", "bytes" FROM "photo_files" WHERE "photoId" = $1 AND "name" = $2`,
      [photoId, name],
    );
    return rows[0] ?? null;
  }

  async remove(photoId: string, names: readonly string[]): Promise<void> {
    await this.db.query(`DELETE FROM "photo_files" WHERE "photoId" = $1 AND "name" = ANY($2)`, [photoId, names]);
  }
}
