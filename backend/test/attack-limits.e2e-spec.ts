import type { INestApplication } from '@nestjs/common';
import { randomInt, randomUUID } from 'node:crypto';
import request from 'supertest';
import { createEvent } from './support/factories';
import { createTestApp, signIn, useTestApp } from './support/test-app';

/**
 * Limits per client address that an attacker would step around by changing address. One IPv6 subscriber owns a
 * whole /64, so these count a /64 as one client; an IPv4 address counts the same in its IPv4-mapped IPv6 form.
 * The app trusts one proxy hop, so the client address is the X-Forwarded-For the test sends.
 */

/** A /64 nobody else's run has counted yet (the counters live in PostgreSQL across runs). */
const freshPrefix = () => `2001:db8:${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}`;
const freshIpv4 = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;

describe('attacks on the per-address limits', () => {
  const t = useTestApp();

  describe('guest identities', () => {
    let limited: INestApplication;
    let eventId: string;

    beforeAll(async () => {
      limited = await createTestApp({ GUEST_JOIN_LIMIT_PER_IP: '3', TRUST_PROXY: '1' });
      eventId = await createEvent(await signIn(t.app));
    });
    afterAll(async () => {
      await limited?.close();
    });

    const join = (from: string, name: string) =>
      request(limited.getHttpServer())
        .post(`/api/events/${eventId}/guest-join`)
        .set('X-Forwarded-For', from)
        .send({ name, adultCount: 1, kidCount: 0 });
    const guestsNamed = async (name: string): Promise<number> =>
      (await t.db.query(`SELECT 1 FROM "users" WHERE "firstName" = $1 AND "isGuest"`, [name])).length;

    it('counts every address of one IPv6 /64 as the same client, however it is written', async () => {
      const p = freshPrefix();
      const name = `Rotator ${randomUUID().slice(0, 8)}`;
      // Three different addresses of the same /64, in three spellings.
      for (const from of [`${p}::1`, `${p}:0000:ffff:0000:0002`.toUpperCase(), `${p}:dead:beef:1:2%eth0`]) {
        expect((await join(from, name)).status).toBe(201);
      }
      const refused = await join(`${p}:a:b:c:d`, name).expect(429);
      expect(refused.body).toEqual({
        code: 'RATE_LIMITED',
        message: 'Too many new guests from this network. Please wait a while and try again.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The refused join created nobody.
      expect(await guestsNamed(name)).toBe(3);
      // The next /64 is another client.
      const [, , third, fourth] = p.split(':');
      await join(`2001:db8:${third}:${(parseInt(fourth, 16) ^ 1).toString(16)}::1`, `${name} next door`).expect(201);
    });

    it('counts an IPv4 address and its IPv4-mapped IPv6 form as one client', async () => {
      const ip = freshIpv4();
      const name = `Mapper ${randomUUID().slice(0, 8)}`;
      await join(ip, name).expect(201);
      await join(`::ffff:${ip}`, name).expect(201);
      await join(`::FFFF:${ip}`, name).expect(201);
      await join(`0:0:0:0:0:ffff:${ip}`, name).expect(429);
      await join(ip, name).expect(429);
      expect(await guestsNamed(name)).toBe(3);
    });
  });

  describe('sign-in attempts', () => {
    let limited: INestApplication;

    beforeAll(async () => {
      limited = await createTestApp({ SIGN_IN_LIMIT_PER_IP: '2', TRUST_PROXY: '1', ALLOW_DEV_LOGIN: 'true' });
    });
    afterAll(async () => {
      await limited?.close();
    });

    const attempt = (from: string, email: string) =>
      request(limited.getHttpServer()).post('/api/login/dev').set('X-Forwarded-For', from).send({ email });

    it('counts every address of one IPv6 /64 as the same client', async () => {
      const p = freshPrefix();
      await attempt(`${p}::1`, `a-${randomUUID()}@example.test`).expect(303);
      await attempt(`${p}:0:0:0:2`, `b-${randomUUID()}@example.test`).expect(303);
      const email = `c-${randomUUID()}@example.test`;
      const refused = await attempt(`${p}:ffff:ffff:ffff:ffff`, email).expect(429);
      expect(refused.body).toEqual({
        code: 'RATE_LIMITED',
        message: 'Too many sign-in attempts from this network. Please wait a few minutes and try again.',
      });
      expect(refused.headers['set-cookie']).toBeUndefined();
      expect(await t.db.query(`SELECT 1 FROM "users" WHERE "email" = $1`, [email])).toHaveLength(0);
      // Another network is not affected.
      await attempt(`${freshPrefix()}::1`, `d-${randomUUID()}@example.test`).expect(303);
    });
  });
});
