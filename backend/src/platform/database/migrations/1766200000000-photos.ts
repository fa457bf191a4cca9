import { CREATED_AT, migration } from './migration';

/**
 * Photos: an event's cover and one picture per dish, each stored as a few renditions (see photos/photo-processing).
 * Rows belong to their event and dish, so deleting either deletes its photos; with the PostgreSQL store the files
 * go with them (photo_files). The host's switches for the public join page live beside them (photo_settings).
 */
export const Photos1766200000000 = migration('Photos1766200000000', {
  up: [
    `
      CREATE TABLE "photos" (
        "id" uuid PRIMARY KEY,
        "eventId" uuid NOT NULL REFERENCES "events"("id") ON DELETE CASCADE,
        "dishId" uuid REFERENCES "dishes"("id") ON DELETE CASCADE,
        "uploaderId" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "hash" varchar(32) NOT NULL,
        "width" integer NOT NULL,
        "height" integer NOT NULL,
        "files" jsonb NOT NULL,
        "placeholder" text NOT NULL,
        ${CREATED_AT}
      )`,
    `CREATE UNIQUE INDEX "UQ_photos_cover" ON "photos" ("eventId") WHERE "dishId" IS NULL`,
    `CREATE UNIQUE INDEX "UQ_photos_dish" ON "photos" ("dishId") WHERE "dishId" IS NOT NULL`,
    `CREATE INDEX "IDX_photos_uploader" ON "photos" ("uploaderId")`,
    `
      CREATE TABLE "photo_files" (
        "photoId" uuid NOT NULL REFERENCES "photos"("id") ON DELETE CASCADE,
        "name" varchar(32) NOT NULL,
        "contentType" varchar(32) NOT NULL,
        "bytes" bytea NOT NULL,
        PRIMARY KEY ("photoId", "name")
      )`,
    // A deleted photo row (its dish or event deleted, or replaced) leaves its file names here, so that a store outside
    // the database (S3) can delete the objects too; the photos service empties it.
    `
      CREATE TABLE "photo_trash" (
        "photoId" uuid PRIMARY KEY,
        "files" jsonb NOT NULL,
        "deletedAt" timestamptz NOT NULL DEFAULT now()
      )`,
    `
      CREATE FUNCTION "photo_to_trash"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "photo_trash" ("photoId", "files") VALUES (OLD."id", OLD."files") ON CONFLICT DO NOTHING;
        RETURN OLD;
      END $$`,
    `
      CREATE TRIGGER "photos_to_trash" AFTER DELETE ON "photos" FOR EACH ROW EXECUTE FUNCTION "photo_to_trash"()`,
    `
      CREATE TABLE "photo_settings" (
        "eventId" uuid PRIMARY KEY REFERENCES "events"("id") ON DELETE CASCADE,
        "publicCover" boolean NOT NULL DEFAULT true,
        "publicDishPhotos" boolean NOT NULL DEFAULT false
      )`,
  ],
  down: [
    `DROP TABLE "photo_settings"`,
    `DROP TABLE "photo_files"`,
    `DROP TRIGGER "photos_to_trash" ON "photos"`,
    `DROP FUNCTION "photo_to_trash"()`,
    `DROP TABLE "photo_trash"`,
    `DROP TABLE "photos"`,
  ],
});
