import request from 'supertest';
import { createDish, createEvent } from './support/factories';
import { writeBuiltShell } from './support/built-shell';
import { signIn, useTestApp } from './support/test-app';
import { phoneJpeg, png, uploadPhoto } from './photo-fixtures';

describe('photos on the public join page', () => {
  const t = useTestApp(() => ({ FRONTEND_DIST: writeBuiltShell() }));

  it("shows the cover in og:image (1200×630 JPEG) and on the page; guests' dish photos only when the host allows", async () => {
    const host = await signIn(t.app, { firstName: 'Hostess' });
    const guest = await signIn(t.app, { firstName: 'Guest' });
    const eventId = await createEvent(host, { name: 'Garden party' });
    const anonymous = () => request(t.app.getHttpServer());

    const before = (await anonymous().get(`/join/${eventId}`).expect(200)).text;
    expect(before).toContain('<meta property="og:image" content="http://127.0.0.1:3999/icons/icon-512.png" />');

    const cover = await uploadPhoto(host, `/api/events/${eventId}/cover`, await phoneJpeg());
    await guest.agent.post(`/api/events/${eventId}/rsvp`).send({ status: 'attending', adultCount: 1, kidCount: 0 });
    const dish = await createDish(guest, eventId, { name: 'Lemon tart' });
    const dishPhoto = await uploadPhoto(guest, `/api/dishes/${dish}/photo`, await png());

    const page = (await anonymous().get(`/join/${eventId}`).expect(200)).text;
    const og = `http://127.0.0.1:3999${cover.ogImage!}`;
    expect(page).toContain(`<meta property="og:image" content="${og}" />`);
    expect(page).toContain('<meta property="og:image:width" content="1200" />');
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(page).toContain('class="join-hero__cover"');
    expect(page).toContain('width="1200" height="630"');
    // The guest's dish photo stays off the public page by default.
    expect(page).not.toContain(dishPhoto.id);
    // A link preview fetches the cover without a session.
    const preview = await anonymous().get(new URL(og).pathname).expect(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect(preview.headers['cache-control']).toBe('public, max-age=300, no-transform');

    await host.agent
      .put(`/api/events/${eventId}/photo-settings`)
      .send({ publicCover: false, publicDishPhotos: true })
      .expect(200);
    const after = (await anonymous().get(`/join/${eventId}`).expect(200)).text;
    expect(after).toContain('<meta property="og:image" content="http://127.0.0.1:3999/icons/icon-512.png" />');
    expect(after).not.toContain('join-hero__cover');
    expect(after).toContain(`/api/photos/${dishPhoto.id}/`);
    expect(after).toContain('loading="lazy"');
    // The hidden cover is no longer public: only readers of the event get it.
    await anonymous().get(new URL(og).pathname).expect(404);
    await guest.agent.get(new URL(og).pathname).expect(200);
  });
});
