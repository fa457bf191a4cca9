import { randomUUID } from 'node:crypto';
import request from 'supertest';
import sharp from 'sharp';
import { answerRsvp, createDish, createEvent } from './support/factories';
import { GPS_POINTER, phoneJpeg, png, pngBomb, type PhotoBody, uploadPhoto } from './photo-fixtures';
import { signIn, useTestApp, type TestUser } from './support/test-app';

describe('photos', () => {
  const t = useTestApp({ PHOTO_UPLOADS_PER_PERSON_PER_DAY: '1000' });
  let host: TestUser;
  let eventId: string;

  beforeAll(async () => {
    host = await signIn(t.app, { firstName: 'Hostess' });
    eventId = await createEvent(host);
  });

  const countPhotos = async (event: string): Promise<number> => {
    const rows: { n: number }[] = await t.db.query(`SELECT count(*)::int AS n FROM "photos" WHERE "eventId" = $1`, [
      event,
    ]);
    return rows[0].n;
  };

  it('re-encodes an uploaded JPEG without its EXIF or GPS, in sizes for srcset, with a blurred placeholder', async () => {
    const original = await phoneJpeg();
    const meta = await sharp(original).metadata();
    expect(meta.exif?.includes(GPS_POINTER)).toBe(true);
    expect(meta.exif?.toString('latin1')).toContain('Home of Alice');

    const res = await host.agent
      .put(`/api/events/${eventId}/cover`)
      .set('Content-Type', 'image/jpeg')
      .send(original)
      .expect(200);
    const photo = res.body as PhotoBody;
    expect(photo.width).toBe(1200);
    expect(photo.height).toBe(630);
    expect(photo.srcset).toMatch(/320\.webp 320w, .*640\.webp 640w, .*1200\.webp 1200w$/);
    expect(photo.srcsetAvif).toContain('1200.avif 1200w');
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(photo.placeholder.length).toBeLessThan(600);

    const stored: { name: string; bytes: Buffer }[] = await t.db.query(
      `SELECT "name", "bytes" FROM "photo_files" WHERE "photoId" = $1`,
      [photo.id],
    );
    expect(stored.map((f) => f.name).sort()).toEqual(
      ['1200.avif', '1200.webp', '320.avif', '320.webp', '640.avif', '640.webp', 'og.jpg'].sort(),
    );
    for (const file of stored) {
      const m = await sharp(file.bytes).metadata();
      expect({ name: file.name, exif: m.exif, xmp: m.xmp }).toEqual({
        name: file.name,
        exif: undefined,
        xmp: undefined,
      });
      expect(file.bytes.includes(Buffer.from('Home of Alice'))).toBe(false);
    }
    // What a reader downloads is what was stored: no EXIF either.
    const og = await host.agent.get(new URL(photo.ogImage!, 'http://x').pathname).expect(200);
    expect(og.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(og.body as Buffer).metadata()).exif).toBeUndefined();
    expect(await sharp(og.body as Buffer).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
  });

  it('refuses a PNG renamed .jpg, an SVG, a pixel bomb and an empty body with clear 4xx messages, keeping nothing', async () => {
    const event = await createEvent(host);
    const cases: { body: Buffer; type: string; status: number; code: string; message: RegExp }[] = [
      {
        body: await png(),
        type: 'image/jpeg',
        status: 422,
        code: 'PHOTO_TYPE_MISMATCH',
        message: /says it is a JPEG but it is a PNG/,
      },
      {
        body: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
        type: 'image/svg+xml',
        status: 422,
        code: 'PHOTO_UNREADABLE',
        message: /isn't a photo we can read/,
      },
      // 20000×20000 pixels that compress to a few kilobytes: refused from its header, never decoded.
      {
        body: pngBomb(20000, 20000),
        type: 'image/png',
        status: 422,
        code: 'PHOTO_TOO_MANY_PIXELS',
        message: /too big to process: at most 25 megapixels/,
      },
      {
        body: Buffer.from('GIF89a not really'),
        type: 'application/octet-stream',
        status: 422,
        code: 'PHOTO_UNREADABLE',
        message: /./,
      },
    ];
    for (const c of cases) {
      const res = await host.agent.put(`/api/events/${event}/cover`).set('Content-Type', c.type).send(c.body);
      expect({ status: res.status, code: (res.body as { code: string }).code }).toEqual({
        status: c.status,
        code: c.code,
      });
      expect((res.body as { message: string }).message).toMatch(c.message);
    }
    const empty = await host.agent.put(`/api/events/${event}/cover`).set('Content-Type', 'image/jpeg');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'PHOTO_UNREADABLE' });
    expect(await countPhotos(event)).toBe(0);
  });

  it('accepts a PNG sent as what it is, or as a plain file: the bytes decide', async () => {
    const event = await createEvent(host);
    await host.agent
      .put(`/api/events/${event}/cover`)
      .set('Content-Type', 'application/octet-stream')
      .send(await png())
      .expect(200);
    expect(await countPhotos(event)).toBe(1);
  });

  it('refuses a 30 MB upload with 413 and a message, declared or streamed, without keeping it', async () => {
    const event = await createEvent(host);
    const big = Buffer.alloc(30 * 1024 * 1024, 7);
    const declared = await host.agent.put(`/api/events/${event}/cover`).set('Content-Type', 'image/jpeg').send(big);
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ message: 'This photo is too large: at most 8 MB.', code: 'PHOTO_TOO_LARGE' });
    // In the requester's language, though it is answered before the API's error filter.
    const french = await host.agent
      .put(`/api/events/${event}/cover`)
      .set('Content-Type', 'image/jpeg')
      .set('Accept-Language', 'fr')
      .send(big);
    expect(french.status).toBe(413);
    expect(french.body).toEqual({ message: 'Cette photo est trop lourde : 8 Mo au maximum.', code: 'PHOTO_TOO_LARGE' });
    // Without a length (chunked): refused once it grows past the cap.
    const streaming = host.agent.put(`/api/events/${event}/cover`).set('Content-Type', 'image/jpeg');
    for (let i = 0; i < 30; i++) streaming.write(Buffer.alloc(1024 * 1024, i));
    const streamed = await streaming;
    expect(streamed.headers['content-length']).toBeDefined();
    expect(streamed.status).toBe(413);
    expect(streamed.body).toMatchObject({ code: 'PHOTO_TOO_LARGE' });
    expect(await countPhotos(event)).toBe(0);
  });

  it('serves a photo only to those who may read its event: anyone else gets 404, readers get it privately', async () => {
    const event = await createEvent(host);
    const guest = await signIn(t.app, { firstName: 'Guest' });
    const removed = await signIn(t.app, { firstName: 'Removed' });
    await answerRsvp(guest, event);
    await answerRsvp(removed, event);
    const guestDish = await createDish(guest, event, { name: 'Salad' });
    const photo = await uploadPhoto(guest, `/api/dishes/${guestDish}/photo`, await phoneJpeg(800, 600), 'image/jpeg');
    expect(photo).toMatchObject({ width: 800, height: 400 });
    const path = photo.src;
    const detail = await host.agent.get(`/api/events/${event}`).expect(200);
    const rsvps = (detail.body as { rsvps: { id: string; userId: string }[] }).rsvps;
    await host.agent.delete(`/api/events/${event}/rsvps/${rsvps.find((r) => r.userId === removed.id)!.id}`).expect(204);

    // A guest's dish photo is not on the public join page by default: only readers of the event get it.
    const anonymous = await request(t.app.getHttpServer()).get(path);
    expect(anonymous.status).toBe(404);
    expect(anonymous.body).toEqual({ message: 'Photo not found', code: 'PHOTO_NOT_FOUND' });
    const german = await request(t.app.getHttpServer()).get(path).set('Accept-Language', 'de');
    expect(german.body).toEqual({ message: 'Foto nicht gefunden', code: 'PHOTO_NOT_FOUND' });
    const asRemoved = await removed.agent.get(path);
    expect(asRemoved.status).toBe(404);
    expect(asRemoved.body).toEqual({ message: 'Photo not found', code: 'PHOTO_NOT_FOUND' });
    const asReader = await host.agent.get(path).expect(200);
    expect(asReader.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(asReader.headers['content-type']).toBe('image/webp');
    expect(await sharp(asReader.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 800, height: 400 });
    // A wrong hash or file name is the same 404.
    await host.agent.get(path.replace(/\/[0-9a-f]{32}\//, `/${'0'.repeat(32)}/`)).expect(404);
    await host.agent.get(path.replace(/\d+\.webp$/, '9999.webp')).expect(404);

    // The host shows guests' dish photos on the join page: now anyone with the link gets it, and caches may keep it.
    await host.agent
      .put(`/api/events/${event}/photo-settings`)
      .send({ publicCover: true, publicDishPhotos: true })
      .expect(200);
    const open = await request(t.app.getHttpServer()).get(path).expect(200);
    expect(open.headers['cache-control']).toBe('public, max-age=300, no-transform');
    const list = await guest.agent.get(`/api/events/${event}/photos`).expect(200);
    expect(list.body).toMatchObject({ settings: { publicCover: true, publicDishPhotos: true }, cover: null });
    expect((list.body as { dishes: PhotoBody[] }).dishes.map((p) => p.id)).toEqual([photo.id]);
    // A guest may not change the switches.
    await guest.agent
      .put(`/api/events/${event}/photo-settings`)
      .send({ publicCover: false, publicDishPhotos: false })
      .expect(403);
  });

  it('keeps a withdrawable photo out of shared caches for long, and answers 404 at its address once withdrawn', async () => {
    const event = await createEvent(host);
    const guest = await signIn(t.app, { firstName: 'Guest' });
    await answerRsvp(guest, event);
    const dish = await createDish(guest, event, { name: 'Salad' });
    await host.agent
      .put(`/api/events/${event}/photo-settings`)
      .send({ publicCover: true, publicDishPhotos: true })
      .expect(200);
    const cover = await uploadPhoto(host, `/api/events/${event}/cover`, await png());
    const dishPhoto = await uploadPhoto(guest, `/api/dishes/${dish}/photo`, await png());
    const anyone = () => request(t.app.getHttpServer());

    // On the join page: shared caches may keep them, for minutes, never as immutable.
    for (const src of [cover.src, dishPhoto.src]) {
      const shown = await anyone().get(src).expect(200);
      expect(shown.headers['cache-control']).toBe('public, max-age=300, no-transform');
      expect(shown.headers['cache-control']).not.toContain('immutable');
    }

    // Taken off the join page: anyone with the link gets 404 at once; readers get it privately, for their browser.
    await host.agent
      .put(`/api/events/${event}/photo-settings`)
      .send({ publicCover: true, publicDishPhotos: false })
      .expect(200);
    await anyone().get(dishPhoto.src).expect(404);
    const reader = await host.agent.get(dishPhoto.src).expect(200);
    expect(reader.headers['cache-control']).toBe('private, max-age=31536000, immutable');

    // Removed: 404 to everyone, readers included.
    await host.agent.delete(`/api/events/${event}/cover`).expect(204);
    await guest.agent.delete(`/api/dishes/${dish}/photo`).expect(204);
    for (const src of [cover.src, dishPhoto.src]) {
      await anyone().get(src).expect(404);
      await host.agent.get(src).expect(404);
    }
  });

  it('lets only the dish contributor, the host and co-hosts change a dish photo', async () => {
    const event = await createEvent(host);
    const guest = await signIn(t.app);
    const other = await signIn(t.app);
    await answerRsvp(guest, event);
    await answerRsvp(other, event);
    const dish = await createDish(guest, event);
    const refused = await other.agent
      .put(`/api/dishes/${dish}/photo`)
      .set('Content-Type', 'image/png')
      .send(await png());
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'NOT_DISH_OWNER' });
    expect(await countPhotos(event)).toBe(0);
    await host.agent
      .put(`/api/dishes/${dish}/photo`)
      .set('Content-Type', 'image/png')
      .send(await png())
      .expect(200);
    await other.agent.delete(`/api/dishes/${dish}/photo`).expect(403);
    expect(await countPhotos(event)).toBe(1);
    await guest.agent.delete(`/api/dishes/${dish}/photo`).expect(204);
    expect(await countPhotos(event)).toBe(0);
  });

  it('keeps one photo per dish: a new one replaces the old, whose files go too', async () => {
    const event = await createEvent(host);
    const dish = await createDish(host, event);
    const first = await uploadPhoto(host, `/api/dishes/${dish}/photo`, await png(), 'image/png');
    const second = await uploadPhoto(host, `/api/dishes/${dish}/photo`, await phoneJpeg(1000, 750), 'image/jpeg');
    expect(second.id).not.toBe(first.id);
    expect(await countPhotos(event)).toBe(1);
    await host.agent.get(first.src).expect(404);
    const files: { n: number }[] = await t.db.query(
      `SELECT count(*)::int AS n FROM "photo_files" WHERE "photoId" = $1`,
      [first.id],
    );
    expect(files[0].n).toBe(0);
  });

  it('deletes the photos of a deleted dish and of a deleted event, files and all', async () => {
    const event = await createEvent(host);
    const dish = await createDish(host, event);
    const dishPhoto = await uploadPhoto(host, `/api/dishes/${dish}/photo`, await png());
    const cover = await uploadPhoto(host, `/api/events/${event}/cover`, await png());
    await host.agent.delete(`/api/dishes/${dish}`).expect(204);
    await host.agent.get(dishPhoto.src).expect(404);
    expect(await countPhotos(event)).toBe(1);
    await host.agent.delete(`/api/events/${event}`).expect(204);
    const left: { n: number }[] = await t.db.query(
      `SELECT count(*)::int AS n FROM "photo_files" WHERE "photoId" = ANY($1)`,
      [[dishPhoto.id, cover.id]],
    );
    expect(left[0].n).toBe(0);
    expect(await countPhotos(event)).toBe(0);
  });

  it('replays an upload with the same Idempotency-Key instead of storing it twice', async () => {
    const event = await createEvent(host);
    const key = randomUUID();
    const body = await png();
    const a = await host.agent.put(`/api/events/${event}/cover`).set('Idempotency-Key', key).send(body).expect(200);
    const b = await host.agent.put(`/api/events/${event}/cover`).set('Idempotency-Key', key).send(body).expect(200);
    expect((b.body as PhotoBody).id).toBe((a.body as PhotoBody).id);
    const other = await host.agent
      .put(`/api/events/${event}/cover`)
      .set('Idempotency-Key', key)
      .send(await phoneJpeg(640, 480));
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await countPhotos(event)).toBe(1);
  });
});

