import { planAfterPartyNotices } from '../../src/after-party/party-people.repository';
import { seedDish, seedEvent, seedPerson, seedRsvp } from '../support/factories';
import { useTestDatabase, whileDeleting } from '../support/test-database';

const HOUR = 3_600_000;

// The after-party's plan (party-people.repository.ts) against the real PostgreSQL: who is asked for a recipe, who
// gets the summary, and a plan that meets an account's deletion.
describe('the after-party plan', () => {
  const t = useTestDatabase();

  /**
   * A party of 3 hours that ended an hour before the test's clock, and the plan at that clock with the summary due
   * after `summaryDelayHours`. A plan covers every party of the database that ended within its week, and the files
   * running beside this one share the database: the clock lies years ahead, a moment of this party's own, where no
   * other file's parties are.
   */
  async function endedParty() {
    const now = new Date(Date.now() + (1000 + Math.floor(Math.random() * 1000)) * 24 * HOUR);
    const host = await seedPerson(t.db, 'Hal');
    const eventId = await seedEvent(t.db, host, { date: new Date(now.getTime() - 4 * HOUR) });
    await seedRsvp(t.db, eventId, host);
    const plan = (summaryDelayHours: number) => planAfterPartyNotices(t.db, now, 3, 7, summaryDelayHours);
    const planned = async () => {
      const rows: { userId: string; kind: string }[] = await t.db.query(
        `SELECT "userId", "kind" FROM "after_party_sends" WHERE "eventId" = $1`,
        [eventId],
      );
      return rows;
    };
    return { host, eventId, plan, planned };
  }

  it('asks each contributor not removed once, and sends the summary, once due, to everyone Going with a place', async () => {
    const { host, eventId, plan, planned } = await endedParty();
    const [cook, removed, waitlisted, maybe] = await Promise.all(
      ['Cook', 'Removed', 'Waitlisted', 'Maybe'].map((name) => seedPerson(t.db, name)),
    );
    await seedRsvp(t.db, eventId, cook);
    await seedDish(t.db, eventId, cook, { name: 'Stew' });
    await seedDish(t.db, eventId, cook, { name: 'Bread' });
    await seedDish(t.db, eventId, removed);
    await t.db.query(`INSERT INTO "event_removals" ("eventId", "userId", "removedBy") VALUES ($1, $2, $3)`, [
      eventId,
      removed.id,
      host.id,
    ]);
    await seedRsvp(t.db, eventId, waitlisted, { waitlistedAt: new Date() });
    await seedRsvp(t.db, eventId, maybe, { status: 'maybe' });

    // The summary is due a day after the party: only the prompt now.
    await plan(24);
    expect(await planned()).toEqual([{ userId: cook.id, kind: 'prompt' }]);
    // Once due, and planned twice: each person's summary once.
    await plan(0);
    await plan(0);
    const rows = await planned();
    expect(rows.filter((r) => r.kind === 'summary').map((r) => r.userId)).toEqual(
      expect.arrayContaining([host.id, cook.id]),
    );
    expect(rows).toHaveLength(3);
  });

  it('plans around an account deleted while the plan runs: the others are asked, the deleted person is not', async () => {
    const { eventId, plan, planned } = await endedParty();
    const [staying, leaving] = [await seedPerson(t.db, 'Staying'), await seedPerson(t.db, 'Leaving')];
    for (const guest of [staying, leaving]) {
      await seedRsvp(t.db, eventId, guest);
      await seedDish(t.db, eventId, guest);
    }
    const outcome = await whileDeleting(t.db, leaving.id, () => plan(0));
    expect(outcome.status).toBe('fulfilled');
    const mine = (await planned()).filter((r) => r.userId === staying.id || r.userId === leaving.id);
    expect(mine.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { userId: staying.id, kind: 'prompt' },
      { userId: staying.id, kind: 'summary' },
    ]);
  });
});
