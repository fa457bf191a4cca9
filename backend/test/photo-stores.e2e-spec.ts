import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { PhotoFile } from '../src/photos/photo-processing';
import type { PhotoStore } from '../src/photos/photo-store';
import { PhotosService } from '../src/photos/photos.service';
import { PostgresPhotoStore } from '../src/photos/postgres-photo-store';
import { S3PhotoStore } from '../src/photos/s3-photo-store';
import { createDish, createEvent } from './support/factories';
import { png, uploadPhoto } from './photo-fixtures';
import { signIn, useTestApp, type TestUser } from './support/test-app';

// Both photo stores pass the same contract: PostgreSQL, and S3 against an S3-compatible server (s3rver, in this
// process, path-style addressing as MinIO and most self-hosted servers want). Nothing leaves the machine.

const BUCKET = 'potluck-photos';
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** An S3-compatible server on a free local port, with an empty bucket, for as long as the suite runs. */
function useS3Server(): { endpoint: () => string; client: () => S3Client } {
  let server: S3rver | undefined;
  let directory = '';
  let endpoint = '';
  let client: S3Client | undefined;
  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'potluck-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    client?.destroy();
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });
  return {
    endpoint: () => endpoint,
    client: () => (client ??= new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: KEYS })),
  };
}

const file = (name: string, text: string): PhotoFile => ({
  name,
  contentType: name.endsWith('.avif') ? 'image/avif' : 'image/webp',
  bytes: Buffer.from(text),
});

describe.each(['postgres', 's3'] as const)('photo store contract: %s', (kind) => {
  const t = useTestApp({ PHOTO_UPLOADS_PER_PERSON_PER_DAY: '1000' });
  const s3 = useS3Server();
  let store: PhotoStore;
  let host: TestUser;

  beforeAll(async () => {
    host = await signIn(t.app, { firstName: 'Keeper' });
    store =
      kind === 'postgres'
        ? new PostgresPhotoStore(t.db)
        : new S3PhotoStore({
            bucket: BUCKET,
            region: 'us-east-1',
            endpoint: s3.endpoint(),
            forcePathStyle: true,
            prefix: 'photos/',
            ...KEYS,
          });
  });

  /** A photo's id with the row the PostgreSQL store's files belong to (an S3 store needs none): an event's cover. */
  const newPhoto = async (): Promise<string> => {
    const id = randomUUID();
    const eventId = await createEvent(host);
    await t.db.query(
      `INSERT INTO "photos" ("id", "eventId", "dishId", "uploaderId", "hash", "width", "height", "files", "placeholder")
       VALUES ($1, $2, NULL, $3, 'h', 1, 1, '[]', '')`,
      [id, eventId, host.id],
    );
    return id;
  };

  it('gives back what was put, byte for byte with its type, and null for what was not', async () => {
    const id = await newPhoto();
    await store.put(id, [file('320.webp', 'small'), file('320.avif', 'small avif')]);
    expect(await store.get(id, '320.webp')).toEqual({ contentType: 'image/webp', bytes: Buffer.from('small') });
    expect(await store.get(id, '320.avif')).toEqual({ contentType: 'image/avif', bytes: Buffer.from('small avif') });
    expect(await store.get(id, '640.webp')).toBeNull();
    expect(await store.get(await newPhoto(), '320.webp')).toBeNull();
  });

  it('takes the same put twice (a retried upload) and keeps the files as they were', async () => {
    const id = await newPhoto();
    await store.put(id, [file('640.webp', 'once')]);
    await store.put(id, [file('640.webp', 'once')]);
    expect((await store.get(id, '640.webp'))?.bytes.toString()).toBe('once');
  });

  it('removes the named files of one photo only, and files already gone or none are fine', async () => {
    const [a, b] = [await newPhoto(), await newPhoto()];
    await store.put(a, [file('320.webp', 'a320'), file('640.webp', 'a640')]);
    await store.put(b, [file('320.webp', 'b320')]);
    await store.remove(a, ['320.webp', '640.webp', 'never.webp']);
    await store.remove(a, ['320.webp']);
    await store.remove(a, []);
    expect(await store.get(a, '320.webp')).toBeNull();
    expect(await store.get(a, '640.webp')).toBeNull();
    expect((await store.get(b, '320.webp'))?.bytes.toString()).toBe('b320');
  });
});

describe('photos on an S3-compatible store, through the API', () => {
  const s3 = useS3Server();
  const t = useTestApp(() => ({
    PHOTO_UPLOADS_PER_PERSON_PER_DAY: '1000',
    PHOTO_S3_BUCKET: BUCKET,
    PHOTO_S3_ENDPOINT: s3.endpoint(),
    PHOTO_S3_FORCE_PATH_STYLE: 'true',
    PHOTO_S3_ACCESS_KEY_ID: KEYS.accessKeyId,
    PHOTO_S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
  }));

  const keysOf = async (photoId: string): Promise<string[]> => {
    const listed = await s3.client().send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `photos/${photoId}/` }));
    return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
  };

  it('stores the sizes in the bucket, serves them from our origin, and deletes them with the dish', async () => {
    const host = await signIn(t.app, { firstName: 'Bucket' });
    const event = await createEvent(host);
    const dish = await createDish(host, event);
    const photo = await uploadPhoto(host, `/api/dishes/${dish}/photo`, await png());
    const keys = await keysOf(photo.id);
    expect(keys).toContain(`photos/${photo.id}/640.webp`);
    expect(keys.some((k) => k.endsWith('.avif'))).toBe(true);
    // Nothing of the files went to PostgreSQL.
    const inDb: { n: number }[] = await t.db.query(
      `SELECT count(*)::int AS n FROM "photo_files" WHERE "photoId" = $1`,
      [photo.id],
    );
    expect(inDb[0].n).toBe(0);

    const served = await host.agent.get(photo.src).expect(200);
    const name = photo.src.split('/').at(-1) ?? '';
    const object = await s3.client().send(new GetObjectCommand({ Bucket: BUCKET, Key: `photos/${photo.id}/${name}` }));
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(served.body as Buffer)).toBe(true);

    await host.agent.delete(`/api/dishes/${dish}`).expect(204);
    await host.agent.get(photo.src).expect(404);
    // The files leave the bucket when the trash is emptied (right after a deletion, and every ten minutes).
    await t.app.get(PhotosService).emptyTrash();
    expect(await keysOf(photo.id)).toEqual([]);
    const trash: { n: number }[] = await t.db.query(`SELECT count(*)::int AS n FROM "photo_trash"`);
    expect(trash[0].n).toBe(0);
  });
});