describe('photo caps', () => {
  const t = useTestApp({ PHOTO_UPLOADS_PER_PERSON_PER_DAY: '3', PHOTOS_PER_EVENT: '2' });

  it('caps the photos of one event and the uploads of one person per day, keeping nothing over them', async () => {
    const host = await signIn(t.app);
    const event = await createEvent(host);
    const [a, b] = [await createDish(host, event, { name: 'A' }), await createDish(host, event, { name: 'B' })];
    await uploadPhoto(host, `/api/events/${event}/cover`, await png());
    await uploadPhoto(host, `/api/dishes/${a}/photo`, await png());
    const third = await host.agent.put(`/api/dishes/${b}/photo`).send(await png());
    expect(third.status).toBe(422);
    expect(third.body).toEqual({
      message: 'This potluck already has 2 photos, the most one event can hold.',
      code: 'TOO_MANY_PHOTOS',
    });
    // Replacing a photo is not one more.
    await uploadPhoto(host, `/api/dishes/${a}/photo`, await png());
    const fifth = await host.agent.put(`/api/events/${event}/cover`).send(await png());
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('3 photos today') });
    const rows: { n: number }[] = await t.db.query(`SELECT count(*)::int AS n FROM "photos" WHERE "eventId" = $1`, [
      event,
    ]);
    expect(rows[0].n).toBe(2);
  });
});

