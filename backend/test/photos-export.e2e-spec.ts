import { unzipSync, strFromU8 } from 'fflate';
import sharp from 'sharp';
import { answerRsvp, createDish, createEvent } from './support/factories';
import { GPS_POINTER, phoneJpeg, png, uploadPhoto } from './photo-fixtures';
import { binary } from './support/binary';
import { signIn, useTestApp, type TestUser } from './support/test-app';

describe('event export with photos', () => {
  const t = useTestApp({ PHOTO_UPLOADS_PER_PERSON_PER_DAY: '1000' });
  let host: TestUser;
  let guest: TestUser;

  beforeAll(async () => {
    host = await signIn(t.app, { firstName: 'Hostess' });
    guest = await signIn(t.app, { firstName: 'Guesto' });
  });

  it('gives the host one ZIP: the CSV with a Photo column and the cover and dish pictures, without metadata', async () => {
    const event = await createEvent(host, { name: 'Summer Potluck' });
    await answerRsvp(guest, event, 'attending');
    const lasagna = await createDish(guest, event, { name: 'Lasagna' });
    await createDish(guest, event, { name: 'Plain bread' });
    await uploadPhoto(host, `/api/events/${event}/cover`, await phoneJpeg(1600, 900));
    const dishPhoto = await uploadPhoto(guest, `/api/dishes/${lasagna}/photo`, await png());

    const res = await host.agent.get(`/api/events/${event}/export.zip`).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="summer-potluck.zip"');
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    expect(Object.keys(files).sort()).toEqual([
      'photos/cover.webp',
      'photos/dish-01-lasagna.webp',
      'summer-potluck.csv',
    ]);

    const lines = strFromU8(files['summer-potluck.csv'])
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe(
      'Type,Name,E-mail,Status,Adults,Kids,Dietary restrictions,Dish,Category,Serves,Dietary,Photo',
    );
    expect(lines.find((l) => l.includes('Lasagna'))).toMatch(/,photos\/dish-01-lasagna\.webp$/);
    expect(lines.find((l) => l.includes('Plain bread'))).toMatch(/,$/);

    const cover = Buffer.from(files['photos/cover.webp']);
    const meta = await sharp(cover).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(cover.includes(GPS_POINTER)).toBe(false);
    // The same bytes the event page shows.
    const shown = await host.agent.get(dishPhoto.src).buffer(true).parse(binary).expect(200);
    expect(Buffer.from(files['photos/dish-01-lasagna.webp']).equals(shown.body as Buffer)).toBe(true);
  });

  it('refuses the ZIP to guests and to anyone with the link, as the CSV, with none of the photos', async () => {
    const event = await createEvent(host);
    await answerRsvp(guest, event, 'attending');
    await uploadPhoto(host, `/api/events/${event}/cover`, await png());
    const stranger = await signIn(t.app, { firstName: 'Stranger' });
    for (const who of [guest, stranger]) {
      const refused = await who.agent.get(`/api/events/${event}/export.zip`).expect(403);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.body).toMatchObject({ code: 'NOT_HOST' });
    }
  });

  it('exports an event without photos as a ZIP with the CSV alone', async () => {
    const event = await createEvent(host, { name: 'No pictures' });
    const res = await host.agent.get(`/api/events/${event}/export.zip`).buffer(true).parse(binary).expect(200);
    expect(Object.keys(unzipSync(new Uint8Array(res.body as Buffer)))).toEqual(['no-pictures.csv']);
  });
});
