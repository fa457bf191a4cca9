import { VersionsService } from '../../src/platform/versions/versions.service';
import type { TestContext } from './test-app';
import { until } from './until';

/**
 * Rows written straight to the database move the event's version (its triggers), and the app hears of the new version
 * through the database's notice a moment later, not at once: waits until the app has seen the version the write
 * made, as a request after one of the app's own changes would find it.
 */
export async function seenByApp(t: Pick<TestContext, 'app' | 'db'>, eventId: string): Promise<void> {
  const [{ version }] = await t.db.query<{ version: string }[]>('SELECT "version" FROM "events" WHERE "id" = $1', [
    eventId,
  ]);
  const versions = t.app.get(VersionsService);
  await until(async () => ((await versions.eventVersion(eventId)) ?? 0) >= Number(version));
}