describe('the daily photo limit', () => {
  const t = useTestApp({ PHOTO_UPLOADS_PER_PERSON_PER_DAY: '3' });

  it('is reserved before processing: parallel uploads cannot pass it, and refused files give their place back', async () => {
    const host = await signIn(t.app);
    const event = await createEvent(host);
    // Two refused files first (one the decoder refuses): neither uses up the day.
    const cover = `/api/events/${event}/cover`;
    const undecodable = Buffer.from('GIF89a not really');
    await host.agent.put(cover).set('Content-Type', 'application/octet-stream').send(undecodable).expect(422);
    await host.agent
      .put(cover)
      .set('Content-Type', 'image/jpeg')
      .send(await png())
      .expect(422);

    const dishes: string[] = [];
    for (let i = 0; i < 8; i++) dishes.push(await createDish(host, event, { name: `Dish ${i}` }));
    const picture = await png();
    const answers = await Promise.all(dishes.map((d) => host.agent.put(`/api/dishes/${d}/photo`).send(picture)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    expect(answers.find((a) => a.status === 429)?.body).toMatchObject({ code: 'RATE_LIMITED' });
    const rows: { n: number }[] = await t.db.query(`SELECT count(*)::int AS n FROM "photos" WHERE "uploaderId" = $1`, [
      host.id,
    ]);
    expect(rows[0].n).toBe(3);
  });
});
