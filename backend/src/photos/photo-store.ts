import type { EntityManager } from 'typeorm';
import type { PhotoFile } from './photo-processing';

/**
 * Where a photo's files live: the one interface both stores implement (PostgreSQL by default, S3 when configured).
 * Files are named by their photo and a short name (`640.webp`); a photo's files are written once and never change.
 */
export interface PhotoStore {
  /**
   * Writes a photo's files, in the transaction that inserts its row when the store is the database itself (its rows
   * belong to the photo row); a store elsewhere ignores `tx`.
   */
  put(photoId: string, files: readonly PhotoFile[], tx?: EntityManager): Promise<void>;
  /** One file, or null when there is no such file. */
  get(photoId: string, name: string): Promise<Omit<PhotoFile, 'name'> | null>;
  /** Deletes a photo's files; files already gone are fine. */
  remove(photoId: string, names: readonly string[]): Promise<void>;
}

export const PHOTO_STORE = Symbol('PHOTO_STORE');
