import { Injectable } from '@nestjs/common';

/**
 * The time the app goes by wherever a time decides what happens: which reminders and digests are due, which period a
 * digest's news belongs to, when a link expires, whether an event is past. The real clock; tests set their own
 * (backend/test/support/test-clock.ts).
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
