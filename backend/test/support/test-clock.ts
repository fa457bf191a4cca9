import type { INestApplication } from '@nestjs/common';
import { Clock } from '../../src/platform/clock/clock';

/**
 * Sets the clock of these apps (the processes of one test) to `at`, from where it runs on at the real pace: what
 * is due, which digest period news belongs to and whether an event is past are then decided at the test's time,
 * whatever the time the run starts.
 */
export function setClock(apps: INestApplication[], at: Date): void {
  const offset = at.getTime() - Date.now();
  for (const app of apps) jest.spyOn(app.get(Clock), 'now').mockImplementation(() => new Date(Date.now() + offset));
}

/** Gives these apps the real clock back. */
export function resetClock(apps: INestApplication[]): void {
  for (const app of apps) (app.get(Clock).now as Partial<jest.MockInstance<Date, []>>).mockRestore?.();
}
